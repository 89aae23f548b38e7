import GraphQLCodegen
import Testing

/// What each option changes in the output.
@Suite struct OptionsTests {
    let post = (
        name: "Post.graphql",
        text: """
        query PostPage($id: ID!) { post(id: $id) { id title status publishedAt } }
        mutation CreatePost($input: PostInput!, $file: Upload) { createPost(input: $input, file: $file) { id } }
        """
    )

    @Test func unmappedCustomScalarsBecomeStringAliases() throws {
        let result = try generate([post])
        let scalar = try #require(result.file("Schema/CustomScalars/DateTime.graphql.swift"))
        #expect(scalar.contains("public typealias DateTime = String"))
        #expect(result.file("Schema/CustomScalars/Upload.graphql.swift")?.contains("typealias Upload = String") == true)
        #expect(
            result.file("Operations/Queries/PostPageQuery.graphql.swift")?.contains("publishedAt: BlogAPI.DateTime?")
                == true)
    }

    @Test func mappedCustomScalarsUseTheGivenType() throws {
        let result = try generate(
            [post],
            options: CodegenOptions {
                $0.schemaNamespace = "BlogAPI"
                $0.customScalars = ["DateTime": "Timestamp"]
            })
        #expect(
            result.file("Schema/CustomScalars/DateTime.graphql.swift")?.contains(
                "public typealias DateTime = Timestamp") == true)
    }

    @Test func internalAccessDropsPublic() throws {
        let result = try generate(
            [post],
            options: CodegenOptions {
                $0.schemaNamespace = "BlogAPI"
                $0.accessLevel = .internal
            })
        for file in result.files {
            #expect(!file.contents.contains("public "), "\(file.relativePath)")
            let isScalarAlias = file.relativePath.hasPrefix("Schema/CustomScalars/")
            #expect(file.contents.contains("\nimport CourierAPI\n") != isScalarAlias, "\(file.relativePath)")
        }
        let query = try #require(result.file("Operations/Queries/PostPageQuery.graphql.swift"))
        #expect(query.contains("struct PostPageQuery: GraphQLQuery"))
        #expect(query.contains("init(id: String) { self.id = id }"))
    }

    @Test func enumsKeepOrDropDeprecatedCasesAndAvoidTheUnknownCase() throws {
        let kept = try #require(try generate([post]).file("Schema/Enums/Status.graphql.swift"))
        #expect(kept.contains("case archived"))
        #expect(kept.contains("/// Deprecated: Use DRAFT"))
        #expect(kept.contains("case unknown_"))
        #expect(kept.contains("case .unknown_: \"unknown\""))
        #expect(kept.contains("case unknown(String)"))
        let dropped = try #require(
            try generate(
                [post],
                options: CodegenOptions {
                    $0.schemaNamespace = "BlogAPI"
                    $0.includeDeprecatedEnumCases = false
                }
            ).file("Schema/Enums/Status.graphql.swift"))
        #expect(!dropped.contains("case archived"))
    }

    @Test func inputObjectsDefaultNullableAndDefaultedFields() throws {
        let input = try #require(try generate([post]).file("Schema/InputObjects/PostInput.graphql.swift"))
        #expect(
            input.contains(
                "public init(title: String, publishAt: "
                    + "GraphQLNullable<BlogAPI.DateTime> = nil, tags: GraphQLNullable<[String]> = nil)"))
    }

    @Test func operationsCanLiveNextToTheirSources() throws {
        let result = try generate(
            [(name: "Features/Posts/Post.graphql", text: post.text)],
            options: CodegenOptions {
                $0.schemaNamespace = "BlogAPI"
                $0.operationLayout = .relativeToSource
                $0.schemaTypesPath = "Generated/Schema"
            })
        let paths = result.files.map(\.relativePath)
        #expect(paths.contains("Features/Posts/PostPageQuery.graphql.swift"))
        #expect(paths.contains("Features/Posts/CreatePostMutation.graphql.swift"))
        #expect(paths.contains("Generated/Schema/SchemaMetadata.graphql.swift"))
    }

    @Test func persistedQueriesOnlyOmitTheDocument() throws {
        let result = try generate(
            [post],
            options: CodegenOptions {
                $0.schemaNamespace = "BlogAPI"
                $0.documentFormat = .operationIdentifier
            })
        let query = try #require(result.file("Operations/Queries/PostPageQuery.graphql.swift"))
        #expect(query.contains("public static let operationDocument: String? = nil"))
        #expect(query.contains("public static let operationName = \"PostPage\""))
        #expect(result.manifest.operations.count == 2)
    }

    @Test func withTheDocumentTheNameIsReadFromItRatherThanRepeated() throws {
        let query = try #require(try generate([post]).file("Operations/Queries/PostPageQuery.graphql.swift"))
        #expect(!query.contains("operationName"))
        #expect(query.contains("public static let operationDocument: String? = \"query PostPage("))
    }

    @Test func keyFieldsReachObjectsThroughTheirInterfaces() throws {
        let metadata = try #require(
            try generate(
                [post],
                options: CodegenOptions {
                    $0.schemaNamespace = "BlogAPI"
                    $0.keyFields = ["Node": ["id"]]
                }
            ).file("Schema/SchemaMetadata.graphql.swift"))
        #expect(
            metadata.contains(
                #"public static let Post = SchemaType.object("Post", interfaces: ["Node"], keyFields: ["id"])"#))
        #expect(
            metadata.contains(
                #"public static let Node = SchemaType.interface("Node", "#
                    + #"possibleTypes: ["Post", "User"], keyFields: ["id"])"#))
    }
}
