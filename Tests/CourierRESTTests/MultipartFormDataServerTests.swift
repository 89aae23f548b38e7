import CourierHTTP
import CourierREST
import CourierSupport
import CourierTesting
import Foundation
import Testing

/// Multipart forms read back by a real parser: the integration server's `/rest/form`, which parses
/// with Starlette and python-multipart and describes each part.
@Suite(
    "Multipart form data through python-multipart",
    .enabled(
        if: ProcessInfo.processInfo.environment["COURIER_INTEGRATION_SERVER_URL"] != nil,
        "COURIER_INTEGRATION_SERVER_URL is not set: run scripts/test"))
struct MultipartFormDataServerTests {
    struct Described: Decodable, Equatable {
        var name: String
        var filename: String?
        var contentType: String?
        var size: Int
        var sha256: String
        var value: String?
    }

    @Test func textFileAndStreamPartsRoundTrip() async throws {
        let base = try #require(ProcessInfo.processInfo.environment["COURIER_INTEGRATION_SERVER_URL"])
        let scratch = try ScratchDirectory()
        var random = SplitMix64(seed: 99)
        // Larger than a chunk, with a look-alike of the delimiter inside (the delimiter itself would
        // end the part: a boundary must not occur in the content).
        var fileBytes = Data((0..<300_000).map { _ in UInt8.random(in: 0...255, using: &random) })
        var form = MultipartFormData()
        fileBytes.insert(contentsOf: Data("\r\n--\(form.boundary.dropLast())\r\n".utf8), at: 1000)
        form.append("Holiday \"pics\"", named: "title")
        try form.append(fileURL: try scratch.file("beach.png", fileBytes), named: "photo")
        let streamed = Data("streamed part".utf8)
        form.append(
            stream: HTTPBodyStream(length: Int64(streamed.count)) {
                AsyncStream {
                    $0.yield(streamed)
                    $0.finish()
                }
            },
            named: "log", filename: "log.txt", contentType: "text/plain")
        form.append(Data(), named: "empty", filename: "empty.bin")

        let url = try #require(URL(string: base + "/rest/form"))
        let request = try Endpoint<Void>(.url(url), method: .post, body: .multipart(form))
            .makeRequest(using: APIConfiguration(baseURL: nil, transport: URLSessionTransport()))
        guard case .stream? = request.bodySource else {
            Issue.record("a form with a file part should be a stream")
            return
        }
        let response = try await URLSessionTransport().send(request)
        #expect(response.statusCode == 200, "\(String(decoding: response.body, as: UTF8.self))")
        let parts = try JSONDecoder().decode([String: [Described]].self, from: response.body)["parts"]
        func hex(_ data: Data) -> String { SHA256Hasher.hexDigest(Array(data)) }
        #expect(
            parts == [
                Described(
                    name: "title", size: 14, sha256: hex(Data("Holiday \"pics\"".utf8)), value: "Holiday \"pics\""),
                Described(
                    name: "photo", filename: "beach.png", contentType: "image/png", size: fileBytes.count,
                    sha256: hex(fileBytes)),
                Described(
                    name: "log", filename: "log.txt", contentType: "text/plain", size: streamed.count,
                    sha256: hex(streamed)),
                Described(
                    name: "empty", filename: "empty.bin", contentType: "application/octet-stream", size: 0,
                    sha256: hex(Data())),
            ])
    }
}
