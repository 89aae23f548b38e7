/// A syntax error in a GraphQL source: a graphql-js style message, where it happened and an
/// excerpt of the source with a caret under the offending column.
///
/// ``description`` reads like graphql-js's printed error:
/// ```
/// Syntax Error: Expected Name, found "}".
///
/// GraphQL request:1:3
/// 1 | { }
///   |   ^
/// ```
///
/// The details live in one immutable reference, so the error is a single word: the parser's
/// typed-throws paths then reserve little stack per call, which keeps deep (but allowed) nesting
/// within small thread stacks in debug builds.
public struct GraphQLSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    private let details: Details

    /// The message, e.g. `Syntax Error: Expected Name, found "}".`.
    public var message: String { details.message }
    /// The name of the source, e.g. a file path.
    public var sourceName: String { details.sourceName }
    /// Where the error is.
    public var location: SourceLocation { details.location }
    /// The offending line with its neighbours, prefixed with line numbers, and a `^` under the column.
    public var excerpt: String { details.excerpt }

    /// Creates an error at byte `offset` of `source`, computing its location and excerpt.
    /// - Parameters:
    ///   - source: The source the error is in.
    ///   - offset: The UTF-8 byte offset of the error.
    ///   - message: The message without the `Syntax Error: ` prefix.
    public init(source: Source, offset: Int, message: String) {
        let lines = SourceLines(source.body)
        let location = lines.location(ofOffset: offset)
        details = Details(
            message: "Syntax Error: " + message, sourceName: source.name, location: location,
            excerpt: lines.excerpt(at: location))
    }

    /// The message, the location as `name:line:column`, and the excerpt.
    public var description: String {
        "\(message)\n\n\(sourceName):\(location.line):\(location.column)\n\(excerpt)"
    }

    /// Whether two errors have the same message, source, location and excerpt.
    public static func == (lhs: GraphQLSyntaxError, rhs: GraphQLSyntaxError) -> Bool {
        lhs.message == rhs.message && lhs.sourceName == rhs.sourceName && lhs.location == rhs.location
            && lhs.excerpt == rhs.excerpt
    }

    /// Hashes the message and location.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(location)
    }

    /// The error's immutable details.
    private final class Details: Sendable {
        let message: String
        let sourceName: String
        let location: SourceLocation
        let excerpt: String

        init(message: String, sourceName: String, location: SourceLocation, excerpt: String) {
            self.message = message
            self.sourceName = sourceName
            self.location = location
            self.excerpt = excerpt
        }
    }
}

/// A source split into lines, for locating offsets and printing excerpts (used only on errors).
struct SourceLines {
    /// Each line's text, without its terminator, and the byte offset it starts at.
    var lines: [(text: Substring, offset: Int)] = []

    init(_ body: String) {
        var lineStart = body.startIndex
        var offset = 0
        var lineOffset = 0
        var index = body.startIndex
        let utf8 = body.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append((body[lineStart..<index], lineOffset))
                var next = utf8.index(after: index)
                offset += 1
                if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A {
                    next = utf8.index(after: next)
                    offset += 1
                }
                index = next
                lineStart = next
                lineOffset = offset
            } else {
                index = utf8.index(after: index)
                offset += 1
            }
        }
        lines.append((body[lineStart...], lineOffset))
    }

    /// The line and scalar column of a byte offset.
    func location(ofOffset offset: Int) -> SourceLocation {
        let offset = max(0, offset)
        var lineIndex = lines.count - 1
        for (candidate, line) in lines.enumerated().reversed() where line.offset <= offset {
            lineIndex = candidate
            break
        }
        let line = lines[lineIndex]
        var column = 1
        var consumed = 0
        for byte in line.text.utf8 where consumed < offset - line.offset {
            if byte & 0xC0 != 0x80 { column += 1 }
            consumed += 1
        }
        column += max(0, offset - line.offset - consumed)  // past the line's end (e.g. at EOF)
        return SourceLocation(line: lineIndex + 1, column: column, offset: offset)
    }

    /// graphql-js's excerpt: the previous line, the line, a caret line and the next line; long lines
    /// are cut into 80-scalar pieces around the column.
    /// A location outside the source gives an empty excerpt.
    func excerpt(at location: SourceLocation) -> String {
        guard location.line >= 1, location.line <= lines.count, location.column >= 1 else { return "" }
        let index = location.line - 1
        let text = Array(lines[index].text.unicodeScalars)
        var rows: [(prefix: String, text: String?)] = []
        if text.count > 120 {
            let (piece, column) = ((location.column - 1) / 80, (location.column - 1) % 80 + 1)
            let pieces = stride(from: 0, to: text.count, by: 80).map {
                String(String.UnicodeScalarView(text[$0..<min($0 + 80, text.count)]))
            }
            rows.append(("\(location.line) |", pieces[0]))
            for sub in pieces.dropFirst().prefix(piece) { rows.append(("|", sub)) }
            rows.append(("|", String(repeating: " ", count: column - 1) + "^"))
            rows.append(("|", piece + 1 < pieces.count ? pieces[piece + 1] : nil))
        } else {
            rows.append(("\(location.line - 1) |", index > 0 ? String(lines[index - 1].text) : nil))
            rows.append(("\(location.line) |", String(lines[index].text)))
            rows.append(("|", String(repeating: " ", count: location.column - 1) + "^"))
            rows.append(("\(location.line + 1) |", index + 1 < lines.count ? String(lines[index + 1].text) : nil))
        }
        let present = rows.compactMap { row in row.text.map { (row.prefix, $0) } }
        let width = present.map(\.0.count).max() ?? 0
        return present.map { prefix, text in
            String(repeating: " ", count: width - prefix.count) + prefix + (text.isEmpty ? "" : " " + text)
        }.joined(separator: "\n")
    }
}
