import GraphQLLanguage

/// Maps GraphQL types to Swift type names and records which schema types generated code uses.
final class TypeMapper {
    let schema: GraphQLSchema
    let options: CodegenOptions
    /// Enums, input objects and custom scalars referenced so far.
    private(set) var usedSchemaTypes: Set<String> = []

    /// The Swift names the schema's types take in the namespace, which shadow runtime and
    /// standard-library types of the same name in code inside it.
    private let namespaceTypeNames: Set<String>

    init(schema: GraphQLSchema, options: CodegenOptions) {
        self.schema = schema
        self.options = options
        // Enums, input objects and custom scalars are types in the namespace; the built-in
        // scalars are not (they map to Swift types), nor objects, interfaces and unions (values).
        let builtIn: Set<String> = ["String", "Int", "Float", "Boolean", "ID"]
        namespaceTypeNames = Set(
            schema.typeNames.filter { name in
                switch schema.type(named: name) {
                case .enumType?, .inputObject?: return !name.hasPrefix("__")
                case .scalar?: return !builtIn.contains(name)
                default: return false
                }
            }.map { Naming.schemaTypeName(options.schemaCustomization.typeName($0)) })
    }

    /// The Swift name of the enum, input object or custom scalar `name` inside the namespace.
    func schemaTypeName(_ name: String) -> String {
        Naming.schemaTypeName(options.schemaCustomization.typeName(name))
    }

    /// The member naming an object, interface or union in `Objects`, `Interfaces` or `Unions`.
    func compositeMember(_ name: String) -> String {
        Naming.member(options.schemaCustomization.typeName(name))
    }

    /// The Swift case names of an enum's values (those generated), in order.
    func enumCases(_ type: GraphQLEnumType) -> [(name: String, value: GraphQLEnumValue)] {
        let values = type.values.filter { options.includeDeprecatedEnumCases || $0.deprecationReason == nil }
        return Array(zip(options.schemaCustomization.cases(ofEnum: type.name, values: values.map(\.name)), values))
    }

    /// The Swift name of a named leaf or input type; `inNamespace` for code written inside the
    /// schema namespace, where a standard-library name the schema declares too is qualified.
    func named(_ name: String, inNamespace: Bool = false) -> String {
        switch name {
        case "ID", "String": return inNamespace ? runtime("String", module: "Swift") : "String"
        case "Int": return inNamespace ? runtime("Int", module: "Swift") : "Int"
        case "Float": return inNamespace ? runtime("Double", module: "Swift") : "Double"
        case "Boolean": return inNamespace ? runtime("Bool", module: "Swift") : "Bool"
        default:
            usedSchemaTypes.insert(name)
            return options.schemaNamespace + "." + schemaTypeName(name)
        }
    }

    /// How code inside the schema namespace names the runtime or standard-library type `name`:
    /// module-qualified (`CourierAPI.JSONObject`) when a schema type of that name would shadow it,
    /// else bare. Code outside the namespace never needs this: generated type names avoid them.
    func runtime(_ name: String, module: String = "CourierAPI") -> String {
        namespaceTypeNames.contains(name) ? module + "." + name : name
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
    func inputElement(_ type: TypeReference, inNamespace: Bool = false) -> String {
        switch type {
        case .nonNull(let inner): return inputBase(inner, inNamespace)
        default: return inputBase(type, inNamespace) + "?"
        }
    }

    private func inputBase(_ type: TypeReference, _ inNamespace: Bool) -> String {
        switch type {
        case .nonNull(let inner): return inputBase(inner, inNamespace)
        case .list(let inner): return "[" + inputElement(inner, inNamespace: inNamespace) + "]"
        case .named(let name): return named(name, inNamespace: inNamespace)
        }
    }

    /// A Swift expression for the constant `value` of an input position of `type`, for a default
    /// argument (`.some(.meter)`); `nil` for values this does not spell (input objects), which
    /// then default to absent and let the server apply the default.
    func literal(_ value: Value, type: TypeReference) -> String? {
        switch (value, type) {
        case (_, .nonNull(let inner)): return literal(value, type: inner)
        case (.null, _): return "nil"
        case (.list(let items), .list(let element)):
            let parts = items.map { literal($0, type: element) }
            return parts.contains(nil) ? nil : "[" + parts.compactMap { $0 }.joined(separator: ", ") + "]"
        case (_, .list(let element)): return literal(value, type: element).map { "[" + $0 + "]" }
        case (.int(let text), .named), (.float(let text), .named): return text
        case (.string(let string), .named): return Naming.stringLiteral(string.value)
        case (.boolean(let flag), .named): return flag ? "true" : "false"
        case (.enumValue(let name), .named(let enumName)):
            guard case .enumType(let type)? = schema.type(named: enumName),
                let match = enumCases(type).first(where: { $0.value.name == name })
            else { return nil }
            return "." + match.name
        default: return nil
        }
    }

    /// The Swift type of a variable or input field: `GraphQLNullable<…>` when it may be left out.
    func input(_ type: TypeReference, hasDefault: Bool, inNamespace: Bool = false) -> (type: String, isNullable: Bool) {
        if type.isNonNull && !hasDefault { return (inputBase(type, inNamespace), false) }
        let nullable = inNamespace ? runtime("GraphQLNullable") : "GraphQLNullable"
        return (nullable + "<" + inputBase(type, inNamespace) + ">", true)
    }
}
