import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite struct StreamedUploadTests {
    static let answer = #"{"data":{"upload":1}}"#

    @Test func theVariablesCarryAReferenceAndNoBytes() async throws {
        let bytes = Data(repeating: 0xAB, count: 10_000)
        let file = GraphQLFile(filename: "big.bin", data: bytes)
        let request = GraphQLRequest(UploadMutation(file: file, more: []))
        let json = String(decoding: try JSONValue.object(request.variables).serialized(), as: UTF8.self)
        #expect(json == #"{"file":{"$courierUpload":{"id":"\#(file.id)"}},"more":[]}"#)
        #expect(!json.contains(bytes.base64EncodedString().prefix(16)))
        #expect(request.uploads == [file])
        let other = GraphQLFile(filename: "o", data: Data())
        #expect(GraphQLRequest(UploadMutation(file: other, more: [])).uploads == [other])
    }

    @Test func aFileIsSentAsAStreamReadWhileSending() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("courier-upload-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("clip.bin")
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: url)
        let file = try GraphQLFile(contentsOf: url, contentType: "video/mp4")
        #expect(file.data == nil && file.filename == "clip.bin")

        let (client, transport) = makeClient { _ in jsonResponse(Self.answer) }
        _ = try await client.perform(mutation: UploadMutation(file: file, more: []))
        let request = try #require(transport.sentRequests.first)
        guard case .stream(let stream)? = request.bodySource else {
            Issue.record("expected a streamed body, got \(String(describing: request.bodySource))")
            return
        }
        #expect(stream.isReplayable)
        var chunks: [Data] = []
        for try await chunk in stream.makeChunks() { chunks.append(chunk) }
        #expect(chunks.allSatisfy { $0.count <= 64 * 1024 })
        let body = chunks.reduce(into: Data()) { $0.append($1) }
        #expect(stream.length == Int64(body.count))
        let parts = try UploadTests.parts(of: body, boundary: try Self.boundary(of: request))
        #expect(parts.map(\.name) == ["operations", "map", "0"])
        #expect(parts[2].body == bytes)
        #expect(parts[2].headers.contains("filename=\"clip.bin\""))
        #expect(parts[2].headers.contains("Content-Type: video/mp4"))
        let operations = try JSONParser.parse(Array(parts[0].body))
        #expect(operations["variables"] == .object(["file": .null, "more": .array([])]))
    }

    @Test func aStreamIsSentOnce() async throws {
        let chunks = AsyncStream<Data> { continuation in
            for text in ["one ", "two ", "three"] { continuation.yield(Data(text.utf8)) }
            continuation.finish()
        }
        let file = GraphQLFile(filename: "log.txt", contentType: "text/plain", stream: HTTPBodyStream(chunks: chunks))
        let inMemory = GraphQLFile(filename: "a.txt", data: Data("a".utf8))
        // The mock transport reads a streamed body before answering, as a server would: the
        // handler sees the bytes, and the one-shot stream is used up by then.
        let received = ReceivedBodies()
        let (client, transport) = makeClient { request in
            await received.append(request.body)
            return jsonResponse(Self.answer)
        }
        _ = try await client.perform(mutation: UploadMutation(file: inMemory, more: [file]))
        let request = try #require(transport.sentRequests.first)
        guard case .stream(let stream)? = request.bodySource else {
            Issue.record("expected a streamed body")
            return
        }
        #expect(!stream.isReplayable)
        #expect(stream.length == nil, "the stream's length is unknown")
        let body = try #require(await received.all.first ?? nil)
        let parts = try UploadTests.parts(of: body, boundary: try Self.boundary(of: request))
        #expect(parts.map(\.body) == [parts[0].body, parts[1].body, Data("a".utf8), Data("one two three".utf8)])
        var again = stream.makeChunks().makeAsyncIterator()
        await #expect(throws: HTTPBodyStreamError.alreadyConsumed) { _ = try await again.next() }
    }

    @Test func aMarkerWithoutItsFileIsAnInvalidRequest() async throws {
        let (client, transport) = makeClient { _ in jsonResponse(Self.answer) }
        var request = GraphQLRequest(UploadMutation(file: GraphQLFile(filename: "x", data: Data()), more: []))
        request.uploads = []
        let error = try await #require(throws: GraphQLClientError.self) { try await client.send(request) }
        #expect(error.kind == .invalidRequest)
        #expect(error.underlyingError as? GraphQLRequestBuildError == .uploadNotFound(path: "variables.file"))
        #expect(transport.sentRequests.isEmpty)
    }

    @Test func theUploadProgressReporterReachesTheHTTPRequest() async throws {
        let (client, transport) = makeClient { _ in jsonResponse(Self.answer) }
        let progress = TransferProgressReporter()
        var options = GraphQLRequestOptions()
        options.uploadProgress = progress
        let file = GraphQLFile(filename: "a.txt", data: Data("a".utf8))
        _ = try await client.perform(mutation: UploadMutation(file: file, more: []), options: options)
        #expect(transport.sentRequests.first?.uploadProgress === progress)
    }

    static func boundary(of request: HTTPRequest) throws -> String {
        let contentType = try #require(request.headerFields["Content-Type"])
        #expect(contentType.hasPrefix("multipart/form-data; boundary="))
        return String(contentType.dropFirst("multipart/form-data; boundary=".count))
    }
}

/// The bodies a mock transport's handler received, in order.
private actor ReceivedBodies {
    private(set) var all: [Data?] = []

    func append(_ body: Data?) { all.append(body) }
}
