public import Foundation

/// A `multipart/form-data` body (RFC 7578): text fields and files, separated by a boundary.
///
/// The boundary is random by default; pass one to make the bytes reproducible (in tests).
///
/// ```swift
/// var form = MultipartFormData()
/// form.append("Avatar", named: "title")
/// form.append(pngData, named: "file", filename: "avatar.png", contentType: "image/png")
/// let upload = Endpoint<Void>("avatars", method: .post, body: .multipart(form))
/// ```
public struct MultipartFormData: Sendable, Hashable {
    /// One part: a named text field or file.
    public struct Part: Sendable, Hashable {
        /// The form field name.
        public var name: String
        /// The file name, for a file part.
        public var filename: String?
        /// The part's media type; `nil` leaves it out (text fields default to `text/plain`).
        public var contentType: String?
        /// The part's bytes.
        public var data: Data

        /// Creates a part.
        /// - Parameters:
        ///   - name: The form field name.
        ///   - filename: The file name, for a file part.
        ///   - contentType: The part's media type.
        ///   - data: The bytes.
        public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.data = data
        }
    }

    /// A boundary that RFC 2046 does not allow (empty, over 70 characters, or with other
    /// characters than letters, digits and `'()+_,-./:=?` or an inner space).
    public struct BoundaryError: Error, CustomStringConvertible {
        /// The rejected boundary.
        public var boundary: String
        /// Why the boundary is not allowed.
        public var description: String { "invalid multipart boundary \"\(boundary)\"" }
    }

    /// The boundary between parts.
    public var boundary: String
    /// The parts, in order.
    public var parts: [Part]

    /// Creates form data.
    /// - Parameters:
    ///   - boundary: The boundary; random by default.
    ///   - parts: The parts, in order.
    public init(boundary: String = MultipartFormData.randomBoundary(), parts: [Part] = []) {
        self.boundary = boundary
        self.parts = parts
    }

    /// A fresh random boundary, unlikely to occur in any part.
    /// - Returns: `courier-` followed by 32 hex digits.
    public static func randomBoundary() -> String {
        "courier-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    /// Appends a text field.
    /// - Parameters:
    ///   - value: The text, sent as UTF-8.
    ///   - name: The field name.
    public mutating func append(_ value: String, named name: String) {
        parts.append(Part(name: name, data: Data(value.utf8)))
    }

    /// Appends a file.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - name: The field name.
    ///   - filename: The file name the server sees.
    ///   - contentType: The file's media type.
    public mutating func append(
        _ data: Data, named name: String, filename: String, contentType: String = "application/octet-stream"
    ) {
        parts.append(Part(name: name, filename: filename, contentType: contentType, data: data))
    }

    /// The `Content-Type` header value, with the boundary.
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// The body bytes: each part as `--boundary CRLF headers CRLF CRLF data CRLF`, then
    /// `--boundary-- CRLF`.
    /// - Returns: The encoded body.
    /// - Throws: ``BoundaryError`` when the boundary is not allowed.
    public func encoded() throws -> Data {
        guard Self.isValidBoundary(boundary) else { throw BoundaryError(boundary: boundary) }
        var body = Data()
        for part in parts {
            body.append(Data("--\(boundary)\r\n".utf8))
            var disposition = "Content-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
            if let filename = part.filename { disposition += "; filename=\"\(Self.quoted(filename))\"" }
            body.append(Data("\(disposition)\r\n".utf8))
            if let contentType = part.contentType { body.append(Data("Content-Type: \(contentType)\r\n".utf8)) }
            body.append(Data("\r\n".utf8))
            body.append(part.data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    /// Escapes a name for a quoted header parameter as browsers do: `"` → `%22`, CR → `%0D`,
    /// LF → `%0A`, so that a name cannot end the parameter or the header.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static let boundaryCharacters = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'()+_,-./:=? ".utf8
    )

    private static func isValidBoundary(_ boundary: String) -> Bool {
        let bytes = Array(boundary.utf8)
        guard (1...70).contains(bytes.count), bytes.last != UInt8(ascii: " ") else { return false }
        return bytes.allSatisfy { boundaryCharacters.contains($0) }
    }
}
