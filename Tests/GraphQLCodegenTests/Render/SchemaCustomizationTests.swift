import GraphQLCodegen
import Testing

/// `schemaCustomization` renames schema types, enum cases and input fields in Swift only.
@Suite struct SchemaCustomizationTests {
    let operations = (
        name: "Ops.graphql",
        text: """
        query PostPage($id: ID!) { post(id: $id) { id status } }
        mutation CreatePost($input: PostInput!) { createPost(input: $input) { id } }
        """
    )

    private func run() throws -> CodegenResult {
        try generate(
            [operations],
            options: CodegenOptions {
                $0.schemaNamespace = "BlogAPI"
                $0.schemaCustomization = SchemaCustomization {
                    $0.typeNames = ["Status": "PostStatus", "PostInput": "NewPost", "Post": "Article"]
                    $0.enumCases = ["Status": ["DRAFT": "unpublished"]]
                    $0.inputFields = ["PostInput": ["title": "headline"]]
                }
            })
    }

    @Test func enumIsRenamedWithItsCase() throws {
        let result = try run()
        let status = try #require(result.file("Schema/Enums/PostStatus.graphql.swift"))
        #expect(status.contains("public enum PostStatus: GraphQLEnum"))
        #expect(status.contains("case unpublished"))
        #expect(status.contains(#"case .unpublished: "DRAFT""#))
        #expect(
            result.file("Operations/Queries/PostPageQuery.graphql.swift")?.contains("status: BlogAPI.PostStatus")
                == true)
    }

    @Test func inputObjectIsRenamedWithItsField() throws {
        let input = try #require(try run().file("Schema/InputObjects/NewPost.graphql.swift"))
        #expect(input.contains("public struct NewPost: InputObject"))
        #expect(input.contains("public var headline: String"))
        #expect(input.contains(#""title": headline.__jsonValue"#))
    }

    @Test func objectMetadataIsRenamed() throws {
        let result = try run()
        let metadata = try #require(result.file("Schema/SchemaMetadata.graphql.swift"))
        #expect(metadata.contains(#"static let Article = SchemaType.object("Post""#))
        #expect(metadata.contains(#"case "Post": Objects.Article"#))
    }
}
