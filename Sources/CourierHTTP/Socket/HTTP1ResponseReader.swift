import Foundation

/// Reads one HTTP/1.x response from the bytes of a connection, as they arrive: the status line
/// and header fields, then the body framed by `Content-Length`, by chunks, or by the end of the
/// connection (RFC 9112). Interim `1xx` responses are skipped.
///
/// Every size is bounded: the head by ``maximumHeadBytes``, the body by ``maximumBodyBytes``,
/// chunk-size lines and trailers by the head's limit. Malformed input is a ``Failure``, never a
/// crash.
struct HTTP1ResponseReader {
    /// Why a response could not be read.
    enum Failure: Error, Equatable, Sendable {
        /// The status line or a header field is not HTTP/1.x.
        case malformedHead(String)
        /// The head is larger than ``HTTP1ResponseReader/maximumHeadBytes``.
        case headTooLarge
        /// The body is larger than ``HTTP1ResponseReader/maximumBodyBytes``.
        case bodyTooLarge
        /// A chunk of a chunked body is malformed.
        case malformedChunk
        /// `Content-Length` is not one non-negative number.
        case invalidContentLength
        /// A transfer coding other than `chunked` alone.
        case unsupportedTransferEncoding(String)
        /// The connection ended before the response was complete.
        case truncated
    }

    /// The head of a final response.
    struct Head: Sendable {
        var statusCode: Int
        var fields: HTTPFields
        /// Whether the server speaks HTTP/1.0 (keep-alive only when it asks for it).
        var isHTTP10: Bool
    }

    private enum Framing {
        case none
        case length(Int)
        case chunked
        case untilClose
    }

    private enum Phase {
        case head
        case body(Framing)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailers
        case done
    }

    let maximumHeadBytes: Int
    let maximumBodyBytes: Int
    /// A response to `HEAD` has no body, whatever its fields say.
    let isHeadRequest: Bool

    /// The final response's head, once read.
    private(set) var head: Head?
    /// The body read so far.
    private(set) var body = Data()
    /// Whether any byte of the response has arrived.
    private(set) var hasReceivedBytes = false
    /// Whether bytes arrived after the end of the response (the connection cannot be reused).
    private(set) var hasTrailingBytes = false
    private var phase = Phase.head
    /// Bytes received and not yet taken apart.
    private var pending: [UInt8] = []
    private var framing = Framing.none
    /// Where in `pending` the head being read has its first line not yet seen whole.
    private var headLineStart = 0
    /// Up to where in `pending` the line being looked for is known to have no line feed, so that
    /// bytes arriving one at a time are each looked at once.
    private var lineScan = 0
    /// The bytes of the trailer section read so far, bounded like a head.
    private var trailerBytes = 0
    /// The longest chunk-size line accepted (size, extensions and line end).
    private static let maximumChunkLineBytes = 1024

    init(maximumHeadBytes: Int, maximumBodyBytes: Int, isHeadRequest: Bool) {
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
        self.isHeadRequest = isHeadRequest
    }

    /// Whether the whole response has been read.
    var isComplete: Bool {
        if case .done = phase { return true }
        return false
    }

    /// Whether the connection can carry another request after this response.
    var keepsAlive: Bool {
        guard isComplete, !hasTrailingBytes, let head else { return false }
        if case .untilClose = framing { return false }
        let tokens = Self.tokens(of: "Connection", in: head.fields)
        if tokens.contains("close") { return false }
        return !head.isHTTP10 || tokens.contains("keep-alive")
    }

    /// Reads `bytes`.
    /// - Returns: Whether the response is complete.
    mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> Bool {
        guard !bytes.isEmpty else { return isComplete }
        hasReceivedBytes = true
        if isComplete {
            hasTrailingBytes = true
            return true
        }
        if case .body(.length(let remaining)) = phase, pending.isEmpty {
            // The common case: body bytes straight into the body.
            let taken = min(remaining, bytes.count)
            try appendBody(UnsafeRawBufferPointer(rebasing: bytes[..<taken]))
            phase = remaining == taken ? .done : .body(.length(remaining - taken))
            if taken < bytes.count { hasTrailingBytes = true }
            return isComplete
        }
        pending.append(contentsOf: bytes)
        try advance()
        return isComplete
    }

