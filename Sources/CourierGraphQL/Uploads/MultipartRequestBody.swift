import CourierAPI
import CourierHTTP
import Foundation

/// The body of a GraphQL multipart request: an `operations` part (the request JSON with files as
/// `null`), a `map` part (`{"0": ["variables.file"]}`) and one part per file, in that order.
///
/// Bytes in memory when every file is; otherwise a stream that reads files and pulls streams
/// while it is sent (replayable unless a file is a one-shot stream).
struct MultipartRequestBody {
    let boundary: String
    let body: HTTPBody

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// - Throws: ``/CourierHTTP/MultipartBodyError`` when a file cannot be read.
    init(
        operations: [UInt8], files: [(path: String, file: GraphQLFile)],
        boundary: String = "courier-" + UUID().uuidString
    ) throws(MultipartBodyError) {
        self.boundary = boundary
        var map = JSONObject()
        for (index, entry) in files.enumerated() { map[String(index)] = .array([.string(entry.path)]) }
        let mapBytes = (try? JSONValue.object(map).serialized()) ?? Array("{}".utf8)
        let json = ["Content-Type: application/json"]
        var parts = [
            MultipartBodyLayout.Part(
                name: "operations", headerLines: [Self.disposition("operations")] + json,
                content: .data(Data(operations))),
            MultipartBodyLayout.Part(
                name: "map", headerLines: [Self.disposition("map")] + json, content: .data(Data(mapBytes))),
        ]
        for (index, entry) in files.enumerated() {
            let disposition = Self.disposition(String(index)) + "; filename=\"\(Self.quoted(entry.file.filename))\""
            parts.append(
                MultipartBodyLayout.Part(
                    name: String(index), headerLines: [disposition, "Content-Type: \(entry.file.contentType)"],
                    content: entry.file.content))
        }
        body = try MultipartBodyLayout(boundary: boundary, parts: parts).makeBody()
    }

    private static func disposition(_ name: String) -> String { "Content-Disposition: form-data; name=\"\(name)\"" }

    /// A file name safe inside a quoted header parameter.
    private static func quoted(_ name: String) -> String {
        String(name.unicodeScalars.map { $0 == "\"" || $0 == "\\" || $0 == "\r" || $0 == "\n" ? "_" : Character($0) })
    }
}
