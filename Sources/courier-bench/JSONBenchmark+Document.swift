/// A deterministic GraphQL-response-shaped document for the JSON benchmark: a search
/// connection of repositories with owners, languages, topics and issues.
enum JSONBenchmarkDocument {
    /// A small linear congruential generator, so the document is the same on every run.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let words = [
        "swift", "graphql", "network", "cache", "fast", "typed", "query", "client",
        "server", "mobile", "ios", "linux", "json", "parser", "schema", "résumé",
    ]
    private static let languages = [
        ("Swift", "#F05138"), ("Rust", "#dea584"), ("Go", "#00ADD8"), ("Kotlin", "#A97BFF"),
    ]

    /// The document's UTF-8 bytes, at least `minimumBytes` long.
    static func make(minimumBytes: Int) -> [UInt8] {
        var generator = Generator(state: 42)
        var edges: [String] = []
        var size = 0
        var index = 0
        while size < minimumBytes {
            let edge = makeEdge(index: index, generator: &generator)
            size += edge.utf8.count + 1
            edges.append(edge)
            index += 1
        }
        let text =
            #"{"data":{"search":{"__typename":"SearchResultItemConnection","repositoryCount":"#
            + "\(edges.count)"
            + #","pageInfo":{"__typename":"PageInfo","hasNextPage":true,"endCursor":"Y3Vyc29yOjEwMA=="},"edges":["#
            + edges.joined(separator: ",") + "]}}}"
        return Array(text.utf8)
    }

    private static func sentence(_ generator: inout Generator, words count: Int) -> String {
        (0..<count).map { _ in words[generator.next(words.count)] }.joined(separator: " ")
    }

    private static func makeEdge(index: Int, generator: inout Generator) -> String {
        let language = generator.next(5)
        let languageJSON =
            language == 4
            ? "null"
            : #"{"__typename":"Language","name":"\#(languages[language].0)","color":"\#(languages[language].1)"}"#
        let topics = (0..<generator.next(5)).map { _ in "\"\(words[generator.next(words.count)])\"" }.joined(
            separator: ",")
        let issues = (0..<generator.next(4)).map { issue in
            #"""
            {"__typename":"Issue","id":"I_kwDO\#(index)x\#(issue)","number":\#(generator.next(5000)),\#
            "title":"\#(sentence(&generator, words: 6))",\#
            "createdAt":"2024-0\#(1 + generator.next(9))-1\#(generator.next(10))T12:00:00Z",\#
            "author":{"__typename":"User","login":"user\#(generator.next(1000))"}}
            """#
        }.joined(separator: ",")
        let description =
            generator.next(4) == 0
            ? "null"
            : "\"" + sentence(&generator, words: 12) + #" \"quoted\"\n\ttabbed \u00e9 \/ end""#
        return #"""
            {"__typename":"SearchResultItemEdge","cursor":"Y3Vyc29yOj\#(index)","node":{"__typename":"Repository",\#
            "id":"MDEwOlJlcG9zaXRvcnk\#(index)","name":"repo-\#(index)",\#
            "nameWithOwner":"owner\#(index % 97)/repo-\#(index)",\#
            "description":\#(description),"url":"https://example.com/owner\#(index % 97)/repo-\#(index)",\#
            "stargazerCount":\#(generator.next(100_000)),"forkCount":\#(generator.next(5000)),\#
            "isPrivate":\#(generator.next(10) == 0),"isArchived":false,\#
            "score":\#(Double(generator.next(1_000_000)) / 1000.0),\#
            "primaryLanguage":\#(languageJSON),\#
            "owner":{"__typename":"User","login":"owner\#(index % 97)",\#
            "avatarUrl":"https://avatars.example.com/u/\#(index % 97)?v=4"},\#
            "repositoryTopics":[\#(topics)],\#
            "issues":{"__typename":"IssueConnection","totalCount":\#(generator.next(300)),"nodes":[\#(issues)]}}}
            """#
    }
}
