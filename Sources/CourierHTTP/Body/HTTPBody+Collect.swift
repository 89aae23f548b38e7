public import Foundation

extension HTTPBody {
    /// The whole body in memory, for code that needs the bytes rather than a stream (mock
    /// transports and servers, hashing).
    ///
    /// A file is read; a stream is pulled to its end (a one-shot stream is used up).
    /// - Parameter maximumBytes: The most bytes accepted.
    /// - Returns: The bytes.
    /// - Throws: ``HTTPBodyCollectionError/tooLarge(limit:)`` past `maximumBytes`, the file's read
    ///   error, or the stream's error (``HTTPBodyStreamError/alreadyConsumed`` for a used one-shot
    ///   stream).
    public func collect(upTo maximumBytes: Int) async throws -> Data {
        switch self {
        case .data(let data):
            guard data.count <= maximumBytes else { throw HTTPBodyCollectionError.tooLarge(limit: maximumBytes) }
            return data
        case .file(let url):
            if let size = knownLength, size > Int64(maximumBytes) {
                throw HTTPBodyCollectionError.tooLarge(limit: maximumBytes)
            }
            return try Data(contentsOf: url)
        case .stream(let stream):
            var collected = Data()
            for try await chunk in stream.makeChunks() {
                guard collected.count + chunk.count <= maximumBytes else {
                    throw HTTPBodyCollectionError.tooLarge(limit: maximumBytes)
                }
                collected.append(chunk)
            }
            return collected
        }
    }
}

extension HTTPRequest {
    /// A copy whose file or stream body has been read into memory (``HTTPBody/collect(upTo:)``),
    /// as a server would receive it; a request without one is returned unchanged.
    /// - Parameter maximumBytes: The most body bytes accepted.
    /// - Returns: The request with a ``HTTPBody/data(_:)`` body.
    /// - Throws: What ``HTTPBody/collect(upTo:)`` throws.
    public func collectingBody(upTo maximumBytes: Int) async throws -> HTTPRequest {
        guard let source = bodySource else { return self }
        if case .data = source { return self }
        var copy = self
        copy.body = try await source.collect(upTo: maximumBytes)
        return copy
    }
}

/// Why ``HTTPBody/collect(upTo:)`` gave up.
public enum HTTPBodyCollectionError: Error, Sendable, Hashable {
    /// The body is larger than the limit, in bytes.
    case tooLarge(limit: Int)
}
