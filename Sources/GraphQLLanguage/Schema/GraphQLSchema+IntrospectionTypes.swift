/// The introspection types (GraphQL spec §4.2), present in every schema so that introspection
/// queries validate.
extension GraphQLSchema {
    /// The names of the introspection types.
    public static let introspectionTypeNames: [String] = [
        "__Schema", "__Type", "__Field", "__InputValue", "__EnumValue", "__Directive", "__TypeKind",
        "__DirectiveLocation",
    ]

    /// The introspection types, in ``introspectionTypeNames`` order.
    public static let introspectionTypes: [GraphQLNamedType] = [
        object(
            "__Schema",
            [
                field("description", "String"),
                field("types", "[__Type!]!"),
                field("queryType", "__Type!"),
                field("mutationType", "__Type"),
                field("subscriptionType", "__Type"),
                field("directives", "[__Directive!]!", includeDeprecated: true),
            ]),
        object(
            "__Type",
            [
                field("kind", "__TypeKind!"),
                field("name", "String"),
                field("description", "String"),
                field("specifiedByURL", "String"),
                field("fields", "[__Field!]", includeDeprecated: true),
                field("interfaces", "[__Type!]"),
                field("possibleTypes", "[__Type!]"),
                field("enumValues", "[__EnumValue!]", includeDeprecated: true),
                field("inputFields", "[__InputValue!]", includeDeprecated: true),
                field("ofType", "__Type"),
                field("isOneOf", "Boolean"),
            ]),
        object(
            "__Field",
            [
                field("name", "String!"),
                field("description", "String"),
                field("args", "[__InputValue!]!", includeDeprecated: true),
                field("type", "__Type!"),
                field("isDeprecated", "Boolean!"),
                field("deprecationReason", "String"),
            ]),
        object(
            "__InputValue",
            [
                field("name", "String!"),
                field("description", "String"),
                field("type", "__Type!"),
                field("defaultValue", "String"),
                field("isDeprecated", "Boolean!"),
                field("deprecationReason", "String"),
            ]),
        object(
            "__EnumValue",
            [
                field("name", "String!"),
                field("description", "String"),
                field("isDeprecated", "Boolean!"),
                field("deprecationReason", "String"),
            ]),
        object(
            "__Directive",
            [
                field("name", "String!"),
                field("description", "String"),
                field("isRepeatable", "Boolean!"),
                field("locations", "[__DirectiveLocation!]!"),
                field("args", "[__InputValue!]!", includeDeprecated: true),
                field("isDeprecated", "Boolean!"),
                field("deprecationReason", "String"),
            ]),
        .enumType(
            GraphQLEnumType(
                name: "__TypeKind",
                values: ["SCALAR", "OBJECT", "INTERFACE", "UNION", "ENUM", "INPUT_OBJECT", "LIST", "NON_NULL"]
                    .map { GraphQLEnumValue(name: $0) }
            )),
        .enumType(
            GraphQLEnumType(
                name: "__DirectiveLocation",
                values: DirectiveLocation.allCases.map { GraphQLEnumValue(name: $0.rawValue) }
            )),
    ]

    private static func object(_ name: String, _ fields: [GraphQLField]) -> GraphQLNamedType {
        .object(GraphQLObjectType(name: name, fields: fields))
    }

    private static func field(_ name: String, _ type: String, includeDeprecated: Bool = false) -> GraphQLField {
        let arguments =
            includeDeprecated
            ? [GraphQLInputValue(name: "includeDeprecated", type: .named("Boolean"), defaultValue: .boolean(false))]
            : []
        return GraphQLField(name: name, arguments: arguments, type: typeReference(type))
    }

    /// Reads a well-formed type string such as `[__Type!]!`; only used on the literals above.
    private static func typeReference(_ text: Substring) -> TypeReference {
        if text.hasSuffix("!") { return .nonNull(typeReference(text.dropLast())) }
        if text.hasPrefix("[") { return .list(typeReference(text.dropFirst().dropLast())) }
        return .named(String(text))
    }

    private static func typeReference(_ text: String) -> TypeReference { typeReference(Substring(text)) }
}
