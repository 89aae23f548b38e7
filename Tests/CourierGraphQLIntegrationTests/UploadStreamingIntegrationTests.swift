import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

/// Uploads from files and streams through Strawberry (python-multipart reads the parts): the
/// server answers with each file's size and SHA-256.
@Suite(IntegrationServer.enabled) struct UploadStreamingIntegrationTests {
    static func scratchFile(_ bytes: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("courier-upload-\(UUID()).bin")
        try bytes.write(to: url)
        return url
    }

    /// Bytes larger than several chunks, with a multipart delimiter look-alike inside.
    static let bytes =
        Data((0..<700_000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ ($0 >> 9)) })
        + Data("\r\n--courier-\r\n".utf8)

    /// A client of the integration server, sending streamed bodies through its URLSession transport.
    static func client(_ scope: ServerScope) -> GraphQLClient {
        scope.client()
    }

    @Test func aFileUploadReachesTheServerWhole() async throws {
        let url = try Self.scratchFile(Self.bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try GraphQLFile(contentsOf: url, filename: "noise.bin")
        let result = try await Self.client(try ServerScope()).perform(mutation: SingleUploadMutation(file: file))
        let uploaded = try #require(result.data?.singleUpload)
        #expect(uploaded.size == Self.bytes.count)
        #expect(uploaded.sha256 == SHA256.hexDigest(Array(Self.bytes)))
        #expect(uploaded.name == "noise.bin")
        #expect(uploaded.contentType == "application/octet-stream")
    }

    @Test func streamsFilesAndBytesMixInOneRequest() async throws {
        let url = try Self.scratchFile(Self.bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let streamed = Data("produced while sending".utf8)
        let stream = HTTPBodyStream(length: Int64(streamed.count)) {
            AsyncStream { continuation in
                continuation.yield(streamed.prefix(8))
                continuation.yield(streamed.dropFirst(8))
                continuation.finish()
            }
        }
        let files = [
            try GraphQLFile(contentsOf: url, contentType: "application/x-noise"),
            GraphQLFile(filename: "log.txt", contentType: "text/plain", stream: stream),
            GraphQLFile(filename: "a.txt", contentType: "text/plain", data: Data("in memory".utf8)),
        ]
        let result = try await Self.client(try ServerScope()).perform(mutation: MultipleUploadMutation(files: files))
        let uploaded = try #require(result.data?.multipleUpload)
        #expect(uploaded.map(\.name) == [url.lastPathComponent, "log.txt", "a.txt"])
        let expected = [Self.bytes, streamed, Data("in memory".utf8)]
        #expect(uploaded.map(\.size) == expected.map(\.count))
        #expect(uploaded.map(\.sha256) == expected.map { SHA256.hexDigest(Array($0)) })
    }

    /// Enable once the URLSession transports send streamed bodies and report upload progress.
    @Test
    func uploadProgressReachesTheTotal() async throws {
        let url = try Self.scratchFile(Self.bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let progress = TransferProgressReporter(minimumInterval: 0)
        var options = GraphQLRequestOptions()
        options.uploadProgress = progress
        let updates = Task {
            var seen: [TransferProgress] = []
            for await update in progress.updates { seen.append(update) }
            return seen
        }
        let result = try await ServerScope().client().perform(
            mutation: SingleUploadMutation(file: try GraphQLFile(contentsOf: url)), options: options)
        #expect(result.data?.singleUpload.size == Self.bytes.count)
        let seen = await updates.value
        let last = try #require(seen.last)
        #expect(last.totalBytes != nil && last.completedBytes == last.totalBytes)
        #expect(try #require(last.totalBytes) > Int64(Self.bytes.count), "the whole multipart body is counted")
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.completedBytes <= $1.completedBytes })
    }
}
