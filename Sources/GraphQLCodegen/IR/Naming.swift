/// Swift spellings of GraphQL names.
enum Naming {
    /// Swift keywords that need backticks as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "Any", "Type", "Protocol", "await", "async", "some", "any",
    ]

    /// Type names a nested struct must not take because generated code refers to them.
    static let reservedTypeNames: Set<String> = [
        "String", "Int", "Double", "Bool", "Optional", "Array", "Data", "Fragments", "Selection", "SelectionSet",
        "JSONObject", "JSONValue", "JSONObjectReader", "GraphQLNullable", "GraphQLDecodingError", "SchemaType",
        "Field", "Condition", "InputValue", "CourierAPI", "Swift", "Type", "Protocol", "Self", "Any",
    ]

    /// `name` as an identifier: backticks around keywords.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as a stored property, variable or input field name: keywords in backticks, and
    /// `self`/`Self` renamed, since an initializer parameter of that name would shadow `self`.
    static func property(_ name: String) -> String {
        name == "self" || name == "Self" ? name + "_" : identifier(name)
    }

    /// An identifier as an argument label or parameter name, where only `inout`, `var` and `let`
    /// need backticks.
    static func label(_ identifier: String) -> String {
        let bare = identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
        return ["inout", "var", "let"].contains(bare) ? "`\(bare)`" : bare
    }

    /// `name` with its first letter upper-cased.
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `name` with its first letter lower-cased.
    static func lowercasedFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// A rough English singular for list field names (`friends` → `friend`, `entries` → `entry`).
    static func singular(_ name: String) -> String {
        if name.hasSuffix("ies") && name.count > 3 { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("ss") || name.hasSuffix("us") || name.count < 3 { return name }
        if name.hasSuffix("s") { return String(name.dropLast()) }
        return name
    }

    /// An enum case name for a GraphQL enum value: `NEW_HOPE` → `newHope`, `Jedi` → `jedi`.
    static func enumCase(_ value: String) -> String {
        let isUpper = value.allSatisfy { !$0.isLetter || $0.isUppercase }
        guard isUpper else { return identifier(lowercasedFirst(value)) }
        let words = value.split(separator: "_", omittingEmptySubsequences: true).map { $0.lowercased() }
        guard let head = words.first else { return identifier(value) }
        let name = head + words.dropFirst().map { capitalized($0) }.joined()
        return identifier(value.hasPrefix("_") ? "_" + name : name)
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
