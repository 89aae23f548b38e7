import Foundation
import GraphQLCodegen
import Testing

/// Type cases hold what their type condition adds; fields the parent selects the same way are
/// read on the parent.
@Suite struct TypeCaseFieldsTests {
    func typeCase(_ query: String) throws -> String {
        let result = try generate([(name: "Q.graphql", text: query)])
        let file = try #require(result.files.first { $0.relativePath.hasPrefix("Operations/Queries/") }?.contents)
        let start = try #require(file.range(of: "struct AsPost: TypeCase {"))
        return String(file[start.lowerBound...])
    }

    @Test func sharedFieldsStayOnTheParent() throws {
        let text = try typeCase("query Q { node(id: \"1\") { id ... on Post { id title } } }")
        #expect(text.contains("__selections: [Selection] = [.field(\"title\", String.self)]"))
        #expect(text.contains("public init(title: String) { self.title = title }"))
        #expect(!text.contains("let id"))
    }

    @Test func fieldsWithOtherConditionsAreKept() throws {
        // Different conditions: the parent's `id` may be absent, the type case's may not.
        let conditional = try typeCase(
            "query Q($x: Boolean!) { node(id: \"1\") { id @include(if: $x) ... on Post { id } } }")
        #expect(conditional.contains("public let id: String"))
    }
}
