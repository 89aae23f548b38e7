import GraphQLLanguage

/// Maps GraphQL types to Swift type names and records which schema types generated code uses.
final class TypeMapper {
    let schema: GraphQLSchema
    let options: CodegenOptions
    /// Enums, input objects and custom scalars referenced so far.
    private(set) var usedSchemaTypes: Set<String> = []

    init(schema: GraphQLSchema, options: CodegenOptions) {
        self.schema = schema
        self.options = options
    }

    /// The Swift name of a named leaf or input type.
    func named(_ name: String) -> String {
        switch name {
        case "ID", "String": return "String"
        case "Int": return "Int"
        case "Float": return "Double"
        case "Boolean": return "Bool"
        default:
            usedSchemaTypes.insert(name)
            return options.schemaNamespace + "." + name
        }
    }

    /// The Swift type of an output field: optionals for nullable positions, `object` for the
    /// innermost named type when it is composite.
    func output(_ type: TypeReference, object: String?) -> String {
        switch type {
        case .nonNull(let inner): return outputBase(inner, object: object)
        default: return outputBase(type, object: object) + "?"
        }
    }

    private func outputBase(_ type: TypeReference, object: String?) -> String {
        switch type {
        case .nonNull(let inner): return outputBase(inner, object: object)
        case .list(let inner): return "[" + output(inner, object: object) + "]"
        case .named(let name): return object ?? named(name)
        }
    }

    /// The Swift type of an input position inside a list or input object element.
    func inputElement(_ type: TypeReference) -> String {
        switch type {
        case .nonNull(let inner): return inputBase(inner)
        default: return inputBase(type) + "?"
        }
    }

    private func inputBase(_ type: TypeReference) -> String {
        switch type {
        case .nonNull(let inner): return inputBase(inner)
        case .list(let inner): return "[" + inputElement(inner) + "]"
        case .named(let name): return named(name)
        }
    }

    /// The Swift type of a variable or input field: `GraphQLNullable<…>` when it may be left out.
    func input(_ type: TypeReference, hasDefault: Bool) -> (type: String, isNullable: Bool) {
        if type.isNonNull && !hasDefault { return (inputBase(type), false) }
        return ("GraphQLNullable<" + inputBase(type) + ">", true)
    }
}
