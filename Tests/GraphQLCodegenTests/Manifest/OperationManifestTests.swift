import CourierAPI
import Foundation
import GraphQLCodegen
import Testing

/// The persisted-query manifest and the identifiers in it.
@Suite struct OperationManifestTests {
    @Test func manifestIsApolloFormatWithSHA256Identifiers() throws {
        let result = try CodegenPipeline(options: StarWarsFixture.options)
            .run(schema: StarWarsFixture.schema(), documents: StarWarsFixture.operations())
        let json = try JSONParser.parse(result.manifest.jsonText())
        #expect(json["format"] == "apollo-persisted-query-manifest")
        #expect(json["version"] == 1)
        let operations = try #require(json["operations"]?.arrayValue)
        #expect(operations.count == 39)
        for operation in operations {
            let body = try #require(operation["body"]?.stringValue)
            #expect(operation["id"]?.stringValue == SHA256.hexDigest(Array(body.utf8)))
            #expect(["query", "mutation", "subscription"].contains(operation["type"]?.stringValue))
        }
        let heroName = try #require(operations.first { $0["name"] == "HeroName" })
        #expect(heroName["body"] == "query HeroName($episode: Episode) { hero(episode: $episode) { __typename name } }")
        #expect(heroName["type"] == "query")
    }

    @Test func identifiersAgreeWithTheRuntimeForUnusualText() throws {
        let result = try generate([
            (name: "Q.graphql", text: #"query Q { post(id: "ü \"quoted\" \n line") { title } }"#)
        ])
        let entry = try #require(result.manifest.operations.first)
        #expect(entry.id == SHA256.hexDigest(Array(entry.body.utf8)))
        #expect(try JSONParser.parse(result.manifest.jsonText())["operations"]?[0]?["body"]?.stringValue == entry.body)
    }
}
