import Foundation
import Testing

@Suite struct InitCommandTests {
    @Test func writesAStarterThatGenerates() throws {
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run("init", "--namespace", "StarWarsAPI")
        #expect(outcome.status == 0)
        #expect(runner.read("courier.json")?.contains("\"schemaNamespace\": \"StarWarsAPI\"") == true)
        try runner.write("schema.graphqls", CodegenCLIFixture.schema)
        try runner.write("HeroName.graphql", CodegenCLIFixture.heroName)
        let generate = try runner.run("generate")
        #expect(generate.status == 0, "\(generate.standardError)")
        #expect(generate.standardError.isEmpty)
        #expect(runner.read("Generated/Operations/Queries/HeroNameQuery.graphql.swift") != nil)
    }

    @Test func refusesToOverwriteWithoutForce() throws {
        let runner = try CLIRunner(files: ["courier.json": "{}"])
        defer { runner.cleanUp() }
        let refused = try runner.run("init")
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("already exists"))
        #expect(runner.read("courier.json") == "{}")
        #expect(try runner.run("init", "--force").status == 0)
        #expect(runner.read("courier.json")?.contains("schemaNamespace") == true)
    }

    @Test func rejectsANamespaceThatIsNotAnIdentifier() throws {
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        #expect(try runner.run("init", "--namespace", "9 lives").status == 2)
        #expect(runner.read("courier.json") == nil)
    }
}
