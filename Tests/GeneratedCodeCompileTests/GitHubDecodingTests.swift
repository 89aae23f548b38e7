import CourierAPI
import Testing

/// The generated GitHub code compiles (that is most of the point of this target) and decodes.
@Suite struct GitHubDecodingTests {
    @Test func searchResultsDecodeThroughUnionTypeCases() throws {
        let json = try JSONParser.parse(
            """
            {"search": {"__typename": "SearchResultItemConnection", "issueCount": 2, "nodes": [
              {"__typename": "Repository", "id": "R_1", "nameWithOwner": "apple/swift", "isPrivate": false},
              {"__typename": "App", "id": "A_1"}
            ]},
            "viewer": {"__typename": "User", "login": "octocat", "url": "https://github.com/octocat", "gists": \
            {"__typename": "GistConnection", "totalCount": 8}},
            "rateLimit": {"__typename": "RateLimit", "cost": 1, "remaining": 4999, "resetAt": "2026-11-29T16:00:00Z"}}
            """)
        let data = try SearchEverythingQuery.Data(jsonValue: json)
        let nodes = try #require(data.search.nodes)
        #expect(nodes[0]?.asRepository?.nameWithOwner == "apple/swift")
        #expect(nodes[0]?.asNode?.id == "R_1")
        #expect(nodes[1]?.asRepository == nil)
        #expect(data.viewer.fragments.actorLogin.login == "octocat")
        #expect(data.rateLimit?.resetAt == "2026-11-29T16:00:00Z")
        #expect(GitHubAPI.GistPrivacy(rawValue: "PUBLIC") == .public)
        #expect(
            SearchEverythingQuery(query: "swift", type: .repository).__variables == [
                "query": "swift", "type": "REPOSITORY",
            ])
    }
}
