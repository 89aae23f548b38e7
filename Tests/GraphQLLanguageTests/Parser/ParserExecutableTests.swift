import GraphQLLanguage
import Testing

@Suite("Parser: executable documents")
struct ParserExecutableTests {
    @Test("an operation with variables, defaults, variable directives and directives")
    func operation() throws {
        let document = try parse("query Q($id: ID! = \"1\" @v, $list: [[Int!]]) @op { a }")
        let operation = try #require(document.operations.first)
        #expect(operation.operation == .query)
        #expect(operation.name == "Q")
        #expect(operation.variableDefinitions.map(\.name) == ["id", "list"])
        #expect(operation.variableDefinitions[0].type == .nonNull(.named("ID")))
        #expect(operation.variableDefinitions[0].defaultValue == .string(StringValue("1")))
        #expect(operation.variableDefinitions[0].directives.map(\.name) == ["v"])
        #expect(operation.variableDefinitions[1].type == .list(.list(.nonNull(.named("Int")))))
        #expect(operation.directives.map(\.name) == ["op"])
        #expect(operation.location == SourceLocation(line: 1, column: 1, offset: 0))
        #expect(operation.variableDefinitions[1].location == SourceLocation(line: 1, column: 28, offset: 27))
    }

    @Test("a shorthand query is an anonymous query located at its brace")
    func shorthand() throws {
        let operation = try #require(try parse("  { a }").operations.first)
        #expect(operation.operation == .query)
        #expect(operation.name == nil)
        #expect(operation.location.column == 3)
        #expect(operation.selectionSet.location.column == 3)
    }

    // Expected locations below were checked against graphql-core's node locations.
    @Test("fields: alias, arguments, directives, sub-selections, locations")
    func fields() throws {
        let document = try parse("{\n  alias: hero(episode: JEDI, first: 2) @include(if: $yes) {\n    name\n  }\n}")
        let selection = try #require(document.operations.first?.selectionSet.selections.first)
        guard case .field(let field) = selection else {
            Issue.record("expected a field, got \(selection)")
            return
        }
        #expect(field.alias == "alias")
        #expect(field.name == "hero")
        #expect(field.responseKey == "alias")
        #expect(field.arguments.map(\.name) == ["episode", "first"])
        #expect(field.arguments[0].value == .enumValue("JEDI"))
        #expect(field.arguments[1].value == .int("2"))
        #expect(field.arguments[1].location == SourceLocation(line: 2, column: 30, offset: 31))
        #expect(
            field.directives.first?.arguments.first?.value
                == .variable(Variable(name: "yes", location: SourceLocation(line: 2, column: 53, offset: 54))))
        #expect(field.location == SourceLocation(line: 2, column: 3, offset: 4))
        #expect(field.selectionSet?.location.line == 2)
        #expect(field.selectionSet?.selections.first?.location == SourceLocation(line: 3, column: 5, offset: 66))
    }

    @Test("fragment spreads, inline fragments with and without type conditions, fragment definitions")
    func fragments() throws {
        let document = try parse("{ ...F @d ... on T { a } ... @skip(if: true) { b } } fragment F on T @f { c }")
        let selections = try #require(document.operations.first?.selectionSet.selections)
        #expect(selections.count == 3)
        if case .fragmentSpread(let spread) = selections[0] {
            #expect(spread.name == "F")
            #expect(spread.directives.map(\.name) == ["d"])
            #expect(spread.location.column == 3)
        } else {
            Issue.record("expected a spread")
        }
        if case .inlineFragment(let fragment) = selections[1] {
            #expect(fragment.typeCondition == "T")
            #expect(fragment.location.column == 11)
        } else {
            Issue.record("expected an inline fragment")
        }
        if case .inlineFragment(let fragment) = selections[2] {
            #expect(fragment.typeCondition == nil)
            #expect(fragment.directives.map(\.name) == ["skip"])
        } else {
            Issue.record("expected an inline fragment")
        }
        let fragment = try #require(document.fragments.first)
        #expect(fragment.name == "F")
        #expect(fragment.typeCondition == "T")
        #expect(fragment.directives.map(\.name) == ["f"])
        #expect(fragment.location.column == 54)
    }

    @Test("values of every kind")
    func values() throws {
        let value = try parseValue(Source(#"[1, -2.5e3, "s", """b""", true, false, null, ENUM, {a: $v, b: []}]"#))
        let variable = Value.variable(Variable(name: "v", location: SourceLocation(line: 1, column: 56, offset: 55)))
        #expect(
            value
                == .list([
                    .int("1"), .float("-2.5e3"), .string(StringValue("s")), .string(StringValue("b", isBlock: true)),
                    .boolean(true), .boolean(false), .null, .enumValue("ENUM"),
                    .object([
                        ObjectField(
                            name: "a", value: variable, location: SourceLocation(line: 1, column: 53, offset: 52),
                            valueLocation: ValueLocation(SourceLocation(line: 1, column: 56, offset: 55))),
                        ObjectField(
                            name: "b", value: .list([]), location: SourceLocation(line: 1, column: 60, offset: 59),
                            valueLocation: ValueLocation(SourceLocation(line: 1, column: 63, offset: 62))),
                    ]),
                ]))
    }

    @Test("constant values reject variables")
    func constValues() {
        #expect(throws: GraphQLSyntaxError.self) { try parseValue(Source("{a: $v}"), isConst: true) }
        #expect(throws: GraphQLSyntaxError.self) { try parseValue(Source("1 2")) }
    }

    @Test(
        "type references",
        arguments: [
            ("Int", TypeReference.named("Int")), ("Int!", .nonNull(.named("Int"))), ("[Int]", .list(.named("Int"))),
            ("[Int!]!", .nonNull(.list(.nonNull(.named("Int"))))), ("[[A]!]", .list(.nonNull(.list(.named("A"))))),
        ])
    func types(text: String, expected: TypeReference) throws {
        #expect(try parseType(Source(text)) == expected)
        #expect(expected.description == text)
    }

    @Test("keywords are ordinary names where a name is expected")
    func keywordsAsNames() throws {
        let document = try parse(
            "query query { query: mutation(fragment: on) { subscription type schema } } fragment frag on on { a }")
        #expect(document.operations.first?.name == "query")
        #expect(document.fragments.first?.typeCondition == "on")
    }

    @Test("the document keeps its source")
    func keepsSource() throws {
        let source = Source("{ a }", name: "A.graphql")
        #expect(try parse(source).source == source)
    }
}