    /// Marks the end of the connection's bytes.
    /// - Returns: Whether the response is complete (a body framed by the connection's end is).
    mutating func finishAtEndOfStream() throws(Failure) -> Bool {
        if isComplete { return true }
        if case .body(.untilClose) = phase {
            phase = .done
            return true
        }
        throw .truncated
    }

    // MARK: - Parsing

    private mutating func advance() throws(Failure) {
        var cursor = 0
        defer {
            let removed = min(cursor, pending.count)
            pending.removeFirst(removed)
            headLineStart = max(0, headLineStart - removed)
            lineScan = max(0, lineScan - removed)
        }
        while true {
            switch phase {
            case .head:
                headLineStart = max(headLineStart, cursor)
                guard let end = endOfHead() else {
                    if pending.count - cursor > maximumHeadBytes { throw .headTooLarge }
                    return
                }
                guard end - cursor <= maximumHeadBytes else { throw .headTooLarge }
                let parsed = try Self.parseHead(pending[cursor..<end])
                cursor = end
                headLineStart = end
                if (100..<200).contains(parsed.statusCode) {
                    guard parsed.statusCode != 101 else { throw .malformedHead("an unrequested protocol switch") }
                    continue
                }
                head = parsed
                framing = try framing(of: parsed)
                switch framing {
                case .none: phase = .done
                case .length(0): phase = .done
                case .length, .untilClose: phase = .body(framing)
                case .chunked: phase = .chunkSize
                }
            case .body(.length(let remaining)):
                let taken = min(remaining, pending.count - cursor)
                try appendPending(cursor..<(cursor + taken))
                cursor += taken
                guard taken == remaining else {
                    phase = .body(.length(remaining - taken))
                    return
                }
                phase = .done
            case .body(.untilClose):
                try appendPending(cursor..<pending.count)
                cursor = pending.count
                return
            case .body:
                phase = .done
            case .chunkSize:
                guard let lineEnd = nextLine(from: cursor) else {
                    if pending.count - cursor > Self.maximumChunkLineBytes { throw .malformedChunk }
                    return
                }
                guard lineEnd.contentEnd - cursor <= Self.maximumChunkLineBytes else { throw .malformedChunk }
                let size = try Self.chunkSize(pending[cursor..<lineEnd.contentEnd])
                cursor = lineEnd.next
                if size == 0 {
                    phase = .trailers
                } else {
                    guard size <= bodyRoom else { throw .bodyTooLarge }
                    phase = .chunkData(remaining: size)
                }
            case .chunkData(let remaining):
                let taken = min(remaining, pending.count - cursor)
                try appendPending(cursor..<(cursor + taken))
                cursor += taken
                guard taken == remaining else {
                    phase = .chunkData(remaining: remaining - taken)
                    return
                }
                phase = .chunkEnd
            case .chunkEnd:
                guard let lineEnd = nextLine(from: cursor) else {
                    if pending.count - cursor > 2 { throw .malformedChunk }
                    return
                }
                guard lineEnd.contentEnd == cursor else { throw .malformedChunk }
                cursor = lineEnd.next
                phase = .chunkSize
            case .trailers:
                guard let lineEnd = nextLine(from: cursor) else {
                    if trailerBytes + pending.count - cursor > maximumHeadBytes { throw .headTooLarge }
                    return
                }
                trailerBytes += lineEnd.next - cursor
                guard trailerBytes <= maximumHeadBytes else { throw .headTooLarge }
                let isEmpty = lineEnd.contentEnd == cursor
                cursor = lineEnd.next
                if isEmpty { phase = .done }
            case .done:
                if cursor < pending.count { hasTrailingBytes = true }
                return
            }
        }
    }

    /// How many more body bytes ``maximumBodyBytes`` allows.
    private var bodyRoom: Int { maximumBodyBytes - body.count }

    private mutating func appendPending(_ range: Range<Int>) throws(Failure) {
        guard range.count <= bodyRoom else { throw .bodyTooLarge }
        body.append(contentsOf: pending[range])
    }

    private mutating func appendBody(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard bytes.count <= bodyRoom else { throw .bodyTooLarge }
        body.append(contentsOf: bytes)
    }

