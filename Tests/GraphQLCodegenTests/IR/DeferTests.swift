import GraphQLCodegen
import Testing

/// `@defer` makes a fragment's fields a `Deferred<…>` state instead of merging them, so the
/// initial payload decodes even when they are non-null.
@Suite struct DeferTests {
    static let sdl = """
        interface Node { id: ID! }
        type User implements Node { id: ID!, name: String!, bio: String, friends: [User!]! }
        type Post implements Node { id: ID! }
        type Query { viewer: User, node(id: ID!): Node }
        """

    func query(_ text: String) throws -> String {
        let result = try generate([(name: "Q.graphql", text: text)], sdl: Self.sdl)
        return try #require(result.file("Operations/Queries/QQuery.graphql.swift"))
    }

    @Test func deferredFieldsAreHeldAsAState() throws {
        let text = try query(#"query Q { viewer { id ... @defer(label: "profile") { name bio } } }"#)
        #expect(text.contains("public static let __hasDeferredFragments = true"))
        #expect(text.contains("deferredProfile: Deferred<DeferredProfile>"))
        #expect(text.contains("deferredProfile: r.__deferred()"))
        #expect(text.contains(".fragment(DeferredProfile.self)"))
        #expect(text.contains("public struct DeferredProfile: DeferredFragment"))
        // `name` is not a field of the viewer's struct, where the initial payload would lack it.
        #expect(!text.contains("let __typename: String, id: String, name: String"))
        #expect(text.contains("public let name: String, bio: String?"))
    }

    @Test func deferIfFalseMergesTheFields() throws {
        let text = try query("query Q { viewer { id ... @defer(if: false) { name } } }")
        #expect(!text.contains("Deferred"))
        #expect(text.contains("public let __typename: String, id: String, name: String"))
    }

    @Test func deferredSpreadsAndTypeConditionsAndNesting() throws {
        let text = try query(
            """
            query Q { node(id: "1") { id ... on User @defer { name friends { id ... @defer(label: "inner") { bio } } } \
            } }
            """)
        #expect(text.contains("public struct AsUser: TypeCase"))
        #expect(text.contains("deferredFields: Deferred<DeferredFields>"))
        #expect(text.contains("deferredInner: Deferred<DeferredInner>"))
        let spread = try generate(
            [
                (
                    name: "Q.graphql",
                    text: """
                    query Q { viewer { id ...Profile @defer(label: "p") } }
                    fragment Profile on User { name }
                    """
                )
            ], sdl: Self.sdl
        ).file("Operations/Queries/QQuery.graphql.swift")
        #expect(spread?.contains("deferredP: Deferred<DeferredP>") == true)
        #expect(spread?.contains(".fragment(Profile.self)") == true)
    }

    @Test func anOperationWithoutDeferSaysNothing() throws {
        #expect(!(try query("query Q { viewer { id } }")).contains("__hasDeferredFragments"))
    }
}
