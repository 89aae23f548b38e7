public import Foundation

/// The body of a request to a streaming route (``LoopbackHTTPServer/routeStreaming(_:_:handler:)``),
/// read from the connection piece by piece as the handler asks, so that a body of any size passes
/// through a bounded buffer.
///
/// Used on the connection's thread only, inside the handler.
public final class LoopbackBodyReader {
    /// The declared `Content-Length`, or `nil` for a chunked body.
    public let length: Int?
    /// Bytes handed out so far.
    public private(set) var count = 0
    /// Whether the connection failed or closed before the body ended.
    public private(set) var isTruncated = false
    private let pull: () -> LoopbackBodyPiece

    init(length: Int?, pull: @escaping () -> LoopbackBodyPiece) {
        self.length = length
        self.pull = pull
    }

    /// The next piece of the body.
    /// - Returns: The bytes, or `nil` at the end of the body (or when the connection broke:
    ///   see ``isTruncated``).
    public func next() -> Data? {
        switch pull() {
        case .bytes(let data):
            count += data.count
            return data
        case .end:
            return nil
        case .broken:
            isTruncated = true
            return nil
        }
    }

    /// Reads the rest of the body, discarding it.
    /// - Returns: The number of bytes discarded.
    @discardableResult
    public func discardRest() -> Int {
        var discarded = 0
        while let piece = next() { discarded += piece.count }
        return discarded
    }
}

/// What the connection hands a ``LoopbackBodyReader``.
enum LoopbackBodyPiece {
    case bytes(Data)
    case end
    case broken
}
