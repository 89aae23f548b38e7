import GraphQLLanguage
import Testing

/// Names and values carry their own locations from the parser, and validation reports them
/// without reading the source text again: so a document whose text is gone, or one parsed from
/// several files, still points at the right line, column and file.
@Suite struct ASTLocationTests {
    @Test func namesCarryTheirOwnLocations() throws {
        let text = """
            query Q($id: [ID!]! = ["a"]) @live {
              alias: human(id: $id) { ... on Human { name } ...F }
            }
            fragment F on Human { name }
            """
        let document = try parse(text)
        let operation = try #require(document.operations.first)
        #expect(operation.nameLocation?.description == "1:7")
        let variable = try #require(operation.variableDefinitions.first)
        #expect(variable.nameLocation.description == "1:10")
        #expect(variable.typeLocation.description == "1:14")
        #expect(variable.namedTypeLocation.description == "1:15")
        #expect(variable.defaultValueLocation?.start.description == "1:23")
        #expect(variable.defaultValueLocation?.items.map(\.start.description) == ["1:24"])
        #expect(operation.directives.first?.nameLocation.description == "1:31")
        guard case .field(let field) = operation.selectionSet.selections.first else { throw Unexpected() }
        #expect(field.location.description == "2:3")
        #expect(field.nameLocation.description == "2:10")
        #expect(field.arguments.first?.valueLocation.start.description == "2:20")
        let inner = field.selectionSet?.selections ?? []
        guard case .inlineFragment(let inline) = inner.first, case .fragmentSpread(let spread) = inner.last else {
            throw Unexpected()
        }
        #expect(inline.typeConditionLocation?.description == "2:34")
        #expect(spread.nameLocation.description == "2:52")
        let fragment = try #require(document.fragments.first)
        #expect(fragment.nameLocation.description == "4:10")
        #expect(fragment.typeConditionLocation.description == "4:15")
    }

    @Test func listItemsAndObjectFieldValuesAreLocated() throws {
        let document = try parse("{ f(a: [1, [2, 3]], b: {c: [4]}) }")
        guard case .field(let field) = document.operations.first?.selectionSet.selections.first else {
            throw Unexpected()
        }
        let list = field.arguments[0].valueLocation
        #expect(list.items.map(\.start.column) == [9, 12])
        #expect(list.items[1].items.map(\.start.column) == [13, 16])
        guard case .object(let fields) = field.arguments[1].value else { throw Unexpected() }
        #expect(fields[0].valueLocation.start.column == 28)
        #expect(fields[0].valueLocation.items.map(\.start.column) == [29])
    }

    @Test func aListItemIsReportedAtItsOwnLocationWithoutTheSourceText() throws {
        var document = try parse("{ complicatedArgs {\n  stringListArgField(stringListArg: [\"a\", 2]) } }")
        document.source = nil
        let errors = validate(document, schema: try ValidationHarness.schema, rules: [ValuesOfCorrectTypeRule()])
        #expect(errors.map(\.message) == ["String cannot represent a non string value: 2"])
        #expect(errors.map { $0.locations.map(\.description) } == [["2:43"]])
    }

    @Test func severalFilesParseAsOneDocumentWithoutJoiningTheirTexts() throws {
        let sources = [
            Source("fragment DogName on Dog {\n  name\n}\n", name: "Fragments.graphql"),
            Source("query Q {\n  dog {\n    ...DogName\n    meows\n  }\n}", name: "Queries/Q.graphql"),
        ]
        let (document, syntaxErrors) = parse(sources)
        #expect(syntaxErrors.isEmpty)
        #expect(document.sources == sources)
        #expect(document.fragments.first?.location.sourceIndex == 0)
        #expect(document.operations.first?.location.sourceIndex == 1)

        let errors = validate(document, schema: try ValidationHarness.schema)
        #expect(
            errors.map(\.description) == ["Queries/Q.graphql:4:5: error: Cannot query field \"meows\" on type \"Dog\"."]
        )
        let diagnostics = errors.flatMap { $0.diagnostics(sources: document.sources) }
        #expect(
            diagnostics.map(\.description) == [
                "Queries/Q.graphql:4:5: error: Cannot query field \"meows\" on type \"Dog\"."
            ])
        #expect(diagnostics.first?.excerpt?.contains("4 |     meows") == true)
    }

    @Test func relatedLocationsInAnotherFileNameThatFile() throws {
        let sources = [
            Source("query Q {\n  dog { ...A }\n}\n", name: "Q.graphql"),
            Source("\nfragment A on Dog { ...B }", name: "A.graphql"),
            Source("fragment B on Dog { ...A }", name: "B.graphql"),
        ]
        let (document, _) = parse(sources)
        let errors = validate(document, schema: try ValidationHarness.schema, rules: [NoFragmentCyclesRule()])
        #expect(
            errors.map(\.description) == [
                "A.graphql:2:21: error: Cannot spread fragment \"A\" within itself via \"B\"."
            ])
        #expect(
            errors.first?.locations.map { "\(document.sources[$0.sourceIndex].name):\($0)" } == [
                "A.graphql:2:21", "B.graphql:1:21",
            ])
        let diagnostics = errors.flatMap { $0.diagnostics(sources: document.sources) }
        #expect(
            diagnostics.map(\.description) == [
                "A.graphql:2:21: error: Cannot spread fragment \"A\" within itself via \"B\".",
                "B.graphql:1:21: note: related location",
            ])
    }

    @Test func aSyntaxErrorInOneFileLeavesTheOthersParsed() throws {
        let (document, syntaxErrors) = parse([
            Source("query A { dog { name } }", name: "A.graphql"),
            Source("query B {\n  dog {\n}", name: "B.graphql"),
        ])
        #expect(syntaxErrors.map { "\($0.sourceName):\($0.location)" } == ["B.graphql:3:1"])
        #expect(document.operations.map(\.name) == ["A"])
        #expect(document.sources.count == 2)
        #expect(syntaxErrors.map { Diagnostic($0).location?.description } == ["B.graphql:3:1"])
    }

    private struct Unexpected: Error {}
}
