public import CourierHTTP
public import Foundation

/// The body of an ``Endpoint``'s request: JSON, a form, multipart form data, raw bytes, a file, a
/// stream, or none.
///
/// Each kind sets the request's `Content-Type` (an endpoint header of that name still wins).
/// JSON is encoded when the request is built, with the configuration's encoder.
public struct RequestBody: Sendable {
    enum Kind: Sendable {
        case none
        case json(any Encodable & Sendable)
        case form([URLQueryItem])
        case multipart(MultipartFormData)
        case data(Data, contentType: String?)
        case file(URL, contentType: String?)
        case stream(HTTPBodyStream, contentType: String?)
    }

    let kind: Kind

    /// No body.
    public static let none = RequestBody(kind: .none)

    /// A JSON body (`Content-Type: application/json`), encoded with the configuration's encoder.
    /// - Parameter value: The value to encode.
    /// - Returns: The body.
    public static func json(_ value: some Encodable & Sendable) -> RequestBody {
        RequestBody(kind: .json(value))
    }

    /// An `application/x-www-form-urlencoded` body: the fields in order, spaces as `+`, every
    /// other byte outside `A-Z a-z 0-9 * - . _` percent-encoded. A field with a `nil` value is
    /// sent as its name alone.
    /// - Parameter fields: The form fields, in order.
    /// - Returns: The body.
    public static func form(_ fields: [URLQueryItem]) -> RequestBody {
        RequestBody(kind: .form(fields))
    }

    /// A `multipart/form-data` body: bytes in memory when every part is, otherwise a stream
    /// encoded while it is sent (``MultipartFormData/bodyStream(chunkSize:)``), so that file parts
    /// are never loaded whole.
    /// - Parameter formData: The parts and boundary.
    /// - Returns: The body.
    public static func multipart(_ formData: MultipartFormData) -> RequestBody {
        RequestBody(kind: .multipart(formData))
    }

    /// Raw bytes, with an optional `Content-Type`.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - contentType: The media type, e.g. `"image/png"`; `nil` sets no `Content-Type`.
    /// - Returns: The body.
    public static func data(_ data: Data, contentType: String? = nil) -> RequestBody {
        RequestBody(kind: .data(data, contentType: contentType))
    }

    /// The bytes of a file, read from disk while they are sent (never loaded whole), with an
    /// optional `Content-Type`. The request carries the file's size as `Content-Length`; a retry
    /// or a credential refresh sends the file again.
    ///
    /// ```swift
    /// let upload = Endpoint<Photo>("photos", method: .put, body: .file(photoURL, contentType: "image/jpeg"))
    /// ```
    /// - Parameters:
    ///   - fileURL: A `file:` URL of a regular file; a file that cannot be read fails the request
    ///     with ``/CourierHTTP/HTTPError/Kind/invalidRequest`` before anything is sent.
    ///   - contentType: The media type; `nil` sets no `Content-Type`.
    /// - Returns: The body.
    public static func file(_ fileURL: URL, contentType: String? = nil) -> RequestBody {
        RequestBody(kind: .file(fileURL, contentType: contentType))
    }

    /// Bytes produced while the request is sent, with an optional `Content-Type`.
    ///
    /// A stream made from a factory (``/CourierHTTP/HTTPBodyStream/init(length:makeChunks:)``) can
    /// be sent again by a retry or a credential refresh; a one-shot stream cannot, and such a
    /// repeat fails with ``/CourierHTTP/HTTPBodyStreamError/notReplayable``.
    /// - Parameters:
    ///   - stream: The bytes; its `length`, when known, is sent as `Content-Length`.
    ///   - contentType: The media type; `nil` sets no `Content-Type`.
    /// - Returns: The body.
    public static func stream(_ stream: HTTPBodyStream, contentType: String? = nil) -> RequestBody {
        RequestBody(kind: .stream(stream, contentType: contentType))
    }

    /// The encoded body and content type.
    /// - Throws: `EncodingError` from the JSON encoder, ``MultipartFormData/BoundaryError``, or
    ///   ``/CourierHTTP/MultipartBodyError`` for a file part that cannot be read.
    func encode(with encoder: any JSONBodyEncoder) throws -> (body: HTTPBody?, contentType: String?) {
        switch kind {
        case .none:
            return (nil, nil)
        case .json(let value):
            return (.data(try encoder.encode(value)), "application/json")
        case .form(let fields):
            return (.data(Data(PercentEncoding.encode(fields).utf8)), "application/x-www-form-urlencoded")
        case .multipart(let formData):
            return (try formData.layout().makeBody(), formData.contentType)
        case .data(let data, let contentType):
            return (.data(data), contentType)
        case .file(let fileURL, let contentType):
            return (.file(fileURL), contentType)
        case .stream(let stream, let contentType):
            return (.stream(stream), contentType)
        }
    }
}
