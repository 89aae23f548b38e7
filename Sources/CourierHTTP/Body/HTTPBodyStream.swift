public import Foundation

/// A request body produced as `Data` chunks while the request is sent.
///
/// Made from a factory, it is replayable: each attempt calls the factory for a fresh sequence.
/// Made from one sequence, it is one-shot: a second attempt fails, and a retry says why rather
/// than sending an empty or partial body.
///
/// Two streams are equal only when they are the same stream (copies of one value).
public struct HTTPBodyStream: Sendable, Hashable {
    /// The total length in bytes, when known in advance (sent as `Content-Length`).
    public let length: Int64?
    /// Whether every attempt gets the whole body again.
    public let isReplayable: Bool

    private let identity = Identity()
    private let produce: @Sendable () -> HTTPBodyChunks

    /// A replayable stream: `makeChunks` is called once per attempt.
    /// - Parameters:
    ///   - length: The total length, when known.
    ///   - makeChunks: Makes a fresh sequence of the body's chunks.
    public init<Chunks: AsyncSequence & Sendable>(
        length: Int64? = nil,
        makeChunks: @escaping @Sendable () -> Chunks
    ) where Chunks.Element == Data {
        self.length = length
        self.isReplayable = true
        self.produce = { HTTPBodyChunks(makeChunks()) }
    }

    /// A one-shot stream over `chunks`: it can be sent once.
    /// - Parameters:
    ///   - length: The total length, when known.
    ///   - chunks: The body's chunks.
    public init<Chunks: AsyncSequence & Sendable>(length: Int64? = nil, chunks: Chunks) where Chunks.Element == Data {
        self.length = length
        self.isReplayable = false
        let claimed = ClaimOnce()
        self.produce = { claimed.claim() ? HTTPBodyChunks(chunks) : HTTPBodyChunks(failing: .alreadyConsumed) }
    }

    /// The chunks of one attempt, pulled on demand (the producer runs only as fast as the
    /// transport sends). For a one-shot stream, every call after the first yields a sequence that
    /// throws ``HTTPBodyStreamError/alreadyConsumed``.
    /// - Returns: The chunks, in order.
    public func makeChunks() -> HTTPBodyChunks { produce() }

    public static func == (lhs: HTTPBodyStream, rhs: HTTPBodyStream) -> Bool { lhs.identity === rhs.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }

    private final class Identity: Sendable {}
}

/// Why a streamed request body could not be sent.
public enum HTTPBodyStreamError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A one-shot stream was asked for its chunks a second time (a retry, an auth refresh or a
    /// redirect that re-sends the body); make the stream from a factory to allow that.
    case alreadyConsumed
    /// A retry or an auth refresh would have re-sent a request whose body is a one-shot stream;
    /// the request failed instead (``HTTPError/underlyingError`` of the ``HTTPError`` thrown).
    case notReplayable

    public var description: String {
        switch self {
        case .notReplayable:
            "the request body is a one-shot stream, which cannot be sent again; make it with "
                + "HTTPBodyStream(length:makeChunks:) (or send a file) to allow retries and credential refreshes"
        case .alreadyConsumed:
            "the request body is a one-shot stream that was already sent; "
                + "make it with HTTPBodyStream(length:makeChunks:) to allow sending it again"
        }
    }
}
