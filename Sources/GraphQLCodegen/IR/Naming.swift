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

    /// Names generated code refers to unqualified (runtime and standard-library types, the
    /// modules it names), plus the Foundation and standard-library types app code most often
    /// means unqualified: a generated type (nested struct, fragment, operation) never takes one.
    static let reservedTypeNames: Set<String> = [
        "String", "Int", "Double", "Bool", "Optional", "Array", "Dictionary", "Set", "Data", "Date", "URL", "UUID",
        "Error", "Result", "Never", "Void", "Sendable", "Hashable", "Equatable", "Codable", "Decimal",
        "Fragments", "Selection", "SelectionSet", "RootSelectionSet", "TypeCase", "GraphQLFragment",
        "GraphQLOperation", "GraphQLQuery", "GraphQLMutation", "GraphQLSubscription", "InputObject", "GraphQLEnum",
        "SchemaMetadata", "CustomScalarType", "JSONObject", "JSONValue", "JSONObjectReader", "JSONTape",
        "GraphQLNullable",
        "GraphQLDecodingError", "SchemaType", "OutputType", "Field", "Condition", "InputValue", "Deferred",
        "DeferredFragment", "__Reader", "__DecodingError", "FieldPolicy", "LocalCacheMutation", "GraphQLOperationType",
        "CourierAPI", "Swift", "Foundation", "Type", "Protocol", "Self", "Any",
    ]

    /// Names a type or member cannot have after a dot (`X.Type` is the metatype, `x.init` the
    /// initializer, `x.self` the value itself), even in backticks.
    static let afterDotReserved: Set<String> = ["Type", "Protocol", "self", "Self", "init"]

    /// Names the schema namespace declares itself, next to the schema's types.
    static let namespaceMembers: Set<String> = ["Objects", "Interfaces", "Unions", "Metadata"]

    /// The Swift name of a generated top-level or nested type: the GraphQL name, with `_` appended
    /// while it is reserved, a keyword or in `taken`.
    static func typeName(_ name: String, taken: Set<String> = []) -> String {
        var result = name
        while reservedTypeNames.contains(result) || keywords.contains(result) || taken.contains(result) {
            result += "_"
        }
        return result
    }

    /// The Swift name of a schema type declared in the schema namespace (an enum, input object or
    /// custom scalar): the GraphQL name, with `_` appended when it is a keyword, cannot follow a
    /// dot, or is a member the namespace declares itself. A name that only shadows a runtime
    /// type (`JSONObject`) is kept: code inside the namespace qualifies the runtime type instead.
    static func schemaTypeName(_ name: String) -> String {
        keywords.contains(name) || namespaceMembers.contains(name) ? name + "_" : name
    }

    /// `name` as a static member read after a dot (`Objects.Human`, `.newHope`): `_` appended
    /// when it cannot follow a dot, other keywords in backticks.
    static func member(_ name: String) -> String {
        afterDotReserved.contains(name) ? name + "_" : identifier(name)
    }

    /// `name` as an identifier: backticks around keywords.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as a stored property, variable or input field name: keywords in backticks;
    /// `self`, `Self`, `Type`, `Protocol` and `init` renamed with `_` (they cannot follow a dot, and
    /// a parameter named `self` would shadow `self`); names of types generated code refers to
    /// (`String`, `JSONObject`, …) renamed, as a member of that name would hide the type; and
    /// `__`-prefixed names renamed too, as the runtime's members are `__`-prefixed.
    static func property(_ name: String) -> String {
        if afterDotReserved.contains(name) || reservedTypeNames.contains(name)
            || (name.hasPrefix("__") && name != "__typename")
        {
            return name + "_"
        }
        return identifier(name)
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
        guard isUpper else { return member(lowercasedFirst(value)) }
        let words = value.split(separator: "_", omittingEmptySubsequences: true).map { $0.lowercased() }
        guard let head = words.first else { return member(value) }
        let name = head + words.dropFirst().map { capitalized($0) }.joined()
        return member(value.hasPrefix("_") ? "_" + name : name)
    }

    /// The case names of an enum's values, in order: values that differ only in case or
    /// underscores (`NEW_HOPE`, `newHope`) and values named like the enum's own members
    /// (`unknown`, `allCases`, `rawValue`) get `_` appended until they are unique.
    static func enumCases(_ values: [String]) -> [String] {
        var taken: Set<String> = ["unknown", "allCases", "rawValue", "hashValue"]
        return values.map { value in
            var name = enumCase(value)
            while taken.contains(name) { name = name.filter { $0 != "`" } + "_" }
            taken.insert(name)
            return name
        }
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
