import CourierHTTP
import Foundation

/// An incremental HTTP/1.1 request parser: feed it bytes as they arrive, then take complete
/// requests out of it.
///
/// Pure (no I/O), so it can be unit-tested and fuzzed. It handles pipelined requests,
/// `Content-Length` and `chunked` bodies (chunk extensions and trailers are read and dropped), and
/// bounds both the head and the body.
public struct HTTPRequestParser: Sendable {
    /// Why bytes could not be parsed as a request.
    public enum Failure: Error, Sendable, Hashable {
        /// The request line and header fields exceed ``HTTPRequestParser/maximumHeadBytes``.
        case headTooLarge
        /// The body exceeds ``HTTPRequestParser/maximumBodyBytes``.
        case bodyTooLarge
        /// The request line is not `METHOD target HTTP/x.y`.
        case malformedRequestLine
        /// A header line has no colon or an empty name.
        case malformedHeaderField
        /// `Content-Length` is not a single non-negative integer.
        case invalidContentLength
        /// A chunk size line or chunk terminator is malformed.
        case malformedChunk
        /// A `Transfer-Encoding` other than `chunked`.
        case unsupportedTransferEncoding

        /// The status code a server answers this failure with.
        public var statusCode: Int {
            switch self {
            case .headTooLarge: return 431
            case .bodyTooLarge: return 413
            case .unsupportedTransferEncoding: return 501
            default: return 400
            }
        }
    }

    /// The largest request line plus header block accepted, in bytes.
    public let maximumHeadBytes: Int
    /// The largest body accepted, in bytes.
    public let maximumBodyBytes: Int

    private var buffer: [UInt8] = []
    private var start = 0
    private var pending: Pending?

    /// Whether the last ``nextRequest()`` found a complete head carrying `Expect: 100-continue`
    /// whose body has not arrived yet: a server should then send `100 Continue`.
    public private(set) var awaitsBodyAfterExpectContinue = false

