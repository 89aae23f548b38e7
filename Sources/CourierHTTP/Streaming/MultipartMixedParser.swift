/// An incremental `multipart/mixed` reader (RFC 2046 §5.1): append bytes as they arrive, in
/// chunks of any size, and take complete parts out. Pure — no I/O — so it can be fuzzed.
///
/// The body is read line by line; a line ends with CRLF or, as some servers send, a bare LF.
/// - A *delimiter line* is `--boundary` followed only by transport padding (spaces, tabs); a
///   *close delimiter line* starts with `--boundary--`. A longer lookalike such as
///   `--boundaryX` or `--boundary text` is content. The close delimiter is recognised as soon as
///   its `--` arrives: it needs no line end, so a body without its final CRLF is complete.
/// - Everything before the first delimiter line is the preamble, everything after the close
///   delimiter the epilogue; both are ignored.
/// - A part is the lines between two delimiter lines, without the line end just before the
///   second: header fields (folded lines joined), an empty line, then the body. A delimiter
///   followed at once by another delimiter or the close delimiter (as Strawberry ends its
///   subscriptions) holds no part; a part with only an empty line is an empty part.
public struct MultipartMixedParser: Sendable {
    private enum State: Sendable { case preamble, headers, body, done }
    private enum LineKind { case delimiter, closeDelimiter, content }

    private let dashBoundary: [UInt8]
    private let maximumPartSize: Int
    private var buffer: [UInt8] = []
    private var state = State.preamble
    /// Where the line not yet consumed starts, and how far it has been searched for its LF.
    private var lineStart = 0
    private var scanned = 0
    /// The length (1 or 2) of the line end of the last consumed line.
    private var previousLineEnd = 0
    /// Where the current part's header fields and body begin.
    private var partStart = 0
    private var bodyStart = 0
    private var partHasLines = false
    private var fields: [HTTPFields.Field] = []

    /// Creates a parser.
    ///
    /// - Parameters:
    ///   - boundary: The `boundary` parameter of the `Content-Type`.
    ///   - maximumPartSize: The largest part (headers and body) accepted (default 16 MiB).
    public init(boundary: String, maximumPartSize: Int = 16 * 1024 * 1024) {
        dashBoundary = Array("--\(boundary)".utf8)
        self.maximumPartSize = maximumPartSize
    }

    /// Whether the closing delimiter has been read.
    public var isFinished: Bool { state == .done }

