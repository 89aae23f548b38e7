public import CourierAPI
public import Foundation

/// A file to upload as a variable of type `Upload`, sent per the GraphQL multipart request
/// specification.
///
/// Map the schema's `Upload` scalar to this type in codegen (`customScalars["Upload"]`). In the
/// variables JSON a file travels as a marker object that only the client reads: the request
/// builder finds every marker, replaces it with `null` in `operations`, names its path in `map`
/// and sends the bytes as a part of its own.
public struct GraphQLFile: CustomScalarType {
    /// The key of the marker object that stands for a file in variables.
    static let markerKey = "$courierUpload"

    /// The file name sent in the part's `Content-Disposition`.
    public var filename: String
    /// The part's media type.
    public var contentType: String
    /// The file's bytes.
    public var data: Data

    /// Creates a file from bytes in memory.
    /// - Parameters:
    ///   - filename: The file name to send.
    ///   - contentType: The media type; `application/octet-stream` by default.
    ///   - data: The bytes.
    public init(filename: String, contentType: String = "application/octet-stream", data: Data) {
        self.filename = filename
        self.contentType = contentType
        self.data = data
    }

    /// Creates a file from a local file's contents.
    /// - Parameters:
    ///   - fileURL: A `file:` URL.
    ///   - contentType: The media type; `application/octet-stream` by default.
    /// - Throws: The error of reading the file.
    public init(contentsOf fileURL: URL, contentType: String = "application/octet-stream") throws {
        self.init(filename: fileURL.lastPathComponent, contentType: contentType, data: try Data(contentsOf: fileURL))
    }

    /// The marker object that stands for the file in the variables JSON.
    public var __jsonValue: JSONValue {
        .object([
            Self.markerKey: .object([
                "filename": .string(filename),
                "contentType": .string(contentType),
                "base64": .string(data.base64EncodedString()),
            ])
        ])
    }

    /// Reads a marker object back (files never come in responses; this is for round trips).
    /// - Parameter jsonValue: A marker object.
    /// - Throws: ``/CourierAPI/GraphQLDecodingError`` when the value is not a marker.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        guard let file = Self(marker: jsonValue) else { throw .mismatch(expected: "Upload", found: jsonValue) }
        self = file
    }

    /// The file a marker object stands for, or `nil` when `value` is no marker.
    init?(marker value: JSONValue) {
        guard case .object(let object) = value, object.count == 1, let fields = object[Self.markerKey]?.objectValue,
            let filename = fields["filename"]?.stringValue, let contentType = fields["contentType"]?.stringValue,
            let base64 = fields["base64"]?.stringValue, let data = Data(base64Encoded: base64)
        else { return nil }
        self.init(filename: filename, contentType: contentType, data: data)
    }
}
