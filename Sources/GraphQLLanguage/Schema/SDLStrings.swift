/// String literals as graphql-js prints them: quoted strings with escapes, and block strings.
enum SDLStrings {
    /// `"…"` with `"`, `\` and control characters escaped (graphql-js `printString`).
    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x08: result += "\\b"
            case 0x09: result += "\\t"
            case 0x0A: result += "\\n"
            case 0x0C: result += "\\f"
            case 0x0D: result += "\\r"
            case 0x00...0x1F, 0x7F...0x9F: result += "\\u" + hex4(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Whether printing `value` as a block string keeps its value: no leading blank line, no
    /// trailing blank line, no common indentation, no control characters but tab and line feed.
    static func isPrintableAsBlockString(_ value: String) -> Bool {
        if value.isEmpty { return true }
        var isEmptyLine = true, hasIndent = false, hasCommonIndent = true, seenNonEmptyLine = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\n":
                if isEmptyLine && !seenNonEmptyLine { return false }
                seenNonEmptyLine = true
                isEmptyLine = true
                hasIndent = false
            case " ", "\t":
                hasIndent = hasIndent || isEmptyLine
            case _ where scalar.value <= 0x0F:
                return false
            default:
                hasCommonIndent = hasCommonIndent && hasIndent
                isEmptyLine = false
            }
        }
        if isEmptyLine { return false }
        if hasCommonIndent && seenNonEmptyLine { return false }
        return true
    }

    /// `"""…"""`, on its own lines when that reads better (graphql-js `printBlockString`).
    static func blockString(_ value: String) -> String {
        let escaped = value.contains("\"\"\"") ? escapeTripleQuotes(value) : value
        let lines = escaped.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        let isSingleLine = lines.count == 1
        let forceLeadingNewLine = lines.count > 1 && lines.dropFirst().allSatisfy { line in
            line.first.map { $0 == " " || $0 == "\t" } ?? true
        }
        let hasTrailingTripleQuotes = escaped.hasSuffix("\\\"\"\"")
        let hasTrailingQuote = value.hasSuffix("\"") && !hasTrailingTripleQuotes
        let forceTrailingNewLine = hasTrailingQuote || value.hasSuffix("\\")
        let printAsMultipleLines = !isSingleLine || value.unicodeScalars.count > 70 || forceTrailingNewLine
            || forceLeadingNewLine || hasTrailingTripleQuotes
        let skipLeadingNewLine = isSingleLine && (value.first == " " || value.first == "\t")
        let before = (printAsMultipleLines && !skipLeadingNewLine) || forceLeadingNewLine ? "\n" : ""
        let after = printAsMultipleLines || forceTrailingNewLine ? "\n" : ""
        return "\"\"\"" + before + escaped + after + "\"\"\""
    }

    private static func escapeTripleQuotes(_ value: String) -> String {
        var result = ""
        var remaining = Substring(value)
        while let range = remaining.firstRange(of: "\"\"\"") {
            result += remaining[..<range.lowerBound] + "\\\"\"\""
            remaining = remaining[range.upperBound...]
        }
        return result + remaining
    }
}

extension Substring {
    /// The first occurrence of `needle` (a few characters; no Foundation or string processing needed).
    fileprivate func firstRange(of needle: String) -> Range<Index>? {
        let count = needle.count
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: count) }
            index = self.index(after: index)
        }
        return nil
    }
}
