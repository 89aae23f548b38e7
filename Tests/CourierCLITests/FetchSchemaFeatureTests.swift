import CourierHTTP
import CourierTesting
import Foundation
import GraphQLLanguage
import Testing

/// `courier fetch-schema` against servers of different ages: the probe for optional
/// introspection fields, the fallback to the conservative query, and a result carrying every
/// directive location and introspection field of graphql-core 3.3.
@Suite struct FetchSchemaFeatureTests {
    /// A result made by graphql-core 3.3.2 from the SDL in scripts/fixtures/every-location-introspection.py.
    static func everyLocationJSON() throws -> String {
        let url = try #require(
            Bundle.module.url(
                forResource: "every-location.introspection", withExtension: "json", subdirectory: "Fixtures"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// What graphql-core 3.3 answers to the probe: every optional field is there.
    static let modernProbeAnswer = #"""
        {"data": {
          "schema": {"fields": [{"name": "description", "args": []}, {"name": "types", "args": []},
                                {"name": "directives", "args": [{"name": "includeDeprecated"}]}]},
          "type": {"fields": [{"name": "kind", "args": []}, {"name": "specifiedByURL", "args": []}, {"name": \#
        "isOneOf", "args": []},
                              {"name": "inputFields", "args": [{"name": "includeDeprecated"}]}]},
          "field": {"fields": [{"name": "args", "args": [{"name": "includeDeprecated"}]}]},
          "inputValue": {"fields": [{"name": "isDeprecated"}, {"name": "deprecationReason"}]},
          "directive": {"fields": [{"name": "isRepeatable", "args": []}, {"name": "args", "args": [{"name": \#
        "includeDeprecated"}]},
                                   {"name": "isDeprecated", "args": []}, {"name": "deprecationReason", "args": []}]}
        }}
        """#

    private static func query(of request: LoopbackRequest) -> String {
        let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        return body?["query"] as? String ?? ""
    }

    @Test func asksForWhatTheProbeFindsAndWritesTheRawJSON() throws {
        let json = try Self.everyLocationJSON()
        let server = try LoopbackHTTPServer()
        server.route(.post, "/graphql") { request in
            Self.query(of: request).contains("IntrospectionProbe") ? .json(Self.modernProbeAnswer) : .json(json)
        }
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run(
            "fetch-schema", "--endpoint", server.url("/graphql").absoluteString, "--output", "schema.json")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(runner.read("schema.json") == json)  // byte for byte what the server sent
        let queries = server.receivedRequests.map(Self.query(of:))
        #expect(queries.count == 2)
        let full = try #require(queries.last)
        for field in [
            "isOneOf", "specifiedByURL", "isRepeatable", "args(includeDeprecated: true)",
            "inputFields(includeDeprecated: true)", "isDeprecated\n",
            "directives(includeDeprecated: true)",
        ] {
            #expect(full.contains(field), "the query lacks \(field)")
        }
        // The query the probe chose is valid against the introspection schema itself.
        #expect(try validate(parse(Source(full)), schema: GraphQLSchema(sdl: "type Query { a: Int }")).isEmpty)
    }

    @Test func everyLocationResultBecomesSDLWithWarningsForWhatIsUnknown() throws {
        let json = try Self.everyLocationJSON()
        let server = try LoopbackHTTPServer()
        server.route(.post, "/graphql") { _ in .json(json) }
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run(
            "fetch-schema", "--endpoint", server.url("/graphql").absoluteString, "--output", "schema.graphqls")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let sdl = try #require(runner.read("schema.graphqls"))
        #expect(sdl.contains("input UserBy @oneOf"))
        #expect(sdl.contains("scalar DateTime @specifiedBy(url: \"https://www.rfc-editor.org/rfc/rfc3339\")"))
        #expect(sdl.contains("directive @internal(") && sdl.contains(") repeatable on "))
        #expect(sdl.contains("legacyTerm: String @deprecated(reason: \"Use term.\")"))
        // A location this build does not know is left out with a warning naming its path; one it
        // knows is kept.
        for (path, location) in try Self.directiveLocations(json) {
            if DirectiveLocation(rawValue: location) == nil {
                #expect(
                    outcome.standardError.contains("\(path): unknown directive location '\(location)'"),
                    "no warning for \(path)")
            } else {
                #expect(!outcome.standardError.contains(path + ":"))
            }
        }
        // The written SDL is a schema courier builds again.
        #expect(try runner.run("validate", "--schema", "schema.graphqls").status == 0)
    }

    @Test func fallsBackToTheConservativeQueryWhenTheServerRejectsAField() throws {
        let json = try String(
            contentsOf: #require(
                Bundle.module.url(forResource: "starwars-schema", withExtension: "json", subdirectory: "Fixtures")),
            encoding: .utf8)
        let server = try LoopbackHTTPServer()
        server.route(.post, "/graphql") { request in
            let query = Self.query(of: request)
            if query.contains("IntrospectionProbe") { return .json(Self.modernProbeAnswer) }
            // A server whose probe answer overstates what it supports.
            if query.contains("isOneOf") {
                return .json(
                    #"{"errors": [{"message": "Cannot query field 'isOneOf' on type '__Type'."}]}"#, status: 400)
            }
            return .json(json)
        }
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run(
            "fetch-schema", "--endpoint", server.url("/graphql").absoluteString, "--output", "schema.json")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("retrying with the conservative query"))
        #expect(runner.read("schema.json") == json)
        let queries = server.receivedRequests.map(Self.query(of:))
        #expect(queries.count == 3)
        #expect(queries.last.map { !$0.contains("isOneOf") && !$0.contains("specifiedByURL") } == true)
    }

    @Test func aRejectedProbeMeansTheConservativeQuery() throws {
        let json = try Self.everyLocationJSON()
        let server = try LoopbackHTTPServer()
        server.route(.post, "/graphql") { request in
            Self.query(of: request).contains("IntrospectionProbe")
                ? .json(#"{"errors": [{"message": "no"}]}"#) : .json(json)
        }
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run(
            "fetch-schema", "--endpoint", server.url("/graphql").absoluteString, "--output", "schema.json")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let queries = server.receivedRequests.map(Self.query(of:))
        #expect(queries.count == 2)
        #expect(
            queries.last.map { $0.contains("__schema") && !$0.contains("isOneOf") && !$0.contains("isRepeatable") }
                == true)
        #expect(
            queries.last.map { $0.contains("directives {") && !$0.contains("directives(includeDeprecated") } == true)
    }

    @Test func theFoundationReaderAgreesWithTheCLI() throws {
        let json = try Self.everyLocationJSON()
        let runner = try CLIRunner(files: ["schema.json": json])
        defer { runner.cleanUp() }
        let printed = try runner.run("print", "--schema", "schema.json")
        #expect(printed.status == 0, "\(printed.standardError)")
        let result = try GraphQLSchema.readIntrospection(json: Data(json.utf8))
        #expect(printed.standardOutput == result.schema.printSDL() + "\n")
        for warning in result.warnings { #expect(printed.standardError.contains(warning.description)) }
    }

    /// Every directive location in the result with its JSON path.
    private static func directiveLocations(_ json: String) throws -> [(path: String, location: String)] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let schema = try #require((root["data"] as? [String: Any])?["__schema"] as? [String: Any])
        let directives = try #require(schema["directives"] as? [[String: Any]])
        var result: [(String, String)] = []
        for (index, directive) in directives.enumerated() {
            for (position, location) in (directive["locations"] as? [String] ?? []).enumerated() {
                result.append(("data.__schema.directives[\(index)].locations[\(position)]", location))
            }
        }
        return result
    }
}
