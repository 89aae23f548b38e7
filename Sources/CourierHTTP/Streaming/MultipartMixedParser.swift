/// One part of a `multipart/mixed` body: its header fields and its body bytes.
public struct MultipartPart: Sendable, Hashable {
    /// The part's header fields, in order.
    public var headerFields: HTTPFields
    /// The part's body.
    public var body: [UInt8]

    /// Creates a part.
    ///
    /// - Parameters:
    ///   - headerFields: The header fields.
    ///   - body: The body.
    public init(headerFields: HTTPFields = [:], body: [UInt8]) {
        self.headerFields = headerFields
        self.body = body
    }
}

/// Why a `multipart/mixed` body could not be read.
public enum MultipartParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A part (or the preamble) grew beyond the limit without a delimiter.
    case partTooLarge(limit: Int)
    /// A header line without a colon.
    case malformedHeader(String)
    /// The body ended before the closing delimiter.
    case truncated
    /// The `Content-Type` has no `boundary` parameter.
    case missingBoundary

    /// A sentence describing the failure.
    public var description: String {
        switch self {
        case .partTooLarge(let limit): "multipart part larger than \(limit) bytes"
        case .malformedHeader(let line): "malformed multipart header line: \(line)"
        case .truncated: "multipart body ended before its closing delimiter"
        case .missingBoundary: "multipart Content-Type without a boundary"
        }
    }
}

/// An incremental `multipart/mixed` reader (RFC 2046 §5.1): append bytes as they arrive, in
/// chunks of any size, and take complete parts out. Pure — no I/O — so it can be fuzzed.
///
/// A delimiter is `--boundary` at the start of the body or after CRLF; the part's header
/// fields end with an empty line; `--boundary--` closes the body. Bytes after it are ignored.
public struct MultipartMixedParser: Sendable {
    private enum State: Sendable { case preamble, afterDelimiter, headers, body, done }

    private let delimiter: [UInt8]
    private let bodyDelimiter: [UInt8]
    private let maximumPartSize: Int
    private var buffer: [UInt8] = []
    private var start = 0
    // Where the current part (its header fields) began, to hold whole parts to the size limit.
    private var partStart = 0
    private var state = State.preamble
    private var headers = HTTPFields()

    /// Creates a parser.
    ///
    /// - Parameters:
    ///   - boundary: The `boundary` parameter of the `Content-Type`.
    ///   - maximumPartSize: The largest part (headers and body) accepted (default 16 MiB).
    public init(boundary: String, maximumPartSize: Int = 16 * 1024 * 1024) {
        delimiter = Array("--\(boundary)".utf8)
        bodyDelimiter = Array("\r\n--\(boundary)".utf8)
        self.maximumPartSize = maximumPartSize
    }

    /// Whether the closing delimiter has been read.
    public var isFinished: Bool { state == .done }

    /// Adds bytes that arrived.
    ///
    /// - Parameter bytes: The next bytes of the body.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        guard state != .done else { return }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            partStart = max(0, partStart - start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete part, if one has arrived.
    ///
    /// - Returns: The part, or `nil` when more bytes are needed (or the body is finished).
    /// - Throws: ``MultipartParseError``.
    public mutating func nextPart() throws(MultipartParseError) -> MultipartPart? {
        while true {
            switch state {
            case .done:
                return nil
            case .preamble:
                if hasPrefix(delimiter, at: start), let verdict = isDelimiter(endingAt: start + delimiter.count) {
                    if verdict {
                        start += delimiter.count
                        state = .afterDelimiter
                        continue
                    }
                } else if buffer.count - start < delimiter.count + 2 {
                    return nil
                }
                switch findDelimiter(from: start) {
                case .found(let index):
                    start = index + bodyDelimiter.count
                    state = .afterDelimiter
                case .needMore:
                    try checkSize()
                    return nil
                }
            case .afterDelimiter:
                guard buffer.count - start >= 2 else { return nil }
                if buffer[start] == 0x2D, buffer[start + 1] == 0x2D {
                    state = .done
                    buffer = []
                    start = 0
                    return nil
                }
                guard let lineEnd = find([13, 10], from: start) else {
                    try checkSize()
                    return nil
                }
                start = lineEnd + 2
                partStart = start
                headers = HTTPFields()
                state = .headers
            case .headers:
                guard let lineEnd = find([13, 10], from: start) else {
                    try checkSize()
                    return nil
                }
                if lineEnd == start {
                    start += 2
                    state = .body
                    continue
                }
                let line = String(decoding: buffer[start..<lineEnd], as: UTF8.self)
                guard let colon = line.firstIndex(of: ":") else { throw .malformedHeader(line) }
                headers.append(
                    name: String(line[..<colon]).trimmingSpaces(),
                    value: String(line[line.index(after: colon)...]).trimmingSpaces()
                )
                start = lineEnd + 2
            case .body:
                guard case .found(let end) = findDelimiter(from: start) else {
                    try checkSize()
                    return nil
                }
                // However the bytes arrived (one large read included), a part over the limit fails.
                if end - partStart > maximumPartSize { throw .partTooLarge(limit: maximumPartSize) }
                let part = MultipartPart(headerFields: headers, body: Array(buffer[start..<end]))
                start = end + bodyDelimiter.count
                state = .afterDelimiter
                return part
            }
        }
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
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            if !value.isEmpty { return value }
        }
        throw .missingBoundary
    }

    private enum Search { case found(Int), needMore }

    /// The next CRLF-led delimiter from `index` that is followed by `--`, whitespace or CRLF (a
    /// longer boundary-lookalike such as `--graphqlX` is body text).
    private func findDelimiter(from index: Int) -> Search {
        var position = index
        while let found = find(bodyDelimiter, from: position) {
            switch isDelimiter(endingAt: found + bodyDelimiter.count) {
            case true?: return .found(found)
            case false?: position = found + 1
            case nil: return .needMore
            }
        }
        return .needMore
    }

    /// Whether the bytes after a boundary at `end` make it a delimiter; `nil` when they have not arrived.
    private func isDelimiter(endingAt end: Int) -> Bool? {
        guard end < buffer.count else { return nil }
        switch buffer[end] {
        case 13, 10, 32, 9: return true
        case 0x2D:
            guard end + 1 < buffer.count else { return nil }
            return buffer[end + 1] == 0x2D
        default: return false
        }
    }

    private func checkSize() throws(MultipartParseError) {
        if buffer.count - start > maximumPartSize { throw .partTooLarge(limit: maximumPartSize) }
    }

    private func hasPrefix(_ pattern: [UInt8], at index: Int) -> Bool {
        guard buffer.count - index >= pattern.count else { return false }
        for offset in 0..<pattern.count where buffer[index + offset] != pattern[offset] { return false }
        return true
    }

    private func find(_ pattern: [UInt8], from index: Int) -> Int? {
        guard buffer.count - index >= pattern.count else { return nil }
        let first = pattern[0]
        var position = index
        let last = buffer.count - pattern.count
        while position <= last {
            if buffer[position] == first, hasPrefix(pattern, at: position) { return position }
            position += 1
        }
        return nil
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
