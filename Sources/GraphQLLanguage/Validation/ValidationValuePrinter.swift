/// Prints values and types as GraphQL source, the way validation messages quote them
/// (`{a: 1, b: [2, 3]}`, `"text"`, `$var`).
enum ValidationValuePrinter {
    /// The value as GraphQL source.
    static func print(_ value: Value) -> String {
        switch value {
        case .variable(let variable): "$" + variable.name
        case .int(let text), .float(let text): text
        case .string(let string): string.isBlock ? printBlock(string.value) : printString(string.value)
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "null"
        case .enumValue(let name): name
        case .list(let items): "[" + items.map(print).joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.map { "\($0.name): \(print($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// A value with object fields sorted by name, printed; equal for equivalent argument values.
    static func printSorted(_ value: Value) -> String {
        switch value {
        case .list(let items): "[" + items.map(printSorted).joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.sorted { $0.name < $1.name }.map { "\($0.name): \(printSorted($0.value))" }.joined(separator: ", ") + "}"
        default: print(value)
        }
    }

    /// A quoted string with JSON-style escapes.
    static func printString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{08}": out += "\\b"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{0C}": out += "\\f"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A block string.
    static func printBlock(_ text: String) -> String {
        var escaped = ""
        var quotes = 0
        for character in text {
            quotes = character == "\"" ? quotes + 1 : 0
            if quotes == 3 {
                escaped.removeLast(2)
                escaped += "\\\"\"\""
                quotes = 0
            } else {
                escaped.append(character)
            }
        }
        if text.contains("\n") { return "\"\"\"\n" + escaped + "\n\"\"\"" }
        return "\"\"\"" + escaped + "\"\"\""
    }
}
