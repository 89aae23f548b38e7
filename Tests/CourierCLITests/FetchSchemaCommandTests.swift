import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite struct FetchSchemaCommandTests {
    private static func introspectionJSON() throws -> String {
        let url = try #require(
            Bundle.module.url(forResource: "starwars-schema", withExtension: "json", subdirectory: "Fixtures"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The last request is the introspection query (the first one probes which fields the server has).
    @Test func writesSDLAndSendsTheIntrospectionQueryWithHeaders() throws {
        let server = try LoopbackHTTPServer()
        let json = try Self.introspectionJSON()
        server.route(.post, "/graphql") { _ in .json(json) }
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run(
            "fetch-schema", "--endpoint", server.url("/graphql").absoluteString, "--output", "schema.graphqls",
            "--header", "Authorization: Bearer token", "--header=X-Client: courier"
        )
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let sdl = try #require(runner.read("schema.graphqls"))
        #expect(sdl.contains("interface Character {"))
        #expect(sdl.contains("enum Episode {"))
        let request = try #require(server.receivedRequests.last)
        #expect(request.method == .post)
        #expect(request.headerFields["Authorization"] == "Bearer token")
        #expect(request.headerFields["X-Client"] == "courier")
        #expect(request.headerFields["Content-Type"] == "application/json")
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect((body["query"] as? String)?.contains("__schema") == true)
        // The written SDL builds the same schema again.
        let check = try runner.run("validate", "--schema", "schema.graphqls")
        #expect(check.status == 0)
    }

    @Test func writesTheRawJSONWhenAsked() throws {
        let server = try LoopbackHTTPServer()
        let json = try Self.introspectionJSON()
        server.route(.post, "/") { _ in .json(json) }
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run(
            "fetch-schema", "--endpoint", server.url("/").absoluteString, "--output", "schema.json")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(runner.read("schema.json") == json)
    }

    @Test func failsOnAnErrorStatus() throws {
        let server = try LoopbackHTTPServer()
        server.route(.post, "/graphql") { _ in .text("nope", status: 403) }
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run(
            "fetch-schema", "--endpoint", server.url("/graphql").absoluteString, "--output", "s.graphqls")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("status 403"))
        #expect(runner.read("s.graphqls") == nil)
    }

    @Test func failsWhenTheResultIsNotASchema() throws {
        let server = try LoopbackHTTPServer()
        server.route(.post, "/graphql") { _ in .json(#"{"errors":[{"message":"introspection is disabled"}]}"#) }
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run(
            "fetch-schema", "--endpoint", server.url("/graphql").absoluteString, "--output", "s.graphqls")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("introspection is disabled"))
    }

    @Test(arguments: [
        ["fetch-schema", "--output", "s.graphqls"],
        ["fetch-schema", "--endpoint", "http://127.0.0.1:1/graphql"],
        ["fetch-schema", "--endpoint", "not a url", "--output", "s.graphqls"],
        ["fetch-schema", "--endpoint", "http://127.0.0.1:1/", "--output", "s", "--format", "yaml"],
        ["fetch-schema", "--endpoint", "http://127.0.0.1:1/", "--output", "s", "--header", "NoColon"],
    ])
    func usageErrors(arguments: [String]) throws {
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        #expect(try runner.run(arguments: arguments).status == 2)
    }
}
