import Foundation
import Testing

/// `courier fetch-schema` against the Strawberry integration server that `scripts/test` starts
/// (graphql-core 3.3, which lists `DIRECTIVE_DEFINITION` for `@deprecated`), then code generated
/// from what it wrote: a newer server's introspection must keep working end to end.
@Suite(.enabled(if: IntegrationEndpoint.url != nil, "COURIER_INTEGRATION_SERVER_URL is not set: run scripts/test"))
struct FetchSchemaIntegrationTests {

    @Test(arguments: ["schema.json", "schema.graphqls"])
    func fetchesAndGeneratesFromTheServersSchema(output: String) throws {
        let endpoint = try #require(IntegrationEndpoint.url)
        let config = CodegenCLIFixture.config().replacingOccurrences(of: "schema.graphqls", with: output)
        let runner = try CLIRunner(files: ["courier.json": config])
        defer { runner.cleanUp() }
        try runner.write("ops/Hero.graphql", "query Hero($episode: Episode) { hero(episode: $episode) { id name } }")
        let fetched = try runner.run("fetch-schema", "--endpoint", endpoint, "--output", output)
        #expect(fetched.status == 0, "\(fetched.standardError)")
        #expect(fetched.standardOutput.contains("Wrote \(output)"))
        #expect(
            !fetched.standardError.contains("retrying"),
            "the server should accept the probed query: \(fetched.standardError)")
        if output.hasSuffix(".json") {
            // The raw answer of a graphql-core 3.3 server, as sent.
            #expect(runner.read(output)?.contains("\"isOneOf\"") == true)
        }
        let generated = try runner.run("generate")
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(!generated.standardError.contains(": error: "))
        let query = try #require(runner.read("Generated/Operations/Queries/HeroQuery.graphql.swift"))
        #expect(query.contains("HeroQuery"))
    }
}

/// The integration server's GraphQL endpoint, from the variable `scripts/test` exports.
enum IntegrationEndpoint {
    static var url: String? {
        ProcessInfo.processInfo.environment["COURIER_INTEGRATION_SERVER_URL"].map {
            $0.hasSuffix("/") ? "\($0)graphql" : "\($0)/graphql"
        }
    }
}
