public import Foundation

extension HTTPBody {
    /// The bytes when the body is in memory; `nil` for a file or a stream.
    public var bytesInMemory: Data? {
        guard case .data(let data) = self else { return nil }
        return data
    }
}
