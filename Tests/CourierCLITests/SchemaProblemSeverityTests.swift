import Foundation
import Testing

/// Type-system problems of a schema that can be built are errors in `courier validate` and
/// warnings in `courier generate` and `courier build-tool`; a schema that cannot be built stops all.
@Suite struct SchemaProblemSeverityTests {
    /// Droid claims Character but lacks its `friends` field: graphql-core's validate_schema
    /// rejects it, and servers serve such schemas all the same.
    static let brokenContract = CodegenCLIFixture.schema.replacingOccurrences(
        of: "type Droid implements Character { id: ID! name: String! friends: [Character] primaryFunction: String }",
        with: "type Droid implements Character { id: ID! name: String! primaryFunction: String }"
    )

    @Test func validateReportsTheProblemAsAnError() throws {
        #expect(Self.brokenContract != CodegenCLIFixture.schema)
        let runner = try CLIRunner(files: ["schema.graphqls": Self.brokenContract])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("schema.graphqls:4:"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(": error: ") && outcome.standardError.contains("friends"))
    }

    @Test func generateWarnsWithTheLocationAndGoesOn() throws {
        let runner = try CodegenCLIFixture.runner()
        defer { runner.cleanUp() }
        try runner.write("schema.graphqls", Self.brokenContract)
        let outcome = try runner.run("generate")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("schema.graphqls:4:"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(": warning: ") && !outcome.standardError.contains(": error: "))
        #expect(runner.read("Generated/Operations/Queries/HeroNameQuery.graphql.swift") != nil)
    }

    @Test func buildToolWarnsAndGoesOn() throws {
        let runner = try CLIRunner(files: [
            "schema.graphqls": Self.brokenContract, "Hero.graphql": CodegenCLIFixture.heroName,
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("build-tool", "--schema", "schema.graphqls", "--output-dir", "out", "Hero.graphql")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(": warning: "))
        #expect(runner.read("out/Hero.graphql.swift") != nil)
    }

    @Test func aSchemaThatCannotBeBuiltStillStopsGeneration() throws {
        let runner = try CodegenCLIFixture.runner()
        defer { runner.cleanUp() }
        try runner.write("schema.graphqls", CodegenCLIFixture.schema + "\ntype Query { again: Int }\n")
        let outcome = try runner.run("generate")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains(": error: "))
        #expect(runner.files(under: "Generated").isEmpty)
    }

    /// The same broken contract as an introspection result.
    static let brokenContractJSON = #"""
        {"data": {"__schema": {"queryType": {"name": "Query"}, "types": [
          {"kind": "OBJECT", "name": "Query", "interfaces": [], "fields": [
            {"name": "hero", "args": [], "type": {"kind": "INTERFACE", "name": "Character"}}]},
          {"kind": "INTERFACE", "name": "Character", "interfaces": [], "possibleTypes": [{"kind": "OBJECT", "name": \#
        "Droid"}], "fields": [
            {"name": "name", "args": [], "type": {"kind": "NON_NULL", "ofType": {"kind": "SCALAR", "name": "String"}}},
            {"name": "friends", "args": [], "type": {"kind": "LIST", "ofType": {"kind": "INTERFACE", "name": \#
        "Character"}}}]},
          {"kind": "OBJECT", "name": "Droid", "interfaces": [{"kind": "INTERFACE", "name": "Character"}], "fields": [
            {"name": "name", "args": [], "type": {"kind": "NON_NULL", "ofType": {"kind": "SCALAR", "name": "String"}}}]}
        ], "directives": []}}}
        """#

    @Test func introspectionResultProblemsAreErrorsInValidateAndWarningsInGenerate() throws {
        let config = CodegenCLIFixture.config().replacingOccurrences(of: "schema.graphqls", with: "schema.json")
        let runner = try CLIRunner(files: ["schema.json": Self.brokenContractJSON, "courier.json": config])
        defer { runner.cleanUp() }
        try runner.write("ops/Hero.graphql", "query Hero { hero { name } }")
        let validateOutcome = try runner.run("validate", "--schema", "schema.json")
        #expect(validateOutcome.status == 1)
        #expect(validateOutcome.standardError.contains("schema.json: error: "), "\(validateOutcome.standardError)")
        let generateOutcome = try runner.run("generate")
        #expect(generateOutcome.status == 0, "\(generateOutcome.standardError)")
        #expect(generateOutcome.standardError.contains("schema.json: warning: "), "\(generateOutcome.standardError)")
        #expect(runner.read("Generated/Operations/Queries/HeroQuery.graphql.swift") != nil)
    }
}
