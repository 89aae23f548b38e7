import CourierAPI
import CourierGraphQL
import CourierTesting
import Foundation
import StarWarsFixtureAPI
import Testing

/// Keeps the migration guide (`CourierGraphQL.docc/MigratingFromApollo.md`) true: its ```swift blocks
/// are the bodies of the functions in `MigratingFromApolloSnippets.swift` (so they compile here, in a
/// main-actor-default target), and the worked migration runs against a mock server.
@Suite struct DocSnippetTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The guide whose snippets are compiled here, relative to the repository.
    static let guidePath = "Sources/CourierGraphQL/CourierGraphQL.docc/MigratingFromApollo.md"
    /// The script that copies the guide's snippets into the compiled file.
    static let updater = "scripts/update-doc-snippets"

    /// The ```swift blocks of a Markdown file, in order.
    static func guideBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The function bodies of the generated snippet file, de-indented, in order.
    static func compiledBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("func migratingFromApolloSnippet") {
                current = []
            } else if current != nil, line == "}" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line.hasPrefix("    ") ? line.dropFirst(4) : line)
            }
        }
        return blocks
    }

    @Test func theGuideSnippetsAreTheCompiledOnes() throws {
        let guide = try String(contentsOf: Self.repository.appendingPathComponent(Self.guidePath), encoding: .utf8)
        let compiled = try String(
            contentsOf: Self.repository.appendingPathComponent(
                "Tests/MainActorDefaultTests/DocSnippets/MigratingFromApolloSnippets.swift"), encoding: .utf8)
        let expected = Self.guideBlocks(guide)
        let actual = Self.compiledBlocks(compiled)
        #expect(expected.count >= 5)
        #expect(
            actual.count == expected.count,
            """
            the guide has \(expected.count) snippets, the compiled file \(actual.count): \
            run scripts/update-doc-snippets
            """)
        for (index, (inGuide, inFile)) in zip(expected, actual).enumerated() where inGuide != inFile {
            Issue.record("snippet \(index + 1) of \(Self.guidePath) is not its compiled copy: run \(Self.updater)")
        }
    }

    @Test func theWorkedMigrationRuns() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self) { _ in
            HeroNameQuery.Data(hero: .init(__typename: "Human", name: "Luke Skywalker"))
        }
        mock.expect(CreateReviewForEpisodeMutation.self) { _ in
            CreateReviewForEpisodeMutation.Data(
                createReview: .init(__typename: "Review", stars: 5, commentary: "Great"))
        }
        let client = GraphQLClient(endpoint: endpoint, transport: mock)
        try await migratingFromApolloSnippet1(client: client)
        try await migratingFromApolloSnippet2(client: client)
        try await migratingFromApolloSnippet3(client: client)
        try await migratingFromApolloSnippet4(client: client)
        try await migratingFromApolloSnippet5(client: client)
        // The local edit of step 4 reached the store.
        let edited = try await client.store.read(query: HeroNameQuery(episode: .some(.empire)))
        #expect(edited.hero?.name == "Luke (edited)")
        mock.verify()
    }
}
