import GraphQLCodegen
import GraphQLLanguage
import Testing

/// Apollo's client directives: declared for every schema, and what each does to generated code.
@Suite struct ApolloDirectivesTests {
    static let extensionSDL = """
        extend type User @typePolicy(keyFields: "id")
        extend type Query @fieldPolicy(forField: "post", keyArgs: "id") @fieldPolicy(forField: "node", keyArgs: "id")
        """

    /// The blog schema with the extension, built as `courier generate` builds it: the directive
    /// definitions are a source of their own.
    private func schema(extension text: String = extensionSDL) throws -> GraphQLSchema {
        try GraphQLSchema(sources: [
            Source(blogSchemaSDL, name: "schema.graphqls"), Source(text, name: "cache.graphqls"),
            Source(ApolloClientDirectives.sdl(), name: "apollo.graphqls"),
        ])
    }

    private func run(
        _ text: String, extension sdl: String = extensionSDL,
        options: CodegenOptions = CodegenOptions { $0.schemaNamespace = "BlogAPI" }
    ) throws -> CodegenResult {
        try CodegenPipeline(options: options).run(
            schema: schema(extension: sdl), documents: [Source(text, name: "Ops.graphql")])
    }

    @Test func definitionsMatchApollosDeclarations() throws {
        let built = try GraphQLSchema(sources: [Source("type Query { a: Int }"), Source(ApolloClientDirectives.sdl())])
        for directive in ApolloClientDirectives.definitions {
            let parsed = try #require(built.directives[directive.name])
            #expect(parsed.locations == directive.locations)
            #expect(parsed.isRepeatable == directive.isRepeatable)
            #expect(parsed.arguments.map(\.name) == directive.arguments.map(\.name))
        }
        #expect(
            ApolloClientDirectives.sdl().contains("directive @typePolicy(keyFields: String!) on OBJECT | INTERFACE"))
        #expect(
            ApolloClientDirectives.sdl().contains(
                "directive @fieldPolicy(forField: String!, keyArgs: String!) repeatable on OBJECT | INTERFACE"))
        #expect(
            ApolloClientDirectives.sdl().contains(
                "directive @apollo_client_ios_localCacheMutation on "
                    + "QUERY | MUTATION | SUBSCRIPTION | FRAGMENT_DEFINITION"))
        #expect(
            ApolloClientDirectives.sdl().contains(
                "directive @import(module: String!) repeatable on QUERY | MUTATION | SUBSCRIPTION | FRAGMENT_DEFINITION"
            ))
        #expect(!ApolloClientDirectives.sdl(excluding: ["import"]).contains("@import"))
    }

    @Test func typePolicySetsTheMetadatasKeyFields() throws {
        let metadata = try #require(try run("query P { viewer { id } }").file("Schema/SchemaMetadata.graphql.swift"))
        #expect(
            metadata.contains(#"static let User = SchemaType.object("User", interfaces: ["Node"], keyFields: ["id"])"#))
        #expect(metadata.contains(#"static let Post = SchemaType.object("Post", interfaces: ["Node"])"#))
    }

    @Test func configuredKeyFieldsWinOverTypePolicy() throws {
        let result = try run(
            "query P { viewer { id } }",
            options: CodegenOptions {
                $0.schemaNamespace = "BlogAPI"
                $0.keyFields = ["User": ["name"]]
            })
        #expect(result.file("Schema/SchemaMetadata.graphql.swift")?.contains(#"keyFields: ["name"]"#) == true)
    }

    @Test func fieldPolicyGeneratesTheLookUp() throws {
        let metadata = try #require(try run("query P { viewer { id } }").file("Schema/SchemaMetadata.graphql.swift"))
        #expect(
            metadata.contains(
                "static func fieldPolicy(forField field: String, onType typename: String) -> FieldPolicy?"))
        #expect(metadata.contains(#"case ("QUERY_ROOT", "post"): .init(keyArguments: ["id"], typenames: ["Post"])"#))
        // An interface's redirect tries each implementing object type.
        #expect(
            metadata.contains(#"case ("QUERY_ROOT", "node"): .init(keyArguments: ["id"], typenames: ["Post", "User"])"#)
        )
    }

    @Test func withoutPoliciesTheMetadataHasNoLookUp() throws {
        let result = try generate([("P.graphql", "query P { viewer { id } }")])
        let metadata = try #require(result.file("Schema/SchemaMetadata.graphql.swift"))
        #expect(!metadata.contains("fieldPolicy"))
        #expect(!metadata.contains("keyFields"))
    }

    @Test func policiesNamingMissingFieldsAreDroppedWithAWarning() throws {
        let result = try run(
            "query P { viewer { id } }",
            extension: """
                extend type User @typePolicy(keyFields: "uuid")
                extend type Query @fieldPolicy(forField: "post", keyArgs: "slug")
                """)
        #expect(result.diagnostics.map(\.message).contains { $0.contains("\"uuid\"") })
        #expect(result.diagnostics.map(\.message).contains { $0.contains("\"slug\"") })
        #expect(result.file("Schema/SchemaMetadata.graphql.swift")?.contains("fieldPolicy") == false)
    }

    @Test func localCacheMutationIsMutableAndNeverSent() throws {
        let result = try run(
            """
            query FixPost($id: ID!) @apollo_client_ios_localCacheMutation { post(id: $id) { id title author { name } } }
            query ShowPost($id: ID!) { post(id: $id) { id title } }
            """)
        let local = try #require(result.file("Operations/Queries/FixPostQuery.graphql.swift"))
        #expect(local.contains("public struct FixPostQuery: LocalCacheMutation"))
        #expect(!local.contains("operationDocument"))
        #expect(local.contains("public var __typename: String, id: String, title: String, author: Author?"))
        #expect(local.contains("public var __typename: String, name: String?"))
        #expect(!local.contains("public let "))
        let sent = try #require(result.file("Operations/Queries/ShowPostQuery.graphql.swift"))
        #expect(sent.contains("public let __typename: String, id: String, title: String"))
        #expect(result.manifest.operations.map(\.name) == ["ShowPost"])
    }

    @Test func localCacheMutationFragmentIsMutable() throws {
        let result = try run(
            """
            fragment EditablePost on Post @apollo_client_ios_localCacheMutation { title status }
            query P { post(id: 1) { ...EditablePost } }
            """)
        let fragment = try #require(result.file("Operations/Fragments/EditablePost.graphql.swift"))
        #expect(fragment.contains("public var __typename: String, title: String, status: BlogAPI.Status"))
        // The operation spreading it sends the fragment without the client directive.
        #expect(result.manifest.operations.first?.body.contains("fragment EditablePost on Post {") == true)
    }

    @Test func importDirectiveImportsTheModuleAndIsNotSent() throws {
        let result = try run(#"query P @import(module: "SharedFragments") @import(module: "Other") { viewer { id } }"#)
        let file = try #require(result.file("Operations/Queries/PQuery.graphql.swift"))
        #expect(file.contains("public import CourierAPI\npublic import SharedFragments\npublic import Other\n\n"))
        #expect(result.manifest.operations.first?.body == "query P { viewer { __typename id } }")
    }

    @Test func directivesValidateAgainstAnIntrospectedSchemaToo() throws {
        // A schema without the definitions (as read from introspection) still accepts operations using them.
        let result = try generate([("P.graphql", "query P @apollo_client_ios_localCacheMutation { viewer { id } }")])
        #expect(result.file("Operations/Queries/PQuery.graphql.swift")?.contains("LocalCacheMutation") == true)
    }
}
