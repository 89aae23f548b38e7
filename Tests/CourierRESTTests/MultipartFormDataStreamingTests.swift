import CourierHTTP
import CourierREST
import CourierTesting
import Foundation
import Testing

@Suite("Multipart form data, streamed")
struct MultipartFormDataStreamingTests {
    /// Random forms: names and file names with quotes and line ends, bodies that contain the
    /// boundary, its delimiter lines and CRLFs, empty bodies, and parts larger than a chunk.
    static func randomForm(_ random: inout SplitMix64) -> MultipartFormData {
        let boundary = ["b", "courier-x", "--", "a'()+_,-./:=? z"].randomElement(using: &random) ?? "b"
        var form = MultipartFormData(boundary: boundary)
        let pieces = [
            "--\(boundary)", "\r\n--\(boundary)\r\n", "--\(boundary)--", "\r\n", "\r", "\n", "x", "\"", "", "é",
        ]
        for index in 0..<Int.random(in: 0...5, using: &random) {
            var body = Data()
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                if Bool.random(using: &random) {
                    body.append(Data((pieces.randomElement(using: &random) ?? "").utf8))
                } else {
                    body.append(
                        contentsOf: (0..<Int.random(in: 0...300, using: &random)).map { _ in
                            UInt8.random(in: 0...255, using: &random)
                        })
                }
            }
            let name = "f\(index)" + (pieces.randomElement(using: &random) ?? "")
            if Bool.random(using: &random) {
                form.append(String(decoding: body, as: UTF8.self), named: name)
            } else {
                form.append(
                    body, named: name, filename: "n\(index)\(pieces.randomElement(using: &random) ?? "").bin",
                    contentType: Bool.random(using: &random) ? "application/octet-stream" : "text/plain")
            }
        }
        return form
    }

    @Test func streamedBytesEqualTheInMemoryEncodingForRandomForms() async throws {
        var random = SplitMix64(seed: 20)
        for _ in 0..<300 {
            let form = Self.randomForm(&random)
            let expected = try form.encoded()
            let chunkSize = [1, 7, 64, 1000, 64 * 1024].randomElement(using: &random) ?? 1
            let stream = try form.bodyStream(chunkSize: chunkSize)
            let chunks = try await stream.collectChunks()
            #expect(chunks.reduce(into: Data()) { $0.append($1) } == expected, "boundary \(form.boundary)")
            #expect(chunks.allSatisfy { !$0.isEmpty && $0.count <= chunkSize })
            #expect(chunks.dropLast().allSatisfy { $0.count == chunkSize }, "small runs are joined up to a chunk")
            #expect(stream.length == Int64(expected.count))
            #expect(stream.isReplayable)
        }
    }

    @Test func fileAndReplayableStreamPartsEncodeLikeTheSameBytesInMemory() async throws {
        var random = SplitMix64(seed: 7)
        let scratch = try ScratchDirectory()
        for round in 0..<40 {
            let inMemory = Self.randomForm(&random)
            var streamed = inMemory
            for (index, part) in inMemory.parts.enumerated() where part.filename != nil {
                let bytes = try #require(part.data)
                streamed.parts[index].content =
                    Bool.random(using: &random)
                    ? .file(try scratch.file("r\(round)-\(index)", bytes))
                    : .stream(HTTPBodyStream(length: Int64(bytes.count)) { Self.chunked(bytes, by: 5) })
            }
            let expected = try inMemory.encoded()
            let stream = try streamed.bodyStream(chunkSize: 100)
            #expect(try await stream.collect() == expected)
            #expect(try await stream.collect() == expected, "a second attempt sends the same bytes")
            #expect(stream.length == Int64(expected.count))
        }
    }

    @Test func aFileIsReadInBoundedChunks() async throws {
        let scratch = try ScratchDirectory()
        let bytes = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        var form = MultipartFormData(boundary: "b")
        form.append("movie", named: "title")
        try form.append(fileURL: try scratch.file("clip.mp4", bytes), named: "file")
        let stream = try form.bodyStream()
        let chunks = try await stream.collectChunks()
        #expect(chunks.allSatisfy { $0.count <= 64 * 1024 })
        let total = chunks.reduce(0) { $0 + $1.count }
        #expect(chunks.count == (total + 64 * 1024 - 1) / (64 * 1024))
        #expect(stream.length == Int64(total))
        #expect(form.parts[1].filename == "clip.mp4")
        #expect(form.parts[1].contentType == "video/mp4")
        #expect(form.parts[1].data == nil)
        #expect(try form.encoded() == chunks.reduce(into: Data()) { $0.append($1) }, "encoded() reads the file")
    }

    @Test func lengthIsUnknownWhenAStreamPartsLengthIs() throws {
        var form = MultipartFormData(boundary: "b")
        form.append("1", named: "a")
        form.append(stream: HTTPBodyStream { Self.chunked(Data("xyz".utf8), by: 1) }, named: "s", filename: "s.bin")
        #expect(try form.bodyStream().length == nil)
        form.parts[1].content = .stream(HTTPBodyStream(length: 3) { Self.chunked(Data("xyz".utf8), by: 1) })
        let inMemory = try MultipartFormData(
            boundary: "b",
            parts: form.parts.prefix(1) + [
                .init(name: "s", filename: "s.bin", contentType: "application/octet-stream", data: Data("xyz".utf8))
            ]
        ).encoded()
        #expect(try form.bodyStream().length == Int64(inMemory.count))
    }

    @Test func aOneShotStreamPartMakesTheFormOneShot() async throws {
        var form = MultipartFormData(boundary: "b")
        form.append(stream: Self.chunked(Data("once".utf8), by: 2), length: 4, named: "s", filename: "s.txt")
        let stream = try form.bodyStream()
        #expect(!stream.isReplayable)
        #expect(String(decoding: try await stream.collect(), as: UTF8.self).contains("\r\n\r\nonce\r\n--b--"))
        await #expect(throws: HTTPBodyStreamError.alreadyConsumed) { try await stream.collect() }
        #expect(throws: MultipartBodyError.streamPartInMemory(partName: "s")) { try form.encoded() }
    }

    @Test func aPartThatBreaksItsDeclaredLengthFailsTheSend() async throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.file("grows.txt", Data("abc".utf8))
        var form = MultipartFormData(boundary: "b")
        try form.append(fileURL: file, named: "f")
        let stream = try form.bodyStream()
        try Data("abcdef".utf8).write(to: file)
        await #expect(throws: MultipartBodyError.lengthMismatch(partName: "f", declared: 3, actual: nil)) {
            try await stream.collect()
        }
        try Data("a".utf8).write(to: file)
        await #expect(throws: MultipartBodyError.lengthMismatch(partName: "f", declared: 3, actual: 1)) {
            try await stream.collect()
        }
        var short = MultipartFormData(boundary: "b")
        short.append(
            stream: HTTPBodyStream(length: 9) { Self.chunked(Data("abc".utf8), by: 2) }, named: "s", filename: "s")
        await #expect(throws: MultipartBodyError.lengthMismatch(partName: "s", declared: 9, actual: 3)) {
            try await short.bodyStream().collect()
        }
    }

    @Test func aMissingFileFailsWhereItIsAppended() throws {
        var form = MultipartFormData()
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).png")
        let error = try #require(throws: MultipartBodyError.self) { try form.append(fileURL: missing, named: "f") }
        guard case .unreadableFile(let partName, let filename, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(partName == "f" && filename == missing.lastPathComponent)
        #expect(throws: MultipartBodyError.self) {
            try form.append(fileURL: FileManager.default.temporaryDirectory, named: "directory")
        }
        #expect(form.parts.isEmpty)
    }

    @Test(arguments: [
        ("photo.PNG", "image/png"), ("notes.txt", "text/plain"), ("data.json", "application/json"),
        ("archive.unknown", "application/octet-stream"), ("noextension", "application/octet-stream"),
    ])
    func contentTypeIsGuessedFromTheExtension(name: String, contentType: String) throws {
        let scratch = try ScratchDirectory()
        var form = MultipartFormData()
        try form.append(fileURL: try scratch.file(name, Data("x".utf8)), named: "f")
        try form.append(fileURL: try scratch.file("b" + name, Data()), named: "g", filename: "x", contentType: "a/b")
        #expect(form.parts.map(\.contentType) == [contentType, "a/b"])
        #expect(form.parts.map(\.filename) == [name, "x"])
    }

    @Test func anEndpointSendsAFormWithFilesAsAStream() async throws {
        let scratch = try ScratchDirectory()
        var form = MultipartFormData(boundary: "b")
        form.append("t", named: "title")
        try form.append(fileURL: try scratch.file("a.txt", Data("file body".utf8)), named: "file")
        let request = try Endpoint<Void>("up", method: .post, body: .multipart(form)).makeRequest(
            using: testConfiguration())
        #expect(request.headerFields["Content-Type"] == "multipart/form-data; boundary=b")
        #expect(request.body == nil)
        guard case .stream(let stream)? = request.bodySource else {
            Issue.record("expected a stream body, got \(String(describing: request.bodySource))")
            return
        }
        #expect(try await stream.collect() == form.encoded())
        #expect(request.bodySource?.isReplayable == true)
        #expect(request.bodySource?.knownLength == Int64(try form.encoded().count))

        var memoryOnly = MultipartFormData(boundary: "b")
        memoryOnly.append("t", named: "title")
        let small = try Endpoint<Void>("up", method: .post, body: .multipart(memoryOnly)).makeRequest(
            using: testConfiguration())
        #expect(small.body == (try memoryOnly.encoded()), "in-memory forms stay bytes in memory")
    }

    @Test func anUnreadableFileAtBuildTimeIsAnInvalidRequest() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.file("gone.txt", Data("x".utf8))
        var form = MultipartFormData(boundary: "b")
        try form.append(fileURL: file, named: "file")
        try FileManager.default.removeItem(at: file)
        let error = try #require(throws: HTTPError.self) {
            try Endpoint<Void>("up", method: .post, body: .multipart(form)).makeRequest(using: testConfiguration())
        }
        #expect(error.kind == .invalidRequest)
        #expect(error.underlyingError is MultipartBodyError)
        #expect(error.message.contains("gone.txt"), "\(error.message)")
    }

    /// A replayable chunk sequence over `data`, `size` bytes at a time.
    static func chunked(_ data: Data, by size: Int) -> AsyncStream<Data> {
        AsyncStream { continuation in
            var offset = 0
            while offset < data.count {
                continuation.yield(data.subdata(in: offset..<min(offset + size, data.count)))
                offset += size
            }
            continuation.finish()
        }
    }
}
