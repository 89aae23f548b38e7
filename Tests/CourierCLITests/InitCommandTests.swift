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
        #expect(runner.read("Sources/StarWarsAPI/Operations/Queries/HeroNameQuery.graphql.swift") != nil)
        #expect(runner.read("Sources/StarWarsAPI/Schema/SchemaMetadata.graphql.swift") != nil)
        // The manifest is not a source file: it stays outside the target folder.
        #expect(runner.read("operation-manifest.json") != nil)
        #expect(runner.read("Sources/StarWarsAPI/operation-manifest.json") == nil)
    }

    @Test func printsThePackageTargetToAdd() throws {
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run("init", "--namespace", "StarWars")
        #expect(outcome.status == 0)
        let target = #".target(name: "StarWarsAPI", dependencies: [.product(name: "CourierAPI", package: "Courier")]),"#
        #expect(outcome.standardOutput.contains(target), "\(outcome.standardOutput)")
        #expect(runner.read("courier.json")?.contains(#""schemaTypes": "Sources/StarWarsAPI/Schema""#) == true)
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
