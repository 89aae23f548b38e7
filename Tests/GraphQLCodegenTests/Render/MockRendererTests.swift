import GraphQLCodegen
import Testing

/// Test mocks: off by default, one mock type per object type when on.
@Suite struct MockRendererTests {
    let query = (name: "P.graphql", text: "query P { viewer { id } }")

    @Test func noMocksByDefault() throws {
        #expect(try generate([query]).files.allSatisfy { !$0.relativePath.hasPrefix("Mocks/") && !$0.contents.contains("MockObject") })
    }

    @Test func everyObjectTypeGetsAMockWithOptionalFields() throws {
        let result = try generate([query], options: CodegenOptions {
            $0.schemaNamespace = "BlogAPI"
            $0.testMocksPath = "Mocks"
            $0.testMocksSchemaModule = "BlogAPI"
        })
        let post = try #require(result.file("Mocks/Post.graphql.swift"))
        #expect(post.contains("public import CourierTestMocks\npublic import BlogAPI\n"))
        #expect(post.contains("nonisolated public enum Post: MockObject"))
        #expect(post.contains(#"public let status = MockField<BlogAPI.Status>("status")"#))
        #expect(post.contains(#"public let author = MockField<Mock<User>>("author")"#))
        #expect(post.contains("nonisolated public init(id: String? = nil, title: String? = nil, status: BlogAPI.Status? = nil"))
        let user = try #require(result.file("Mocks/User.graphql.swift"))
        #expect(user.contains(#"public let posts = MockField<[Mock<Post>]>("posts")"#))
        #expect(result.file("Mocks/Query.graphql.swift")?.contains(#"public let node = MockField<Node>("node")"#) == true)
        #expect(result.file("Mocks/MockAbstractTypes.graphql.swift")?.contains("public typealias Node = any AnyMock") == true)
        // The enum a mock names is generated even though no operation uses it.
        #expect(result.file("Schema/Enums/Status.graphql.swift") != nil)
    }

    @Test func fileNamesDifferingOnlyInCaseAreKeptApart() throws {
        let result = try generate([(name: "Q.graphql", text: "query Q { a { id } }")], sdl: "type record { id: ID! }\ntype Record { id: ID! }\ntype Query { a: record, b: Record }", options: CodegenOptions {
            $0.schemaNamespace = "API"
            $0.testMocksPath = "Mocks"
        })
        #expect(result.file("Mocks/record.graphql.swift")?.contains("public enum record: MockObject") == true)
        #expect(result.file("Mocks/RecordMock.graphql.swift")?.contains("public enum Record: MockObject") == true)
    }
}
