public import CourierAPI
public import CourierHTTP
public import Foundation

/// A file to upload as a variable of type `Upload`, sent per the GraphQL multipart request
/// specification.
///
/// Map the schema's `Upload` scalar to this type in codegen (`customScalars["Upload"]`). The
/// file's bytes never enter the variables JSON: there a file is a small marker object holding only
/// the file's ``id``. When a ``GraphQLRequest`` is made from an operation, the files its variables
/// refer to are collected into ``GraphQLRequest/uploads``; the request builder replaces each
/// marker with `null` in `operations`, names its path in `map` and sends the file as a part of its
/// own, reading a file or pulling a stream while the request is sent.
///
/// ```swift
/// let video = try GraphQLFile(contentsOf: movieURL, contentType: "video/mp4")
/// try await client.perform(mutation: UploadVideoMutation(file: video))
/// ```
public struct GraphQLFile: CustomScalarType {
    /// The key of the marker object that stands for a file in variables.
    static let markerKey = "$courierUpload"

    /// The identity the variables' marker refers to; a fresh random value for every file made,
    /// kept by copies.
    public let id: String
    /// The file name sent in the part's `Content-Disposition`.
    public var filename: String
    /// The part's media type.
    public var contentType: String
    /// Where the bytes come from: memory, a local file (read while sending) or a stream.
    public var content: HTTPBody
    /// The bytes when they are in memory; `nil` for a file or a stream. Setting it replaces
    /// ``content`` with those bytes.
    public var data: Data? {
        get { content.bytesInMemory }
        set { content = .data(newValue ?? Data()) }
    }

    /// Creates a file from bytes in memory.
    /// - Parameters:
    ///   - filename: The file name to send.
    ///   - contentType: The media type; `application/octet-stream` by default.
    ///   - data: The bytes.
    public init(filename: String, contentType: String = "application/octet-stream", data: Data) {
        self.init(filename: filename, contentType: contentType, content: .data(data))
    }

    /// Creates a file that refers to a local file, read while the request is sent and never
    /// loaded whole (this initializer used to read the file into memory at once).
    /// - Parameters:
    ///   - fileURL: A `file:` URL of a regular file.
    ///   - filename: The file name to send; the URL's last path component by default.
    ///   - contentType: The media type; `application/octet-stream` by default.
    /// - Throws: ``/CourierHTTP/MultipartBodyError/unreadableFile(partName:filename:reason:)`` when
    ///   the URL is not a readable regular file now.
    public init(contentsOf fileURL: URL, filename: String? = nil, contentType: String = "application/octet-stream")
        throws
    {
        _ = try MultipartBodyLayout.measure(fileURL, partName: filename ?? fileURL.lastPathComponent)
        self.init(filename: filename ?? fileURL.lastPathComponent, contentType: contentType, content: .file(fileURL))
    }

    /// Creates a file whose bytes a stream produces while the request is sent. A one-shot stream
    /// can be sent once (uploads are never retried).
    /// - Parameters:
    ///   - filename: The file name to send.
    ///   - contentType: The media type; `application/octet-stream` by default.
    ///   - stream: The bytes; its length, when known, makes the request's `Content-Length` known.
    public init(filename: String, contentType: String = "application/octet-stream", stream: HTTPBodyStream) {
        self.init(filename: filename, contentType: contentType, content: .stream(stream))
    }

    /// Creates a file from any source.
    /// - Parameters:
    ///   - filename: The file name to send.
    ///   - contentType: The media type.
    ///   - content: Where the bytes come from.
    public init(filename: String, contentType: String, content: HTTPBody) {
        id = UUID().uuidString
        self.filename = filename
        self.contentType = contentType
        self.content = content
    }

    /// The marker object that stands for the file in the variables JSON: `{"$courierUpload":
    /// {"id": …}}`, no bytes. Made while a ``GraphQLRequest`` collects its files, it adds this file
    /// to them.
    public var __jsonValue: JSONValue {
        UploadCollector.current?.add(self)
        return .object([Self.markerKey: .object(["id": .string(id)])])
    }

    /// Files are input only, and a marker holds no bytes, so a marker cannot be read back.
    /// - Parameter jsonValue: Any value.
    /// - Throws: ``/CourierAPI/GraphQLDecodingError`` always.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        throw .mismatch(expected: "Upload (files are sent, never received)", found: jsonValue)
    }

    /// The file id a marker object holds, or `nil` when `value` is no marker.
    static func markerID(in value: JSONValue) -> String? {
        guard case .object(let object) = value, object.count == 1, let fields = object[markerKey]?.objectValue else {
            return nil
        }
        return fields["id"]?.stringValue
    }
}
