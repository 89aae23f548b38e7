import Foundation
import GraphQLLanguage
import Testing

@Suite struct ValidateTests {
    @Test func aValidDocumentHasNoErrors() throws {
        let document = try parse("query Q($id: ID) { human(id: $id) { name pets { ... on Dog { barks } } } }")
        #expect(validate(document, schema: try ValidationHarness.schema).isEmpty)
    }

    @Test func everySpecifiedRuleRuns() throws {
        #expect(specifiedRules.count == 30)
        // One document breaking two unrelated rules reports both.
        let document = try parse("query Q { dog { unknown } } query Q { cat { name } }")
        let messages = validate(document, schema: try ValidationHarness.schema).map(\.message)
        #expect(messages.contains("There can be only one operation named \"Q\"."))
        #expect(messages.contains("Cannot query field \"unknown\" on type \"Dog\"."))
    }

    @Test func customRulesCanBeGiven() throws {
        struct NoMutations: ValidationRule {
            func validate(_ context: ValidationContext) {
                for operation in context.document.operations where operation.operation == .mutation {
                    context.report("Mutations are not allowed here.", [operation.location])
                }
            }
        }
        let document = try parse("mutation { renameDog(name: \"x\") { name } }")
        let errors = validate(document, schema: try ValidationHarness.schema, rules: [NoMutations()])
        #expect(errors.map(\.description) == ["GraphQL request:1:1: error: Mutations are not allowed here."])
    }

    @Test func errorsStopAtTheLimit() throws {
        let fields = (0..<30).map { "f\($0): unknown\($0)" }.joined(separator: " ")
        let document = try parse("{ dog { \(fields) } }")
        let errors = validate(document, schema: try ValidationHarness.schema, maxErrors: 10)
        #expect(errors.count == 11)
        #expect(errors.last?.message == "Too many validation errors, error limit reached. Validation aborted.")
        #expect(validate(document, schema: try ValidationHarness.schema).count == 30)
    }

    @Test func errorsNameTheSource() throws {
        let document = try parse(Source("{ dog { meows } }", name: "Queries/Dog.graphql"))
        let errors = validate(document, schema: try ValidationHarness.schema)
        #expect(errors.map(\.description) == ["Queries/Dog.graphql:1:9: error: Cannot query field \"meows\" on type \"Dog\"."])
    }

    @Test func documentsWithoutSourceFallBackToNodeLocations() throws {
        var document = try parse("query Foo { a: dog { name } }\nquery Foo { b: dog { name } }")
        document.source = nil
        let errors = validate(document, schema: try ValidationHarness.schema, rules: [UniqueOperationNamesRule()])
        #expect(errors.map { $0.locations.map(\.description) } == [["1:1", "2:1"]])
    }

    @Test func documentsMergedFromSeveralSourcesNeverPointIntoTheWrongText() throws {
        // The definitions of two files, with the first file's source: positions the scanner
        // cannot confirm fall back to the nodes' own locations.
        let first = try parse("query A { dog { name } }")
        let second = try parse("query Foo { a: dog { ...Unknown } }\n")
        let merged = Document(definitions: first.definitions + second.definitions, source: first.source)
        let errors = validate(merged, schema: try ValidationHarness.schema, rules: [KnownFragmentNamesRule()])
        #expect(errors.map { $0.locations.map(\.description) } == [["1:22"]])
    }
}
