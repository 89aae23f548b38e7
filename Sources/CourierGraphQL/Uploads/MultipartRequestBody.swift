import CourierAPI
import Foundation

/// The body of a GraphQL multipart request: an `operations` part (the request JSON with files as
/// `null`), a `map` part (`{"0": ["variables.file"]}`) and one part per file, in that order.
struct MultipartRequestBody {
    let boundary: String
    let data: Data

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    init(
        operations: [UInt8], files: [(path: String, file: GraphQLFile)],
        boundary: String = "courier-" + UUID().uuidString
    ) {
        self.boundary = boundary
        var map = JSONObject()
        for (index, entry) in files.enumerated() { map[String(index)] = .array([.string(entry.path)]) }
        let mapBytes = (try? JSONValue.object(map).serialized()) ?? Array("{}".utf8)
        var body = Data()
        func append(_ text: String) { body.append(contentsOf: Array(text.utf8)) }
        append(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"operations\"\r\n"
                + "Content-Type: application/json\r\n\r\n"
        )
        body.append(contentsOf: operations)
        append(
            "\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"map\"\r\n"
                + "Content-Type: application/json\r\n\r\n"
        )
        body.append(contentsOf: mapBytes)
        for (index, entry) in files.enumerated() {
            let name = Self.quoted(entry.file.filename)
            append("\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"\(index)\"; filename=\"\(name)\"\r\n")
            append("Content-Type: \(entry.file.contentType)\r\n\r\n")
            body.append(entry.file.data)
        }
        append("\r\n--\(boundary)--\r\n")
        data = body
    }

    /// A file name safe inside a quoted header parameter.
    private static func quoted(_ name: String) -> String {
        String(name.unicodeScalars.map { $0 == "\"" || $0 == "\\" || $0 == "\r" || $0 == "\n" ? "_" : Character($0) })
    }
}
