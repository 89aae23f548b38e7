import Foundation
import GraphQLLanguage
import Testing

@Suite struct ValidateTests {
    @Test func aValidDocumentHasNoErrors() throws {
        let document = try parse("query Q($id: ID) { human(id: $id) { name pets { ... on Dog { barks } } } }")
        #expect(validate(document, schema: try ValidationHarness.schema).isEmpty)
    }

    @Test func everySpecifiedRuleRuns() throws {
        #expect(specifiedRules.count == 31)
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
        #expect(
            errors.map(\.description) == [
                "Queries/Dog.graphql:1:9: error: Cannot query field \"meows\" on type \"Dog\"."
            ])
    }

    @Test func documentsWithoutSourceStillPointAtNames() throws {
        // Names carry their own locations, so validation needs no source text to point at them.
        var document = try parse("query Foo { a: dog { name } }\nquery Foo { b: dog { name } }")
        document.source = nil
        let errors = validate(document, schema: try ValidationHarness.schema, rules: [UniqueOperationNamesRule()])
        #expect(errors.map { $0.locations.map(\.description) } == [["1:7", "2:7"]])
    }

    @Test func definitionsMergedByHandKeepTheirOwnLocations() throws {
        let first = try parse("query A { dog { name } }")
        let second = try parse("query Foo { a: dog { ...Unknown } }\n")
        let merged = Document(definitions: first.definitions + second.definitions, source: first.source)
        let errors = validate(merged, schema: try ValidationHarness.schema, rules: [KnownFragmentNamesRule()])
        #expect(errors.map { $0.locations.map(\.description) } == [["1:25"]])
    }
}

/// Documents built to exhaust a recursive validator's call stack.
@Suite struct DeepDocumentTests {
    @Test func longFragmentChainsDoNotExhaustTheStack() throws {
        let n = 20_000
        let fragments = (0..<n).map { "fragment F\($0) on Subscription { importantEmails ...F\($0 + 1) }" }
        let text =
            "subscription S { ...F0 } " + fragments.joined(separator: " ")
            + " fragment F\(n) on Subscription { newMessage { body } ...F0 }"
        let document = try parse(text, options: ParseOptions(maxTokens: 1_000_000))
        let rules: [any ValidationRule] = [
            SingleFieldSubscriptionsRule(), NoFragmentCyclesRule(), NoUnusedFragmentsRule(), KnownFragmentNamesRule(),
        ]
        let messages = validate(document, schema: try ValidationHarness.schema, rules: rules).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains("Subscription \"S\" must select only one top level field."))
        #expect(messages.contains { $0.hasPrefix("Cannot spread fragment \"F0\" within itself via \"F1\", \"F2\",") })
    }

    @Test func fieldComparisonsThroughLongFragmentChainsStop() throws {
        let n = 3_000
        let fragments = (0..<n).map { "fragment M\($0) on Dog { mother { x: name ...M\($0 + 1) } }" }
        let text =
            "{ dog { ...M0 mother { x: nickname } } } " + fragments.joined(separator: " ")
            + " fragment M\(n) on Dog { name }"
        let errors = validate(
            try parse(text), schema: try ValidationHarness.schema, rules: [OverlappingFieldsCanBeMergedRule()])
        #expect(
            errors.map(\.message) == [
                "Fields \"mother\" conflict because subfields \"x\" conflict because \"nickname\" and \"name\" "
                    + "are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ])
    }
}
