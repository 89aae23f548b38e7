/// Why a mock could not become an operation's or fragment's data.
public enum MockConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The selection set selects a non-null field the mock does not set, at this response path.
    case missingField(path: String)
    /// The mock sets a field to a value of another shape than the selection expects (a scalar
    /// where an object is selected, a list where one value is), at this response path.
    case mismatchedValue(path: String)
    /// The reshaped JSON did not decode; the decoder's message.
    case decoding(String)

    /// What went wrong, and where.
    public var description: String {
        switch self {
        case .missingField(let path): "the mock does not set the non-null field at \(path)"
        case .mismatchedValue(let path): "the mock's value at \(path) does not have the selected shape"
        case .decoding(let message): "the mock's data does not decode: \(message)"
        }
    }
}
