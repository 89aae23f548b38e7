extension GraphQLPrinter {
    /// Prints a value literal as graphql-js 17 does: on one line (block strings excepted) unless a
    /// list or object would make it longer than 80 characters.
    /// - Parameter value: The value.
    /// - Returns: The canonical text.
    public static func print(_ value: Value) -> String {
        switch value {
        case .variable(let variable): "$" + variable.name
        case .int(let text), .float(let text), .enumValue(let text): text
        case .string(let string): string.isBlock ? printBlockString(string.value) : printString(string.value)
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "null"
        case .list(let values):
            printList(values.map(print))
        case .object(let fields):
            printObject(fields.map { $0.name + ": " + print($0.value) })
        }
    }

    /// graphql-js 17's list: `[1, 2]`, or one item per line once the line would pass 80 characters.
    private static func printList(_ items: [String]) -> String {
        2 + joinedLength(items) > maxLineLength
            ? "[\n" + indent(join(items, "\n")) + "\n]" : "[" + join(items, ", ") + "]"
    }

    /// graphql-js 17's object: `{ a: 1 }` (`{  }` when empty), or one field per line once the line
    /// would pass 80 characters.
    private static func printObject(_ fields: [String]) -> String {
        4 + joinedLength(fields) > maxLineLength ? block(fields) : "{ " + join(fields, ", ") + " }"
    }

    /// The length in characters (Unicode scalars, newlines included) of the items joined by `, `.
    private static func joinedLength(_ items: [String]) -> Int {
        var length = 0
        for item in items where !item.isEmpty {
            length += (length > 0 ? 2 : 0) + item.unicodeScalars.count
        }
        return length
    }

    /// A quoted string literal; `"`, `\` and control characters (C0, DEL and C1) are escaped.
    /// - Parameter value: The string's value.
    /// - Returns: The literal.
    public static func printString(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x08: result += "\\b"
            case 0x09: result += "\\t"
            case 0x0A: result += "\\n"
            case 0x0C: result += "\\f"
            case 0x0D: result += "\\r"
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x00...0x1F, 0x7F...0x9F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A block string literal for `value`, laid out as graphql-js does: on its own lines when that
    /// reads better or is needed to keep the value (leading white space on later lines, a trailing
    /// quote or backslash, long values), with `"""` escaped as `\"""`.
    /// - Parameter value: The block string's value.
    /// - Returns: The literal.
    public static func printBlockString(_ value: String) -> String {
        let escaped = escapeTripleQuotes(value)
        let lines = splitLines(escaped)
        let isSingleLine = lines.count == 1
        let forceLeadingNewLine =
            lines.count > 1
            && lines.dropFirst().allSatisfy { line in
                line.isEmpty || line.utf8.first == 0x20 || line.utf8.first == 0x09
            }
        let hasTrailingTripleQuotes = escaped.hasSuffix("\\\"\"\"")
        let hasTrailingQuote = value.hasSuffix("\"") && !hasTrailingTripleQuotes
        let hasTrailingSlash = value.hasSuffix("\\")
        let forceTrailingNewLine = hasTrailingQuote || hasTrailingSlash
        let printAsMultipleLines =
            !isSingleLine || value.unicodeScalars.count > 70 || forceTrailingNewLine
            || forceLeadingNewLine || hasTrailingTripleQuotes
        let skipLeadingNewLine = isSingleLine && (value.utf8.first == 0x20 || value.utf8.first == 0x09)
        let before = (printAsMultipleLines && !skipLeadingNewLine) || forceLeadingNewLine ? "\n" : ""
        let after = printAsMultipleLines || forceTrailingNewLine ? "\n" : ""
        return "\"\"\"" + before + escaped + after + "\"\"\""
    }

    /// `value` with every `"""` written as `\"""`.
    private static func escapeTripleQuotes(_ value: String) -> String {
        var result = ""
        var quotes = 0
        for scalar in value.unicodeScalars {
            if scalar == "\"" {
                quotes += 1
                if quotes == 3 {
                    result += "\\\"\"\""
                    quotes = 0
                }
                continue
            }
            result += String(repeating: "\"", count: quotes)
            quotes = 0
            result.unicodeScalars.append(scalar)
        }
        return result + String(repeating: "\"", count: quotes)
    }

    /// The lines of `text`, split at `\r\n`, `\n` and `\r`.
    private static func splitLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" || character == "\r" || character == "\r\n" {
                lines.append(text[start..<index])
                index = text.index(after: index)
                start = index
            } else {
                index = text.index(after: index)
            }
        }
        lines.append(text[start...])
        return lines
    }

    /// Prints a type reference, e.g. `[String!]!`.
    /// - Parameter type: The type.
    /// - Returns: The canonical text.
    public static func print(_ type: TypeReference) -> String { type.description }
}
