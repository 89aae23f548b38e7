/// What a schema validation rule sees: the built schema, where its parts came from, and a way to
/// report problems.
struct SchemaValidationContext {
    /// The schema being validated.
    let schema: GraphQLSchema
    /// The source each type (by name) and directive (by `@name`) came from, when known.
    let sourceNames: [String: String]
    /// The problems found so far.
    private(set) var errors: [GraphQLValidationError] = []

    /// The types the schema defines itself, in order (built-in scalars and introspection types
    /// are trusted and skipped).
    let definedTypes: [GraphQLNamedType]
    /// The directives the schema defines itself (built-ins skipped).
    let definedDirectives: [GraphQLDirective]
    /// The kind of every type by name: a cheap look-up where a rule needs only the kind (looking
    /// up the type itself copies the whole definition).
    let kinds: [String: TypeKind]

    /// The kind of a named type.
    enum TypeKind {
        case scalar, object, interface, union, enumType, inputObject

        /// Whether values of this kind can be input (scalar, enum, input object).
        var isInput: Bool { self == .scalar || self == .enumType || self == .inputObject }
        /// Whether values of this kind can be output (anything but an input object).
        var isOutput: Bool { self != .inputObject }
    }

    init(schema: GraphQLSchema, sourceNames: [String: String]) {
        self.schema = schema
        self.sourceNames = sourceNames
        definedTypes = schema.typeNames.compactMap { name in
            GraphQLSchema.isBuiltInTypeName(name) ? nil : schema.types[name]
        }
        var kinds: [String: TypeKind] = [:]
        kinds.reserveCapacity(schema.types.count)
        for (name, type) in schema.types {
            kinds[name] =
                switch type {
                case .scalar: .scalar
                case .object: .object
                case .interface: .interface
                case .union: .union
                case .enumType: .enumType
                case .inputObject: .inputObject
                }
        }
        self.kinds = kinds
        let builtIns = GraphQLSchema.builtInDirectives
        definedDirectives = schema.directiveNames.compactMap { name in
            guard let directive = schema.directives[name] else { return nil }
            return builtIns.contains(directive) ? nil : directive
        }
    }

    /// Records a problem found in the type (or `@directive`) called `owner`.
    mutating func report(_ message: String, _ locations: [SourceLocation?], owner: String?) {
        errors.append(
            GraphQLValidationError(
                message, locations: locations.compactMap { $0 }, sourceName: owner.flatMap { sourceNames[$0] }
            ))
    }
}

/// One schema validation rule: a check over a built schema (graphql-js `validateSchema`).
protocol SchemaValidationRule {
    /// Reports the rule's problems into `context`.
    static func validate(_ context: inout SchemaValidationContext)
}
