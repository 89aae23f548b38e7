/// The graphql-js wording of a literal that a scalar or enum type rejects, shared by document
/// validation (``ValuesOfCorrectTypeRule``) and the schema's default-value check.
enum LiteralProblems {
    /// The graphql-js message for a literal a built-in scalar rejects; `nil` when accepted or
    /// when the scalar is custom (custom scalars accept any literal).
    static func builtInScalar(_ scalar: String, _ value: Value, printed: String) -> String? {
        switch scalar {
        case "Int":
            guard case .int(let text) = value else { return "Int cannot represent non-integer value: \(printed)" }
            return Int32(text) == nil ? "Int cannot represent non 32-bit signed integer value: \(printed)" : nil
        case "Float":
            switch value {
            case .int, .float: return nil
            default: return "Float cannot represent non numeric value: \(printed)"
            }
        case "String":
            if case .string = value { return nil }
            return "String cannot represent a non string value: \(printed)"
        case "Boolean":
            if case .boolean = value { return nil }
            return "Boolean cannot represent a non boolean value: \(printed)"
        case "ID":
            switch value {
            case .int, .string: return nil
            default: return "ID cannot represent a non-string and non-integer value: \(printed)"
            }
        default:
            return nil
        }
    }

    /// The graphql-js message for a literal the enum rejects (an unknown value or a non-enum
    /// literal, with suggestions); `nil` when accepted.
    static func enumValue(_ enumType: GraphQLEnumType, _ value: Value, printed: String) -> String? {
        let valueNames = enumType.values.map(\.name)
        let suggestion = Suggestions.didYouMean(
            Suggestions.list(for: printed, options: valueNames), subMessage: "the enum value")
        if case .enumValue(let name) = value {
            guard !valueNames.contains(name) else { return nil }
            return "Value \"\(printed)\" does not exist in \"\(enumType.name)\" enum.\(suggestion)"
        }
        return "Enum \"\(enumType.name)\" cannot represent non-enum value: \(printed).\(suggestion)"
    }
}
