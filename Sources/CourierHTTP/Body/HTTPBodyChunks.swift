public import Foundation

/// The chunks of one attempt at sending an ``HTTPBodyStream``: a type-erased, pull-driven
/// sequence of `Data`.
public struct HTTPBodyChunks: AsyncSequence {
    public typealias Element = Data

    private let start: () -> Iterator

    init<Chunks: AsyncSequence>(_ chunks: Chunks) where Chunks.Element == Data {
        start = {
            let source = SourceIterator(chunks.makeAsyncIterator())
            return Iterator { try await source.next() }
        }
    }

    init(failing error: HTTPBodyStreamError) {
        start = { Iterator { throw error } }
    }

    public func makeAsyncIterator() -> Iterator { start() }

    /// Pulls the next chunk from the body's source.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let pull: () async throws -> Data?

        public mutating func next() async throws -> Data? { try await pull() }
    }

    /// Holds the source's iterator, which `next()` mutates.
    private final class SourceIterator<Source: AsyncIteratorProtocol> where Source.Element == Data {
        private var source: Source

        init(_ source: Source) { self.source = source }

        func next() async throws -> Data? { try await source.next() }
    }
}
