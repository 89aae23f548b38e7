/// A path pattern as search paths use them: `*` matches within one path segment, `?` one
/// character, `**` any number of whole segments (including none), `{a,b}` either alternative.
///
/// Paths are matched with `/` separators, segment by segment; braces are expanded first, so they
/// may nest and span separators (`{Sources,Tests}/**/*.graphql`).
public struct Glob: Sendable, Hashable {
    /// The pattern as written.
    public let pattern: String
    /// The brace-free alternatives, each split into segments.
    private let alternatives: [[Substring]]

    /// Creates a pattern.
    ///
    /// - Parameter pattern: The pattern, relative (`./` is ignored) with `/` separators.
    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        alternatives = Self.expandBraces(String(trimmed)).map {
            $0.split(separator: "/", omittingEmptySubsequences: true)
        }
    }

    /// Whether `path` (relative, `/`-separated) matches the pattern.
    ///
    /// - Parameter path: The path to test.
    /// - Returns: `true` when one alternative matches the whole path.
    public func matches(_ path: String) -> Bool {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        return alternatives.contains { Self.match(ArraySlice($0), ArraySlice(segments)) }
    }

    /// For each alternative, its leading wildcard-free directory segments (never the last
    /// segment): the directory a search for matches can start from.
    public var literalPrefixes: [String] {
        alternatives.map { segments in
            segments.dropLast().prefix(while: Self.isLiteral).joined(separator: "/")
        }
    }

    private static func isLiteral(_ segment: Substring) -> Bool {
        !segment.contains { "*?".contains($0) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            // `**` absorbs zero or more segments; try each split point.
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(head.utf8)[...], Array(segment.utf8)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment, by bytes (`?` matches one byte of UTF-8; fine for paths
    /// search paths name, which are ASCII in practice).
    private static func matchSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex
        var t = text.startIndex
        var starP: Int?
        var starT = 0
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") {
                starP = p
                starT = t
                p += 1
            } else if let star = starP {
                p = star + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }

    /// `a{b,c{d,e}}f` → `abf`, `acdf`, `acef`; an unbalanced brace is taken literally.
    static func expandBraces(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var commas: [Int] = []
        var close: Int?
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return [pattern] }
        let prefix = String(characters[..<open])
        let suffix = String(characters[(close + 1)...])
        let bounds = [open] + commas + [close]
        let options = (0..<(bounds.count - 1)).map { String(characters[(bounds[$0] + 1)..<bounds[$0 + 1]]) }
        return options.flatMap { option in expandBraces(prefix + option + suffix) }
    }
}
