public import CourierHTTP
public import Foundation

/// A `multipart/form-data` body (RFC 7578): text fields and files, separated by a boundary.
///
/// The boundary is random by default; pass one to make the bytes reproducible (in tests).
///
/// ```swift
/// var form = MultipartFormData()
/// form.append("Avatar", named: "title")
/// form.append(pngData, named: "thumbnail", filename: "avatar.png", contentType: "image/png")
/// try form.append(fileURL: movieURL, named: "movie")
/// let upload = Endpoint<Void>("avatars", method: .post, body: .multipart(form))
/// ```
///
/// Parts can be bytes in memory, files and streams. A form with file or stream parts is sent
/// as a stream (``bodyStream(chunkSize:)``), encoded while it is sent, 64 KiB at a time: a file
/// is read as it goes out and never loaded whole.
public struct MultipartFormData: Sendable, Hashable {
    /// One part: a named text field, file or stream.
    public struct Part: Sendable, Hashable {
        /// The form field name.
        public var name: String
        /// The file name, for a file part.
        public var filename: String?
        /// The part's media type; `nil` leaves it out (text fields default to `text/plain`).
        public var contentType: String?
        /// Where the part's content comes from: bytes in memory, a file, or a stream.
        public var content: HTTPBody
        /// The part's bytes when they are in memory; `nil` for a file or stream part. Setting it
        /// replaces ``content`` with those bytes.
        public var data: Data? {
            get { content.bytesInMemory }
            set { content = .data(newValue ?? Data()) }
        }

        /// Creates a part from bytes in memory.
        /// - Parameters:
        ///   - name: The form field name.
        ///   - filename: The file name, for a file part.
        ///   - contentType: The part's media type.
        ///   - data: The bytes.
        public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
            self.init(name: name, filename: filename, contentType: contentType, content: .data(data))
        }

        /// Creates a part whose content is bytes in memory, a file or a stream.
        /// - Parameters:
        ///   - name: The form field name.
        ///   - filename: The file name, for a file part.
        ///   - contentType: The part's media type.
        ///   - content: Where the content comes from.
        public init(name: String, filename: String? = nil, contentType: String? = nil, content: HTTPBody) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.content = content
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
    ///
    /// Built in memory: file parts are read whole here, so prefer sending the form (which streams
    /// them) or ``bodyStream(chunkSize:)`` for large files. Stream parts cannot be read here.
    /// - Returns: The encoded body.
    /// - Throws: ``BoundaryError`` when the boundary is not allowed;
    ///   ``/CourierHTTP/MultipartBodyError`` for a stream part or a file that cannot be read.
    public func encoded() throws -> Data {
        try layout().collectInMemory()
    }

    /// The parts with their headers rendered, ready to be collected or streamed.
    /// - Throws: ``BoundaryError``, or ``/CourierHTTP/MultipartBodyError`` for an unreadable file.
    func layout() throws -> MultipartBodyLayout {
        guard Self.isValidBoundary(boundary) else { throw BoundaryError(boundary: boundary) }
        return try MultipartBodyLayout(boundary: boundary, parts: parts.map(Self.layoutPart))
    }

    private static func layoutPart(_ part: Part) -> MultipartBodyLayout.Part {
        var disposition = "Content-Disposition: form-data; name=\"\(quoted(part.name))\""
        if let filename = part.filename { disposition += "; filename=\"\(quoted(filename))\"" }
        var lines = [disposition]
        if let contentType = part.contentType { lines.append("Content-Type: \(contentType)") }
        return MultipartBodyLayout.Part(name: part.name, headerLines: lines, content: part.content)
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
