import Foundation
import GraphQLCodegen
import Testing

/// GraphQL names that are Swift keywords or collide with generated members still produce valid
/// Swift. Set `COURIER_CODEGEN_DUMP=/some/dir` to write the output for a compile check.
@Suite struct SwiftNamingTests {
    static let sdl = """
        enum Kind { default PUBLIC self_ Type }
        input Filter { in: [String!], protocol: String, where: Kind }
        type Thing { id: ID!, type: Kind, protocol: String, Type: String, fragments: Int, self: String, data: Thing, \
        things: [Thing!] }
        type Query { default(filter: Filter): Thing, things: [Thing], string: Thing }
        """
    static let document = """
        query Weird($in: [String!], $where: Kind, $if: Boolean!) {
          __typename
          default(filter: {in: $in, where: $where}) {
            type protocol Type fragments self
            data { id ...ThingFields }
            asThing: id
            things @include(if: $if) { id }
          }
          string { id }
        }
        fragment ThingFields on Thing { id things { id } }
        """

    @Test func keywordsAndReservedNamesAreEscaped() throws {
        let result = try generate(
            [(name: "Weird.graphql", text: Self.document)], sdl: Self.sdl,
            options: CodegenOptions { $0.schemaNamespace = "WeirdAPI" })
        if let dump = ProcessInfo.processInfo.environment["COURIER_CODEGEN_DUMP"] {
            try StarWarsFixture.write(
                Dictionary(uniqueKeysWithValues: result.files.map { ($0.relativePath, $0.contents) }),
                to: URL(fileURLWithPath: dump))
        }
        let query = try #require(result.file("Operations/Queries/WeirdQuery.graphql.swift"))
        #expect(query.contains("public var `in`: GraphQLNullable<[String]>"))
        #expect(query.contains("public var `if`: Bool"))
        #expect(query.contains("`default`: Default?"))
        #expect(query.contains("fragments_: Int?"))
        #expect(query.contains("self_: String?"))
        #expect(query.contains("public struct Data_: SelectionSet"))
        #expect(query.contains("string: String_?"))
        let kind = try #require(result.file("Schema/Enums/Kind.graphql.swift"))
        #expect(kind.contains("case `default`"))
        #expect(kind.contains("case `public`"))
        #expect(kind.contains("case type"))
    }
}
