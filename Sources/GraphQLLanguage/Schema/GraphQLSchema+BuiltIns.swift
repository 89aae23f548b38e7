/// The scalars and directives every schema has without defining them.
extension GraphQLSchema {
    /// The names of the built-in scalars: `Int`, `Float`, `String`, `Boolean`, `ID`.
    public static let builtInScalarNames: [String] = ["Int", "Float", "String", "Boolean", "ID"]

    /// The built-in scalar types (GraphQL spec §3.5).
    public static let builtInScalars: [GraphQLScalarType] = [
        GraphQLScalarType(name: "Int", description: "A signed 32-bit integer."),
        GraphQLScalarType(name: "Float", description: "A signed double-precision floating-point value."),
        GraphQLScalarType(name: "String", description: "A UTF-8 character sequence."),
        GraphQLScalarType(name: "Boolean", description: "`true` or `false`."),
        GraphQLScalarType(name: "ID", description: "A unique identifier, serialized as a string."),
    ]

    /// The directives the spec defines (`@include`, `@skip`, `@deprecated`, `@specifiedBy`,
    /// `@oneOf`); ``printSDL()`` never prints them.
    public static let specifiedDirectives: [GraphQLDirective] = [
        GraphQLDirective(
            name: "include", description: "Includes this field or fragment only when `if` is true.",
            arguments: [
                GraphQLInputValue(name: "if", description: "Included when true.", type: .nonNull(.named("Boolean")))
            ],
            locations: [.field, .fragmentSpread, .inlineFragment]
        ),
        GraphQLDirective(
            name: "skip", description: "Skips this field or fragment when `if` is true.",
            arguments: [
                GraphQLInputValue(name: "if", description: "Skipped when true.", type: .nonNull(.named("Boolean")))
            ],
            locations: [.field, .fragmentSpread, .inlineFragment]
        ),
        GraphQLDirective(
            name: "deprecated", description: "Marks an element of the schema as no longer supported.",
            arguments: [
                GraphQLInputValue(
                    name: "reason", description: "Why it is deprecated and what to use instead.",
                    type: .named("String"), defaultValue: .string(StringValue(defaultDeprecationReason))
                )
            ],
            locations: [.fieldDefinition, .argumentDefinition, .inputFieldDefinition, .enumValue, .directiveDefinition]
        ),
        GraphQLDirective(
            name: "specifiedBy", description: "Gives the URL of a custom scalar's specification.",
            arguments: [
                GraphQLInputValue(
                    name: "url", description: "The specification's URL.", type: .nonNull(.named("String")))
            ],
            locations: [.scalar]
        ),
        GraphQLDirective(
            name: "oneOf", description: "Requires exactly one field of an input object to be given, and not null.",
            locations: [.inputObject]
        ),
    ]

    /// The incremental-delivery client directives `@defer` and `@stream`, known to every schema.
    public static let incrementalDeliveryDirectives: [GraphQLDirective] = [
        GraphQLDirective(
            name: "defer", description: "Delivers this fragment after the rest of the response.",
            arguments: [
                GraphQLInputValue(name: "if", type: .nonNull(.named("Boolean")), defaultValue: .boolean(true)),
                GraphQLInputValue(name: "label", type: .named("String")),
            ],
            locations: [.fragmentSpread, .inlineFragment]
        ),
        GraphQLDirective(
            name: "stream", description: "Delivers the items of this list field incrementally.",
            arguments: [
                GraphQLInputValue(name: "if", type: .nonNull(.named("Boolean")), defaultValue: .boolean(true)),
                GraphQLInputValue(name: "label", type: .named("String")),
                GraphQLInputValue(name: "initialCount", type: .named("Int"), defaultValue: .int("0")),
            ],
            locations: [.field]
        ),
    ]

    /// Every directive a schema knows without defining it.
    public static let builtInDirectives: [GraphQLDirective] = specifiedDirectives + incrementalDeliveryDirectives

    /// The reason `@deprecated` gives when none is written.
    public static let defaultDeprecationReason = "No longer supported"

    /// Whether `name` is a built-in scalar or an introspection type.
    public static func isBuiltInTypeName(_ name: String) -> Bool {
        // Called for every type reference while validating: compare short strings, hash only `__` names.
        switch name {
        case "Int", "Float", "String", "Boolean", "ID": return true
        default: return name.hasReservedPrefix && introspectionTypeNameSet.contains(name)
        }
    }

    private static let introspectionTypeNameSet = Set(introspectionTypeNames)
}

extension String {
    /// Whether the name starts with `__`, the prefix introspection reserves (a byte test).
    var hasReservedPrefix: Bool {
        var bytes = utf8.makeIterator()
        return bytes.next() == 0x5F && bytes.next() == 0x5F
    }
}