    /// Adds bytes that arrived.
    ///
    /// - Parameter bytes: The next bytes of the body.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        guard state != .done else { return }
        let needed = state == .body ? bodyStart : lineStart
        if needed > 0, needed >= buffer.count / 2 {
            buffer.removeFirst(needed)
            lineStart -= needed
            scanned -= needed
            bodyStart -= needed
            partStart -= needed  // may go below zero: only differences are used
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete part, if one has arrived.
    ///
    /// - Returns: The part, or `nil` when more bytes are needed (or the body is finished).
    /// - Throws: ``MultipartParseError``.
    public mutating func nextPart() throws(MultipartParseError) -> MultipartPart? {
        while state != .done {
            guard let lineFeed = nextLineFeed() else {
                if pendingLineIsCloseDelimiter() {
                    return try consume(.closeDelimiter, contentEnd: buffer.count, next: buffer.count, lineEnd: 0)
                }
                try checkPendingSize()
                return nil
            }
            let contentEnd = lineFeed > lineStart && buffer[lineFeed - 1] == 13 ? lineFeed - 1 : lineFeed
            if let part = try consume(
                kind(ofLineEndingAt: contentEnd), contentEnd: contentEnd, next: lineFeed + 1,
                lineEnd: lineFeed + 1 - contentEnd)
            {
                return part
            }
        }
        return nil
    }

    /// Checks that the body ended properly.
    ///
    /// - Throws: ``MultipartParseError/truncated`` when the closing delimiter never came.
    public func finish() throws(MultipartParseError) {
        guard state == .done else { throw .truncated }
    }

    /// The `boundary` parameter of a `multipart/…` content type (quoted or not).
    ///
    /// - Parameter contentType: E.g. `multipart/mixed;boundary="graphql";subscriptionSpec="1.0"`.
    /// - Returns: The boundary.
    /// - Throws: ``MultipartParseError/missingBoundary``.
    public static func boundary(fromContentType contentType: String) throws(MultipartParseError) -> String {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces() }
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            var value = pair[1]
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            if !value.isEmpty { return value }
        }
        throw .missingBoundary
    }

    // MARK: - Lines

    /// Takes the line `lineStart..<contentEnd` (followed by `lineEnd` bytes of line end, the next
    /// line starting at `next`) in the current state; returns the part it completes, if any.
    private mutating func consume(_ kind: LineKind, contentEnd: Int, next: Int, lineEnd: Int)
        throws(MultipartParseError) -> MultipartPart?
    {
        switch (state, kind) {
        case (.done, _):
            return nil
        case (.preamble, .content):
            advance(to: next, lineEnd: lineEnd)
            return nil
        case (.headers, .content):
            partHasLines = true
            if contentEnd == lineStart {
                advance(to: next, lineEnd: lineEnd)
                bodyStart = next
                state = .body
            } else {
                try addHeaderLine(contentEnd: contentEnd)
                advance(to: next, lineEnd: lineEnd)
            }
            return nil
        case (.body, .content):
            advance(to: next, lineEnd: lineEnd)
            return nil
        case (.preamble, _):
            endDelimiterLine(kind, next: next, lineEnd: lineEnd)
            return nil
        case (.headers, _), (.body, _):
            let part = try completedPart()
            endDelimiterLine(kind, next: next, lineEnd: lineEnd)
            return part
        }
    }

    /// The part that a delimiter line at `lineStart` completes (`nil` when no line came since the last one).
    private func completedPart() throws(MultipartParseError) -> MultipartPart? {
        guard partHasLines else { return nil }
        let end = lineStart - previousLineEnd
        if end - partStart > maximumPartSize { throw .partTooLarge(limit: maximumPartSize) }
        let body = state == .body && end > bodyStart ? Array(buffer[bodyStart..<end]) : []
        return MultipartPart(headerFields: HTTPFields(fields), body: body)
    }

    private mutating func endDelimiterLine(_ kind: LineKind, next: Int, lineEnd: Int) {
        if kind == .closeDelimiter {
            state = .done
            buffer = []
            return
        }
        advance(to: next, lineEnd: lineEnd)
        state = .headers
        partStart = next
        partHasLines = false
        fields = []
    }

    private mutating func advance(to next: Int, lineEnd: Int) {
        lineStart = next
        scanned = next
        previousLineEnd = lineEnd
    }

    /// Adds the header line `lineStart..<contentEnd`; a line starting with a space or tab continues the previous field.
    private mutating func addHeaderLine(contentEnd: Int) throws(MultipartParseError) {
        let line = String(decoding: buffer[lineStart..<contentEnd], as: UTF8.self)
        if buffer[lineStart] == 32 || buffer[lineStart] == 9, let last = fields.indices.last {
            fields[last].value += " " + line.trimmingSpaces()
            return
        }
        guard let colon = line.firstIndex(of: ":") else { throw .malformedHeader(line) }
        fields.append(
            HTTPFields.Field(
                name: String(line[..<colon]).trimmingSpaces(),
                value: String(line[line.index(after: colon)...]).trimmingSpaces()))
    }

    private mutating func nextLineFeed() -> Int? {
        if let found = buffer[max(scanned, lineStart)...].firstIndex(of: 10) { return found }
        scanned = buffer.count
        return nil
    }

    private func kind(ofLineEndingAt contentEnd: Int) -> LineKind {
        guard startsWithDashBoundary(lineStart, contentEnd) else { return .content }
        let rest = buffer[(lineStart + dashBoundary.count)..<contentEnd]
        if rest.starts(with: [0x2D, 0x2D]) { return .closeDelimiter }
        return rest.allSatisfy { $0 == 32 || $0 == 9 } ? .delimiter : .content
    }

    private func startsWithDashBoundary(_ start: Int, _ end: Int) -> Bool {
        end - start >= dashBoundary.count && buffer[start..<(start + dashBoundary.count)].elementsEqual(dashBoundary)
    }

    /// Whether the unterminated last line is already a close delimiter (`--boundary--`).
    private func pendingLineIsCloseDelimiter() -> Bool {
        startsWithDashBoundary(lineStart, buffer.count) && buffer.count - lineStart >= dashBoundary.count + 2
            && buffer[lineStart + dashBoundary.count] == 0x2D && buffer[lineStart + dashBoundary.count + 1] == 0x2D
    }

    /// Whether the unterminated last line could still turn out to be a delimiter line.
    private func pendingLineMayBeDelimiter() -> Bool {
        let count = buffer.count - lineStart
        if count <= dashBoundary.count { return buffer[lineStart...].elementsEqual(dashBoundary.prefix(count)) }
        return startsWithDashBoundary(lineStart, buffer.count)
            && buffer[(lineStart + dashBoundary.count)...].allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 }
    }

    /// Fails when the bytes waiting for a line end are already more than a part (or a preamble line) may hold.
    private func checkPendingSize() throws(MultipartParseError) {
        let pending = buffer.count - lineStart
        switch state {
        case .preamble, .done:
            if pending > maximumPartSize { throw .partTooLarge(limit: maximumPartSize) }
        case .headers, .body:
            let known = pendingLineMayBeDelimiter() ? lineStart - previousLineEnd : buffer.count
            if known - partStart > maximumPartSize || pending > maximumPartSize + dashBoundary.count + 2 {
                throw .partTooLarge(limit: maximumPartSize)
            }
        }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
