import Foundation
import GraphQLCodegen
import Testing

/// Nested fragments must not expand exponentially (apollo-ios #2560).
@Suite struct FragmentExpansionTests {
    /// Twenty fragments, each spreading the next twice under two fields: a naive expansion has
    /// 2^20 leaves.
    @Test func deeplyNestedFragmentsStayLinear() throws {
        let depth = 20
        var text = "query Deep { viewer { ...F0 } }\n"
        for level in 0..<depth {
            let next = level + 1 < depth ? "...F\(level + 1)" : "name"
            text +=
                "fragment F\(level) on User { name posts { author { \(next) "
                + "} } a: posts(first: 1) { author { \(next) } } }\n"
        }
        let start = Date()
        let result = try generate([(name: "Deep.graphql", text: text)])
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed < 10, "took \(elapsed) s")
        #expect(result.totalBytes < 400_000, "\(result.totalBytes) bytes")
        let query = try #require(result.file("Operations/Queries/DeepQuery.graphql.swift"))
        // The viewer selects only `...F0`, so it is an `F0`.
        #expect(query.contains("typealias Viewer = F0"))
    }

    @Test func singleUseFieldsReuseTheFragmentsType() throws {
        let result = try generate([
            (name: "Q.graphql", text: "query Q { viewer { ...Posts } }\nfragment Posts on User { posts { id title } }")
        ])
        let query = try #require(result.file("Operations/Queries/QQuery.graphql.swift"))
        // The viewer selects only `...Posts`, so it is a `Posts`, whose `posts` are `Posts.Post`.
        #expect(query.contains("typealias Viewer = Posts"))
        #expect(!query.contains("struct Post:"))
    }

    /// A field only one fragment selects is read from the fragment's view (an optional one when the
    /// spread is conditional); one also selected directly stays stored.
    @Test func fieldsOnlyAFragmentSelectsForwardToIt() throws {
        let result = try generate([
            (
                name: "Q.graphql",
                text: """
                query Q($more: Boolean!) { viewer { id ...Names ...Extra @include(if: $more) } }
                fragment Names on User { id name }
                fragment Extra on User { posts { title } }
                """
            )
        ])
        let query = try #require(result.file("Operations/Queries/QQuery.graphql.swift"))
        #expect(query.contains("public var name: String? { fragments.names.name }"))
        #expect(query.contains("public let __typename: String, id: String"))
        #expect(query.contains("public var posts: [Extra.Post]? { fragments.extra?.posts }"))
        // Not listed, decoded, initialized or encoded on its own: the fragment carries it.
        #expect(!query.contains(".field(\"name\""))
        #expect(!query.contains("name: r.field"))
        #expect(!query.contains("name: String?,"))
        #expect(!query.contains("\"name\": name"))
        #expect(!query.contains(".field(\"posts\""))
        #expect(query.contains(".fragment(Names.self)"))
    }

    /// A field's struct with the same shape as a fragment is the fragment's type.
    @Test func fieldsSelectingWhatAFragmentSelectsReuseIt() throws {
        let result = try generate([
            (
                name: "Q.graphql",
                text: """
                query Q { viewer { name } }
                fragment Names on User { name }
                """
            )
        ])
        let query = try #require(result.file("Operations/Queries/QQuery.graphql.swift"))
        #expect(query.contains("public typealias Viewer = Names"))
    }
}
