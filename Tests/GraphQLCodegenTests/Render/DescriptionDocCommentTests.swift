import GraphQLCodegen
import Testing

/// Descriptions on operations, fragments and variables become `///` doc comments.
@Suite struct DescriptionDocCommentTests {
    let described = (
        name: "Post.graphql",
        text: #"""
        """
        Fetch a post
          for its page.
        """
        query PostPage("The post's id." $id: ID!, $draft: Boolean!) { post(id: $id) @include(if: $draft) { \#
        ...PostTitle } }

        "The title of a post."
        fragment PostTitle on Post { title }
        """#
    )

    @Test func operationDescriptionDocumentsTheStruct() throws {
        let query = try #require(try generate([described]).file("Operations/Queries/PostPageQuery.graphql.swift"))
        #expect(
            query.contains(
                "/// Fetch a post\n///   for its page.\nnonisolated public struct PostPageQuery: GraphQLQuery {"))
    }

    @Test func variableDescriptionDocumentsItsProperty() throws {
        let query = try #require(try generate([described]).file("Operations/Queries/PostPageQuery.graphql.swift"))
        #expect(query.contains("\t/// The post's id.\n\tpublic var id: String\n\tpublic var draft: "))
    }

    @Test func fragmentDescriptionDocumentsTheStruct() throws {
        let fragment = try #require(try generate([described]).file("Operations/Fragments/PostTitle.graphql.swift"))
        #expect(fragment.contains("/// The title of a post.\nnonisolated public struct PostTitle: GraphQLFragment {"))
    }

    @Test func descriptionsStayOutOfTheSentDocument() throws {
        let query = try #require(try generate([described]).file("Operations/Queries/PostPageQuery.graphql.swift"))
        let documentLine = try #require(query.split(separator: "\n").first { $0.contains("operationDocument") })
        #expect(!documentLine.contains("Fetch"))
        #expect(!documentLine.contains("The post's id."))
        #expect(documentLine.contains("query PostPage($id: ID!, $draft: Boolean!)"))
    }

    @Test func withoutDescriptionsNoDocCommentAppears() throws {
        let plain = (name: "Plain.graphql", text: "query Plain { viewer { id } }")
        let query = try #require(try generate([plain]).file("Operations/Queries/PlainQuery.graphql.swift"))
        #expect(!query.contains("///"))
    }
}
