import GraphQLCodegen
import Testing

/// Test mocks: off by default, one mock type per object type when on.
@Suite struct MockRendererTests {
    let query = (name: "P.graphql", text: "query P { viewer { id } }")

    @Test func noMocksByDefault() throws {
        #expect(
            try generate([query]).files.allSatisfy {
                !$0.relativePath.hasPrefix("Mocks/") && !$0.contents.contains("MockObject")
            })
    }

    @Test func everyObjectTypeGetsAMockWithOptionalFields() throws {
        let result = try generate(
            [query],
            options: CodegenOptions {
                $0.schemaNamespace = "BlogAPI"
                $0.testMocksPath = "Mocks"
                $0.testMocksSchemaModule = "BlogAPI"
            })
        let post = try #require(result.file("Mocks/Post.graphql.swift"))
        #expect(post.contains("public import CourierTestMocks\npublic import BlogAPI\n"))
        #expect(post.contains("nonisolated public enum Post: MockObject"))
        #expect(post.contains(#"public let status = MockField<BlogAPI.Status>("status")"#))
        #expect(post.contains(#"public let author = MockField<Mock<User>>("author")"#))
        #expect(
            post.contains(
                "nonisolated public init(id: String? = nil, title: String? = nil, status: BlogAPI.Status? = nil"))
        let user = try #require(result.file("Mocks/User.graphql.swift"))
        #expect(user.contains(#"public let posts = MockField<[Mock<Post>]>("posts")"#))
        let query = try #require(result.file("Mocks/Query.graphql.swift"))
        #expect(query.contains(#"public let node = MockField<any Node.MockValue>("node")"#))
        #expect(query.contains("node: (any Node.MockValue)? = nil"))
        #expect(result.file("Mocks/MockAbstractTypes.graphql.swift") == nil)
        // The enum a mock names is generated even though no operation uses it.
        #expect(result.file("Schema/Enums/Status.graphql.swift") != nil)
    }

    @Test func fileNamesDifferingOnlyInCaseAreKeptApart() throws {
        let result = try generate(
            [(name: "Q.graphql", text: "query Q { a { id } }")],
            sdl: "type record { id: ID! }\ntype Record { id: ID! }\ntype Query { a: record, b: Record }",
            options: CodegenOptions {
                $0.schemaNamespace = "API"
                $0.testMocksPath = "Mocks"
            })
        #expect(result.file("Mocks/record.graphql.swift")?.contains("public enum record: MockObject") == true)
        #expect(result.file("Mocks/RecordMock.graphql.swift")?.contains("public enum Record: MockObject") == true)
    }

    @Test func interfacesAndUnionsGetMockTypesThatTheirMembersAdopt() throws {
        let sdl = """
            interface Node { id: ID! }
            interface Character implements Node { id: ID!, name: String }
            type Droid implements Node & Character { id: ID!, name: String, friends: [Character] }
            type Starship { id: ID! }
            union SearchResult = Droid | Starship
            type Query { hero: Character, search: [SearchResult!]! }
            """
        let options = CodegenOptions {
            $0.schemaNamespace = "API"
            $0.testMocksPath = "Mocks"
        }
        let result = try generate([(name: "Q.graphql", text: "query Q { hero { id } }")], sdl: sdl, options: options)
        let character = try #require(result.file("Mocks/Character.graphql.swift"))
        #expect(character.contains("nonisolated public enum Character: MockObject, Node.MockType {"))
        #expect(character.contains(#"public let name = MockField<String>("name")"#))
        #expect(character.contains("public protocol MockType: MockObject {}"))
        #expect(character.contains("public protocol MockValue: AnyMock {}"))
        #expect(character.contains("extension Character: nonisolated Character.MockType {}"))
        #expect(
            character.contains(
                "extension Mock: nonisolated Character.MockValue where Object: Character.MockType {}"
            ))
        #expect(character.contains("nonisolated public init(id: String? = nil, name: String? = nil)"))
        let droid = try #require(result.file("Mocks/Droid.graphql.swift"))
        #expect(
            droid.contains(
                "nonisolated public enum Droid: MockObject, Node.MockType, Character.MockType, SearchResult.MockType {"
            ))
        #expect(droid.contains(#"public let friends = MockField<[(any Character.MockValue)?]>("friends")"#))
        let union = try #require(result.file("Mocks/SearchResult.graphql.swift"))
        #expect(union.contains("public struct MockFields: Sendable {\n\t}"))
        #expect(!union.contains("extension Mock where Object == SearchResult"))
        let starship = try #require(result.file("Mocks/Starship.graphql.swift"))
        #expect(starship.contains("enum Starship: MockObject, SearchResult.MockType {"))
        #expect(result.file("Mocks/Query.graphql.swift")?.contains("MockField<[any SearchResult.MockValue]>") == true)
    }
}
