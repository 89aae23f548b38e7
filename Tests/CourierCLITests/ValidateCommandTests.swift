import Foundation
import Testing

@Suite struct ValidateCommandTests {
    static let schema = """
        type Query { hero(id: ID!): Character }
        type Character { id: ID! name: String friends: [Character] }
        """

    @Test func validSchemaAloneExitsZero() throws {
        let runner = try CLIRunner(files: ["schema.graphqls": Self.schema])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls")
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
        #expect(outcome.standardOutput == "schema.graphqls: the schema is valid\n")
    }

    @Test func validDocumentsPrintOneLine() throws {
        let runner = try CLIRunner(files: [
            "schema.graphqls": Self.schema,
            "Hero.graphql": "query Hero {\n  hero(id: \"1\") { ...Names }\n}\n",
            "Names.graphql": "fragment Names on Character {\n  name\n}\n",
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls", "Hero.graphql", "Names.graphql")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == "schema.graphqls: the schema and 2 documents are valid\n")
    }

    @Test func invalidDocumentsPrintNoSuccessLine() throws {
        let runner = try CLIRunner(files: ["schema.graphqls": Self.schema, "Bad.graphql": "query { nope }\n"])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls", "Bad.graphql")
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func invalidSchemaReportsEachProblemWithItsLocation() throws {
        let runner = try CLIRunner(files: ["bad.graphqls": "type Query {\n  a: Int\n  a: String\n  b: Missing\n}\n"])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "bad.graphqls")
        #expect(outcome.status == 1)
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        #expect(lines.contains("bad.graphqls:2:3: error: Field \"Query.a\" can only be defined once."))
        #expect(lines.contains("bad.graphqls:3:3: note: related location"))
        #expect(lines.contains("bad.graphqls:4:3: error: Unknown type \"Missing\"."))
    }

    @Test func documentsAreValidatedAsOneSetWithPerFileLocations() throws {
        let runner = try CLIRunner(files: [
            "schema.graphqls": Self.schema,
            "Hero.graphql": "query Hero {\n  hero(id: \"1\") { ...Names }\n}\n",
            "Names.graphql": "# fragments\n\nfragment Names on Character {\n  name\n  nickname\n}\n",
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls", "Hero.graphql", "Names.graphql")
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError == "Names.graphql:5:3: error: Cannot query field \"nickname\" on "
                + "type \"Character\". Did you mean \"name\"?\n")
    }

    @Test func windowsLineEndingsKeepLineNumbers() throws {
        let runner = try CLIRunner(files: [
            "schema.graphqls": Self.schema,
            "A.graphql": "query A {\r\n  hero(id: \"1\") { id }\r\n}\r\n",
            "B.graphql": "\r\n\r\nquery B {\r\n  hero(id: \"2\") { zzzz }\r\n}",
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls", "A.graphql", "B.graphql")
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "B.graphql:4:19: error: Cannot query field \"zzzz\" on type \"Character\".\n")
    }

    @Test func validDocumentsExitZero() throws {
        let runner = try CLIRunner(files: [
            "schema.graphqls": Self.schema,
            "Hero.graphql": "query Hero { hero(id: \"1\") { ...Names } }",
            "Names.graphql": "fragment Names on Character { name friends { id } }",
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls", "Hero.graphql", "Names.graphql")
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
    }

    @Test func fragmentUsedByNoOperationIsAcceptedAsInCodegen() throws {
        let runner = try CLIRunner(files: [
            "schema.graphqls": Self.schema,
            "Hero.graphql": "query Hero { hero(id: \"1\") { id } }",
            "Names.graphql": "fragment Names on Character { name }",
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls", "Hero.graphql", "Names.graphql")
        #expect(outcome.status == 0)
        #expect(outcome.standardError.isEmpty)
    }

    @Test func relatedLocationsNameTheirOwnFiles() throws {
        let runner = try CLIRunner(files: [
            "schema.graphqls": Self.schema,
            "A.graphql": "fragment A on Character { ...B }\n",
            "B.graphql": "\nfragment B on Character { ...A }",
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls", "A.graphql", "B.graphql")
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError == """
                A.graphql:1:27: error: Cannot spread fragment "A" within itself via "B".
                B.graphql:2:27: note: related location

                """)
    }

    @Test func syntaxErrorNamesTheFile() throws {
        let runner = try CLIRunner(files: [
            "schema.graphqls": Self.schema, "Broken.graphql": "query {\n  hero(id: 1 {\n}\n",
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.graphqls", "Broken.graphql")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("Broken.graphql:2:"))
        #expect(outcome.standardError.contains("error: Syntax Error:"))
    }

    @Test func introspectionSchemaIsAccepted() throws {
        let json =
            #"{"data": {"__schema": {"queryType": {"name": "Query"}, "types": "#
            + #"[{"kind": "OBJECT", "name": "Query", "fields": [{"name": "a", "args": "#
            + #"[], "type": {"kind": "SCALAR", "name": "Int"}}], "interfaces": []}]}}}"#
        let runner = try CLIRunner(files: ["schema.json": json, "ok.graphql": "{ a }", "bad.graphql": "{ b }"])
        defer { runner.cleanUp() }
        #expect(try runner.run("validate", "--schema", "schema.json", "ok.graphql").status == 0)
        let outcome = try runner.run("validate", "--schema", "schema.json", "bad.graphql")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("bad.graphql:1:3: error: Cannot query field \"b\" on type \"Query\"."))
    }

    @Test func malformedIntrospectionJSONIsReported() throws {
        let runner = try CLIRunner(files: ["schema.json": "{\"data\": "])
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--schema", "schema.json")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("schema.json: error: The introspection result is not valid JSON"))
    }

    @Test func usageErrorsExitTwo() throws {
        let runner = try CLIRunner(files: ["schema.graphqls": Self.schema])
        defer { runner.cleanUp() }
        let unknown = try runner.run("validate", "--schema", "schema.graphqls", "--strict")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("unknown option '--strict'"))
        let missingFile = try runner.run("validate", "--schema", "schema.graphqls", "Nope.graphql")
        #expect(missingFile.status == 2)
        #expect(missingFile.standardError.contains("no such file: Nope.graphql"))
        let missingSchema = try runner.run("validate", "query.graphql")
        #expect(missingSchema.status == 2)
        #expect(missingSchema.standardError.contains("missing required option '--schema FILE'"))
        let noValue = try runner.run("validate", "--schema")
        #expect(noValue.status == 2)
    }

    @Test func helpDescribesTheCommand() throws {
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let outcome = try runner.run("validate", "--help")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("usage: courier validate --schema SCHEMA [DOCUMENT…]"))
    }
}
