public import GraphQLLanguage

/// Apollo iOS's client directives, declared as Apollo declares them, so that Apollo schema
/// extensions and operations validate without users writing the definitions:
///
/// - `@typePolicy(keyFields: String!) on OBJECT | INTERFACE`: the space-separated fields that key
///   objects of the type in the normalized cache.
/// - `@fieldPolicy(forField: String!, keyArgs: String!) repeatable on OBJECT | INTERFACE`: the
///   field whose space-separated arguments name the key of the object it returns (a cache
///   redirect).
/// - `@apollo_client_ios_localCacheMutation on QUERY | MUTATION | SUBSCRIPTION | FRAGMENT_DEFINITION`:
///   the definition is only read from and written to the cache; its model is mutable.
/// - `@import(module: String!) repeatable on QUERY | MUTATION | SUBSCRIPTION | FRAGMENT_DEFINITION`:
///   the definition's generated file imports `module` (whose fragments it spreads).
///
/// None of them is sent to a server: `DocumentPrinter` leaves the executable ones out.
public enum ApolloClientDirectives {
    /// The directives' definitions.
    public static let definitions: [GraphQLDirective] = [
        GraphQLDirective(
            name: "typePolicy",
            description: "The fields that identify objects of this type in the normalized cache, separated by spaces.",
            arguments: [GraphQLInputValue(name: "keyFields", type: .nonNull(.named("String")))],
            locations: [.object, .interface]
        ),
        GraphQLDirective(
            name: "fieldPolicy",
            description: "Resolves the field `forField` to the cached object "
                + "keyed by its arguments `keyArgs` (separated by spaces).",
            arguments: [
                GraphQLInputValue(name: "forField", type: .nonNull(.named("String"))),
                GraphQLInputValue(name: "keyArgs", type: .nonNull(.named("String"))),
            ],
            isRepeatable: true, locations: [.object, .interface]
        ),
        GraphQLDirective(
            name: localCacheMutation,
            description: "Generates a mutable model that is read from and written to the cache only, never sent.",
            locations: executableLocations
        ),
        GraphQLDirective(
            name: "import", description: "Imports the module `module` into the definition's generated file.",
            arguments: [GraphQLInputValue(name: "module", type: .nonNull(.named("String")))],
            isRepeatable: true, locations: executableLocations
        ),
    ]

    /// The name of the local cache mutation directive.
    public static let localCacheMutation = "apollo_client_ios_localCacheMutation"

    /// The directives that decorate operations and fragments (never printed into a sent document).
    static let executableNames: Set<String> = [localCacheMutation, "import"]

    private static let executableLocations: [DirectiveLocation] = [
        .query, .mutation, .subscription, .fragmentDefinition,
    ]

    /// The definitions as SDL, leaving out those named in `defined` (a schema that declares one
    /// itself keeps its own): a source to build a schema with, next to the schema's files.
    ///
    /// - Parameter defined: Directive names the schema's files define.
    /// - Returns: The SDL text (empty when every directive is defined).
    public static func sdl(excluding defined: Set<String> = []) -> String {
        definitions.filter { !defined.contains($0.name) }.map { directive in
            let arguments =
                directive.arguments.isEmpty
                ? "" : "(" + directive.arguments.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
            let locations = directive.locations.map(\.rawValue).joined(separator: " | ")
            return "\"\"\"\n\(directive.description ?? "")\n\"\"\"\ndirective "
                + "@\(directive.name)\(arguments)\(directive.isRepeatable ? " repeatable" : "") on \(locations)\n"
        }.joined(separator: "\n")
    }

    /// `schema` with the definitions it lacks added (a schema read from an introspection result
    /// has none), so that operations using the executable directives validate.
    ///
    /// - Parameter schema: A schema.
    /// - Returns: The schema with every client directive defined.
    public static func adding(to schema: GraphQLSchema) -> GraphQLSchema {
        var schema = schema
        for directive in definitions where schema.directives[directive.name] == nil {
            schema.directives[directive.name] = directive
            schema.directiveNames.append(directive.name)
        }
        return schema
    }
}