    /// Creates a parser.
    /// - Parameters:
    ///   - maximumHeadBytes: The head limit; 16 KiB by default.
    ///   - maximumBodyBytes: The body limit; 8 MiB by default.
    public init(maximumHeadBytes: Int = 16 * 1024, maximumBodyBytes: Int = 8 * 1024 * 1024) {
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// The number of received bytes not yet consumed by a complete request.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Appends received bytes.
    /// - Parameter bytes: The bytes, in arrival order.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 4096, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Takes the next complete request out of the buffer.
    /// - Returns: The request, or `nil` when more bytes are needed.
    /// - Throws: ``Failure`` when the bytes cannot be a valid request within the limits; the
    ///   parser should then be discarded with its connection.
    public mutating func nextRequest() throws(Failure) -> LoopbackRequest? {
        awaitsBodyAfterExpectContinue = false
        guard try nextHead() != nil, var current = pending else { return nil }
        if case .length(let length) = current.framing, length > maximumBodyBytes { throw .bodyTooLarge }
        switch current.framing {
        case .length(let length):
            let bodyStart = start + current.cursor
            guard buffer.count - bodyStart >= length else { return awaitContinue(current.request) }
            current.request.body = Data(buffer[bodyStart..<(bodyStart + length)])
            start = bodyStart + length
        case .chunked:
            let done = try dechunk(&current)
            pending = current
            guard done else { return awaitContinue(current.request) }
            start += current.cursor
        }
        pending = nil
        return current.request
    }

    /// Parses the head of the next request, if it has arrived, without its body: take the body
    /// with ``nextRequest()`` (collected, within ``maximumBodyBytes``) or, for a `Content-Length`
    /// body, piece by piece with ``nextBodyPiece()`` (not limited).
    /// - Returns: The request with an empty body, or `nil` when more bytes are needed.
    /// - Throws: ``Failure`` for a malformed or oversized head.
    public mutating func nextHead() throws(Failure) -> LoopbackRequest? {
        if let pending { return pending.request }
        guard let headEnd = find([13, 10, 13, 10], from: start) else {
            if bufferedByteCount > maximumHeadBytes { throw .headTooLarge }
            return nil
        }
        guard headEnd - start <= maximumHeadBytes else { throw .headTooLarge }
        let request = try Self.parseHead(buffer[start..<headEnd])
        let framing = try Self.framing(of: request.headerFields)
        pending = Pending(request: request, framing: framing, cursor: headEnd + 4 - start)
        return request
    }

    /// The `Content-Length` of the request whose head ``nextHead()`` returned, or `nil` when it
    /// has none pending or its body is chunked.
    public var pendingBodyLength: Int? {
        guard let pending, case .length(let length) = pending.framing else { return nil }
        return length
    }

    /// Takes the next buffered piece of the pending `Content-Length` body, dropping it from the
    /// buffer, so that a body of any size streams through.
    /// - Returns: Bytes, ``BodyPiece/needsMoreBytes``, or ``BodyPiece/end`` when the body is
    ///   complete (or no `Content-Length` body is pending).
    public mutating func nextBodyPiece() -> BodyPiece {
        guard var current = pending, case .length(let length) = current.framing else { return .end }
        let bodyStart = start + current.cursor
        let remaining = length - current.streamed
        guard remaining > 0 else {
            start = bodyStart
            pending = nil
            return .end
        }
        let available = buffer.count - bodyStart
        guard available > 0 else { return .needsMoreBytes }
        let take = min(available, remaining)
        let piece = Data(buffer[bodyStart..<(bodyStart + take)])
        start = bodyStart + take
        current.cursor = 0
        current.streamed += take
        pending = current
        return .bytes(piece)
    }

    /// A request whose head is parsed and whose body is still arriving, so that each call
    /// resumes where the previous one stopped instead of re-reading the body.
    private struct Pending: Sendable {
        var request: LoopbackRequest
        var framing: Framing
        /// Where the unread part begins, relative to `start` (which compaction may move).
        var cursor: Int
        var isInTrailers = false
        /// Body bytes handed out by ``nextBodyPiece()``.
        var streamed = 0
    }

    private mutating func awaitContinue(_ request: LoopbackRequest) -> LoopbackRequest? {
        awaitsBodyAfterExpectContinue = request.headerFields["Expect"]?.lowercased() == "100-continue"
        return nil
    }

    private enum Framing: Sendable {
        case length(Int)
        case chunked
    }

    private static func framing(of fields: HTTPFields) throws(Failure) -> Framing {
        if let encoding = fields["Transfer-Encoding"] {
            guard encoding.trimmingCharacters(in: .whitespaces).lowercased() == "chunked" else {
                throw .unsupportedTransferEncoding
            }
            return .chunked
        }
        let lengths = fields.values(for: "Content-Length")
        guard let first = lengths.first else { return .length(0) }
        guard lengths.allSatisfy({ $0 == first }),
            first.utf8.allSatisfy({ (48...57).contains($0) }), first.utf8.count <= 18,
            let length = Int(first)
        else { throw .invalidContentLength }
        return .length(length)
    }

    private static func parseHead(_ head: ArraySlice<UInt8>) throws(Failure) -> LoopbackRequest {
        var lines = head.split(separator: 10, omittingEmptySubsequences: false).map { line in
            line.last == 13 ? line.dropLast() : line
        }
        guard !lines.isEmpty else { throw .malformedRequestLine }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[0].allSatisfy({ HTTPSyntax.isTokenByte($0) }),
            let target = Self.utf8String(parts[1]),
            let version = Self.utf8String(parts[2]),
            version == "HTTP/1.1" || version == "HTTP/1.0"
        else { throw .malformedRequestLine }
        var fields = HTTPFields()
        for line in lines {
            guard let colon = line.firstIndex(of: 58), colon > line.startIndex,
                line[line.startIndex..<colon].allSatisfy({ HTTPSyntax.isTokenByte($0) }),
                let value = Self.fieldValue(line[(colon + 1)...])
            else { throw .malformedHeaderField }
            // A token is ASCII, so its bytes are its text.
            fields.append(name: String(decoding: line[line.startIndex..<colon], as: UTF8.self), value: value)
        }
        return LoopbackRequest(
            method: HTTPMethod(rawValue: String(decoding: parts[0], as: UTF8.self)),
            target: target, version: version, headerFields: fields)
    }

    /// Decodes as many whole chunks (then trailer lines) as have arrived into `pending.request`.
    /// - Returns: Whether the body and its trailers are complete.
    private func dechunk(_ pending: inout Pending) throws(Failure) -> Bool {
        while !pending.isInTrailers {
            let cursor = start + pending.cursor
            guard let lineEnd = find([13, 10], from: cursor) else {
                if buffer.count - cursor > 1024 { throw .malformedChunk }
                return false
            }
            let sizeField = buffer[cursor..<lineEnd].prefix { $0 != 59 }  // up to any ';' extension
            guard let text = Self.utf8String(sizeField), text.count <= 16,
                let size = Int(text.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0
            else { throw .malformedChunk }
            let dataStart = lineEnd + 2
            if size == 0 {
                pending.cursor = dataStart - start
                pending.isInTrailers = true
                break
            }
            guard size <= maximumBodyBytes - pending.request.body.count else { throw .bodyTooLarge }
            guard buffer.count - dataStart >= size + 2 else { return false }
            guard buffer[dataStart + size] == 13, buffer[dataStart + size + 1] == 10 else { throw .malformedChunk }
            pending.request.body.append(contentsOf: buffer[dataStart..<(dataStart + size)])
            pending.cursor = dataStart + size + 2 - start
        }
        // Trailer fields, each dropped, up to an empty line.
        while true {
            let cursor = start + pending.cursor
            guard let lineEnd = find([13, 10], from: cursor) else {
                if buffer.count - cursor > maximumHeadBytes { throw .headTooLarge }
                return false
            }
            pending.cursor = lineEnd + 2 - start
            if lineEnd == cursor { return true }
        }
    }

    private func find(_ pattern: [UInt8], from index: Int) -> Int? {
        guard buffer.count >= pattern.count else { return nil }
        var i = index
        let last = buffer.count - pattern.count
        while i <= last {
            if buffer[i] == pattern[0] {
                var matches = true
                for k in 1..<pattern.count where buffer[i + k] != pattern[k] {
                    matches = false
                    break
                }
                if matches { return i }
            }
            i += 1
        }
        return nil
    }

    /// The bytes as text, or `nil` when they are not valid UTF-8 (`String(validating:)` needs
    /// macOS 15 / iOS 18). ASCII, which every request line and nearly every field is, is decoded
    /// directly; Foundation's validating decoder, which goes through UTF-16, only sees the rest.
    private static func utf8String(_ bytes: ArraySlice<UInt8>) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(bytes: bytes, encoding: .utf8)
    }

    /// A field value without the whitespace around it, or `nil` when it is not valid UTF-8.
    ///
    /// An ASCII value loses its spaces and tabs at both ends, which is all that
    /// `CharacterSet.whitespaces` holds below 0x80; any other value goes through Foundation's
    /// trimming as before, so that Unicode spaces at its ends go too.
    package static func fieldValue(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return String(bytes: bytes, encoding: .utf8)?.trimmingCharacters(in: .whitespaces)
        }
        return String(decoding: HTTPSyntax.trimmingBlanks(bytes), as: UTF8.self)
    }
}
