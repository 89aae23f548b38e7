import Foundation
import Testing

@Suite struct PrintCommandTests {
    @Test func printsADocumentCanonically() throws {
        let runner = try CLIRunner(files: [
            "q.graphql": "query Q($id:ID!){hero(id:$id){name,...on Droid{primaryFunction}}}"
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("print", "q.graphql")
        #expect(outcome.status == 0)
        #expect(
            outcome.standardOutput == """
                query Q($id: ID!) {
                  hero(id: $id) {
                    name
                    ... on Droid {
                      primaryFunction
                    }
                  }
                }

                """)
    }

    @Test func printsASchemaLikePrintSchema() throws {
        let runner = try CLIRunner(files: [
            "s.graphqls": "type Query { a: Int @deprecated(reason: \"No longer supported\") }\nscalar Date"
        ])
        defer { runner.cleanUp() }
        let outcome = try runner.run("print", "--schema", "s.graphqls")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "type Query {\n  a: Int @deprecated\n}\n\nscalar Date\n")
    }

    @Test func printsAnIntrospectionResultAsSDL() throws {
        let json =
            #"{"__schema": {"queryType": {"name": "Root"}, "types": [{"kind": "#
            + #""OBJECT", "name": "Root", "fields": [{"name": "a", "args": [], "#
            + #""type": {"kind": "SCALAR", "name": "Int"}}], "interfaces": []}]}}"#
        let runner = try CLIRunner(files: ["s.json": json])
        defer { runner.cleanUp() }
        let outcome = try runner.run("print", "s.json")
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "schema {\n  query: Root\n}\n\ntype Root {\n  a: Int\n}\n")
    }

    @Test func syntaxErrorExitsOne() throws {
        let runner = try CLIRunner(files: ["q.graphql": "{ hero "])
        defer { runner.cleanUp() }
        let outcome = try runner.run("print", "q.graphql")
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("q.graphql:1:8: error: Syntax Error:"))
    }

    @Test func usageErrorsExitTwo() throws {
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        #expect(try runner.run("print").status == 2)
        #expect(try runner.run("print", "missing.graphql").status == 2)
        #expect(try runner.run("print", "--pretty", "x.graphql").status == 2)
        #expect(try runner.run("frobnicate").status == 2)
        #expect(try runner.run().status == 2)
    }

    @Test func helpExitsZero() throws {
        let runner = try CLIRunner()
        defer { runner.cleanUp() }
        let print = try runner.run("print", "--help")
        #expect(print.status == 0)
        #expect(print.standardOutput.hasPrefix("usage: courier print"))
        let top = try runner.run("--help")
        #expect(top.status == 0)
        #expect(top.standardOutput.contains("validate"))
    }
}