    private func framing(of head: Head) throws(Failure) -> Framing {
        if isHeadRequest || head.statusCode == 204 || head.statusCode == 304 { return .none }
        let codings = Self.tokens(of: "Transfer-Encoding", in: head.fields)
        if !codings.isEmpty {
            guard codings == ["chunked"] else { throw .unsupportedTransferEncoding(codings.joined(separator: ", ")) }
            return .chunked
        }
        let lengths = head.fields.values(for: "Content-Length").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lengths.first else { return .untilClose }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 18,
            first.utf8.allSatisfy({ (48...57).contains($0) }), let length = Int(first)
        else { throw .invalidContentLength }
        guard length <= maximumBodyBytes else { throw .bodyTooLarge }
        return .length(length)
    }

    /// The comma-separated, lowercased tokens of every `name` field (`Connection`,
    /// `Transfer-Encoding`).
    private static func tokens(of name: String, in fields: HTTPFields) -> [String] {
        fields.values(for: name).flatMap { value in
            value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        }
    }

    /// The index just past the empty line that ends the head, if it arrived; each line once.
    private mutating func endOfHead() -> Int? {
        while let end = nextLine(from: headLineStart) {
            let isEmpty = end.contentEnd == headLineStart
            headLineStart = end.next
            if isEmpty { return end.next }
        }
        return nil
    }

    /// The end of the line starting at `start` (before its CR LF or LF) and the start of the next,
    /// if its line feed arrived. Bytes already searched for this line are not searched again.
    private mutating func nextLine(from start: Int) -> (contentEnd: Int, next: Int)? {
        let from = max(start, lineScan)
        guard from < pending.count, let feed = pending[from...].firstIndex(of: 10) else {
            lineScan = max(start, pending.count)
            return nil
        }
        lineScan = feed + 1
        let contentEnd = feed > start && pending[feed - 1] == 13 ? feed - 1 : feed
        return (contentEnd, feed + 1)
    }

    private static func parseHead(_ bytes: ArraySlice<UInt8>) throws(Failure) -> Head {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        while start < bytes.endIndex, let feed = bytes[start...].firstIndex(of: 10) {
            let end = feed > start && bytes[feed - 1] == 13 ? feed - 1 : feed
            if end > start { lines.append(bytes[start..<end]) }
            start = feed + 1
        }
        guard let statusLine = lines.first else { throw .malformedHead("no status line") }
        let parts = statusLine.split(separator: 32, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].starts(with: Array("HTTP/1.".utf8)), parts[0].count == 8,
            parts[1].count == 3, parts[1].allSatisfy({ (48...57).contains($0) }),
            let code = Int(String(decoding: parts[1], as: UTF8.self)), code >= 100
        else { throw .malformedHead("the status line is not HTTP/1.x") }
        var fields = HTTPFields()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: 58), colon > line.startIndex,
                line[line.startIndex..<colon].allSatisfy(HTTPSyntax.isTokenByte)
            else { throw .malformedHead("a header field is malformed") }
            fields.append(
                name: String(decoding: line[line.startIndex..<colon], as: UTF8.self),
                value: fieldValue(line[(colon + 1)...]))
        }
        return Head(statusCode: code, fields: fields, isHTTP10: parts[0].last == UInt8(ascii: "0"))
    }

    /// A field value without the blanks around it: UTF-8 when it is, else Latin-1 (each byte one
    /// character), as HTTP's old field values were.
    private static func fieldValue(_ bytes: ArraySlice<UInt8>) -> String {
        let trimmed = HTTPSyntax.trimmingBlanks(bytes)
        return String(bytes: trimmed, encoding: .utf8) ?? String(trimmed.map { Character(Unicode.Scalar($0)) })
    }

    private static func chunkSize(_ line: ArraySlice<UInt8>) throws(Failure) -> Int {
        let digits = line.prefix { $0 != UInt8(ascii: ";") }.filter { $0 != 0x20 && $0 != 0x09 }
        let isHexDigit = { (byte: UInt8) in
            (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
        }
        guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy(isHexDigit),
            let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
        else { throw .malformedChunk }
        return size
    }
}
