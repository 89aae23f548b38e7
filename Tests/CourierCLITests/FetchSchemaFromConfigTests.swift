import CourierHTTP
import CourierTesting
import Foundation
import Testing

/// `courier fetch-schema` without arguments runs the configuration's Apollo `schemaDownload`.
@Suite struct FetchSchemaFromConfigTests {
    @Test func downloadsWhatTheApolloConfigurationDescribes() throws {
        let url = try #require(
            Bundle.module.url(forResource: "starwars-schema", withExtension: "json", subdirectory: "Fixtures"))
        let json = try String(contentsOf: url, encoding: .utf8)
        let server = try LoopbackHTTPServer()
        server.route(.post, "/graphql") { _ in .json(json) }
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        try runner.write(
            "apollo-codegen-config.json",
            """
            {"schemaNamespace": "StarWarsAPI", "input": {"schemaSearchPaths": ["graphql/*.graphqls"]},
             "output": {"schemaTypes": {"path": "Gen", "moduleType": {"swiftPackage": {}}}},
             "schemaDownload": {"downloadMethod": {"introspection": {"endpointURL": \
            "\(server.url("/graphql").absoluteString)",
               "httpMethod": {"POST": {}}, "includeDeprecatedInputValues": true, "outputFormat": "SDL"}},
               "downloadTimeout": 20, "headers": [{"key": "Authorization", "value": "Bearer t"}], "outputPath": \
            "graphql/schema.graphqls"}}
            """)
        let outcome = try runner.run("fetch-schema")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(runner.read("graphql/schema.graphqls")?.contains("interface Character {") == true)
        #expect(server.receivedRequests.last?.headerFields["Authorization"] == "Bearer t")
    }

    @Test func aConfigurationWithoutADownloadSaysSo() throws {
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        try runner.write(
            "apollo-codegen-config.json",
            #"{"schemaNamespace": "A", "input": {}, "output": "#
                + #"{"schemaTypes": {"path": "G", "moduleType": {"other": {}}}}}"#)
        let outcome = try runner.run("fetch-schema")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("no schema download configured"))
    }
}
