/// Why a multipart body (a form with file or stream parts, a GraphQL upload) could not be
/// produced.
public enum MultipartBodyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A file part could not be read (it does not exist, is not a regular file, or access was
    /// denied). `reason` is the system's explanation.
    case unreadableFile(partName: String, filename: String, reason: String)
    /// A part produced a different number of bytes than it declared, so the body would not match
    /// its `Content-Length`: the file changed while it was sent, or a stream declared a wrong
    /// length. `actual` is `nil` when the part had more bytes than declared.
    case lengthMismatch(partName: String, declared: Int64, actual: Int64?)
    /// A stream part was asked for in memory (`MultipartFormData.encoded()`): its chunks come
    /// only while the request is sent.
    case streamPartInMemory(partName: String)

    public var description: String {
        switch self {
        case .unreadableFile(let partName, let filename, let reason):
            return "the file \"\(filename)\" of multipart part \"\(partName)\" cannot be read: \(reason)"
        case .lengthMismatch(let partName, let declared, let actual):
            let produced = actual.map { "\($0) bytes" } ?? "more bytes"
            return "multipart part \"\(partName)\" declared \(declared) bytes but produced \(produced)"
        case .streamPartInMemory(let partName):
            return "multipart part \"\(partName)\" is a stream, which cannot be encoded in memory; "
                + "send the form, which streams it"
        }
    }
}
