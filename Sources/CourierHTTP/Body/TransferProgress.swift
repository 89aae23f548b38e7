/// How far a transfer (an upload or a download) has got.
public struct TransferProgress: Sendable, Hashable, CustomStringConvertible {
    /// Bytes sent or received so far.
    public var completedBytes: Int64
    /// The total, when known (a `Content-Length`, a file's size); `nil` for a chunked body.
    public var totalBytes: Int64?

    /// Creates a progress value.
    /// - Parameters:
    ///   - completedBytes: Bytes done.
    ///   - totalBytes: The total, when known.
    public init(completedBytes: Int64, totalBytes: Int64?) {
        self.completedBytes = completedBytes
        self.totalBytes = totalBytes
    }

    /// `completedBytes / totalBytes` in `0...1`, or `nil` when the total is unknown or zero.
    public var fractionCompleted: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, Double(completedBytes) / Double(totalBytes))
    }

    /// `done/total bytes`, or `done bytes` when the total is unknown.
    public var description: String {
        totalBytes.map { "\(completedBytes)/\($0) bytes" } ?? "\(completedBytes) bytes"
    }
}
