import GraphQLCodegen
import GraphQLLanguage
import Testing

/// A generated file depends only on its own operation or fragment (and the fragments it spreads
/// or shares a `.graphql` file with): adding or deleting another `.graphql` file changes no other
/// generated file. Aliasing a struct to an identical one in another operation breaks this.
@Suite struct StableNamesTests {
    static func generate(_ sources: [Source]) throws -> [String: String] {
        let result = try CodegenPipeline(options: StarWarsFixture.options).run(
            schema: StarWarsFixture.schema(), documents: sources)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.relativePath, $0.contents) })
    }

    /// Deletes each Star Wars file in turn (those that define fragments other files spread cannot
    /// go alone, so they are skipped).
    @Test func deletingAFileChangesNoOtherFile() throws {
        let sources = try StarWarsFixture.operations()
        let all = try Self.generate(sources)
        var deleted = 0
        for source in sources {
            guard let without = try? Self.generate(sources.filter { $0.name != source.name }) else { continue }
            deleted += 1
            for (path, contents) in without {
                #expect(all[path] == contents, "deleting \(source.name) changed \(path)")
            }
        }
        #expect(deleted >= 10, "only \(deleted) files could be deleted alone")
    }

    /// A new file selecting exactly what existing operations select (so identical structs), and a
    /// fragment with the same shape as their fields: nothing else changes.
    @Test func addingAFileChangesNoOtherFile() throws {
        let sources = try StarWarsFixture.operations()
        let before = try Self.generate(sources)
        let added = Source(
            """
            query Extra { hero { name } }
            fragment ExtraName on Character { name }
            query ExtraFriends { hero { ...ExtraName friends { name } } }
            """, name: "operations/Extra.graphql")
        let after = try Self.generate(sources + [added])
        for (path, contents) in before {
            #expect(after[path] == contents, "adding Extra.graphql changed \(path)")
        }
        // Inside its own file the new operation may reuse the new fragment's struct.
        #expect(after["Operations/Queries/ExtraQuery.graphql.swift"]?.contains("typealias Hero = ExtraName") == true)
    }
}
