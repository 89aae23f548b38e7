import Foundation
import GraphQLCodegen
import Testing

@Suite struct GlobTests {
    @Test(arguments: [
        ("*.graphql", "Hero.graphql", true),
        ("*.graphql", "Queries/Hero.graphql", false),
        ("*.graphql", "Hero.graphql.swift", false),
        ("**/*.graphql", "Hero.graphql", true),
        ("**/*.graphql", "a/b/c/Hero.graphql", true),
        ("Sources/**/*.graphql", "Sources/Hero.graphql", true),
        ("Sources/**/*.graphql", "Tests/Hero.graphql", false),
        ("Sources/**/Queries/*.graphql", "Sources/App/Queries/Hero.graphql", true),
        ("Sources/**/Queries/*.graphql", "Sources/App/Mutations/Hero.graphql", false),
        ("Hero?.graphql", "Hero1.graphql", true),
        ("Hero?.graphql", "Hero.graphql", false),
        ("{Sources,Tests}/*.graphql", "Tests/A.graphql", true),
        ("{Sources,Tests}/*.graphql", "Docs/A.graphql", false),
        ("schema.{graphqls,json}", "schema.json", true),
        ("a{b,c{d,e}}f", "acef", true),
        ("a{b,c{d,e}}f", "acf", false),
        ("./ops/*.graphql", "ops/A.graphql", true),
        ("*a*b*", "xxaybzz", true),
        ("*a*b*", "xxbyazz", false),
        ("**", "any/depth/file", true),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    @Test func braceExpansionKeepsUnbalancedBracesLiteral() {
        #expect(Glob("{a").matches("{a"))
        #expect(Glob("a}").matches("a}"))
    }

    @Test func searchIsSortedDeduplicatedAndHonoursExclusions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glob-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "b/Two.graphql", "a/One.graphql", "a/deep/Three.graphql", "a/Legacy/Old.graphql", ".hidden/H.graphql",
            "a/notes.txt", "Top.graphql",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("query Q { a }".utf8).write(to: url)
        }
        let search = GlobSearch(root: root)
        #expect(
            search.files(matching: ["**/*.graphql", "a/*.graphql"]) == [
                "Top.graphql", "a/Legacy/Old.graphql", "a/One.graphql", "a/deep/Three.graphql", "b/Two.graphql",
            ])
        #expect(
            search.files(matching: ["a/**/*.graphql", "!a/Legacy/**"]) == ["a/One.graphql", "a/deep/Three.graphql"])
        #expect(search.files(matching: ["missing/**/*.graphql"]).isEmpty)
        #expect(search.files(matching: ["Top.graphql"]) == ["Top.graphql"])
    }
}
