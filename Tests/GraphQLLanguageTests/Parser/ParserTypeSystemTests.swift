import GraphQLLanguage
import Testing

@Suite("Parser: type-system documents")
struct ParserTypeSystemTests {
    /// The single definition of `text`.
    private func definition(_ text: String) throws -> Definition {
        let definitions = try parse(text).definitions
        try #require(definitions.count == 1)
        return definitions[0]
    }

    @Test("schema definition with description and directives")
    func schema() throws {
        guard
            case .schema(let schema) = try definition(
                "\"\"\"The schema\"\"\"\nschema @a { query: Q mutation: M subscription: S }")
        else {
            Issue.record("expected a schema definition")
            return
        }
        #expect(schema.description == StringValue("The schema", isBlock: true))
        #expect(schema.directives.map(\.name) == ["a"])
        #expect(schema.operationTypes.map(\.operation) == [.query, .mutation, .subscription])
        #expect(schema.operationTypes.map(\.type) == ["Q", "M", "S"])
        #expect(schema.location.line == 1)
        #expect(schema.operationTypes[1].location == SourceLocation(line: 2, column: 22, offset: 38))
    }

    @Test("object type: implements with a leading &, field arguments with defaults and directives")
    func objectType() throws {
        let text =
            "\"Obj\" type T implements & A & B @d { \"f\" f(a: Int = 1 @x, "
            + "\"b\" b: [S!]!): String @deprecated(reason: \"no\") g: Int }"
        guard case .type(.object(let type)) = try definition(text) else {
            Issue.record("expected an object type")
            return
        }
        #expect(type.description == StringValue("Obj"))
        #expect(type.name == "T")
        #expect(type.interfaces == ["A", "B"])
        #expect(type.directives.map(\.name) == ["d"])
        #expect(type.fields.map(\.name) == ["f", "g"])
        let field = type.fields[0]
        #expect(field.description == StringValue("f"))
        #expect(field.arguments.map(\.name) == ["a", "b"])
        #expect(field.arguments[0].defaultValue == .int("1"))
        #expect(field.arguments[0].directives.map(\.name) == ["x"])
        #expect(field.arguments[1].description == StringValue("b"))
        #expect(field.arguments[1].type == .nonNull(.list(.nonNull(.named("S")))))
        #expect(field.type == .named("String"))
        #expect(field.directives.first?.arguments.first?.value == .string(StringValue("no")))
        #expect(field.location.column == 38)
        #expect(type.location.column == 1)
    }

    @Test("interfaces implementing interfaces")
    func interfaceType() throws {
        guard case .type(.interface(let type)) = try definition("interface I implements J & K { a: Int }") else {
            Issue.record("expected an interface")
            return
        }
        #expect(type.interfaces == ["J", "K"])
    }

    @Test("unions, enums, inputs, scalars, and bodiless forms")
    func otherTypes() throws {
        let document = try parse(
            """
            union U @u = | A | B
            enum E @e { "one" ONE @x TWO }
            input I @i { a: Int = 1, b: [String] }
            scalar Date @specifiedBy(url: "https://example.com")
            type Empty
            union NoMembers
            enum NoValues
            input NoFields
            interface NoFieldsEither
            """)
        let types = document.definitions.compactMap { definition -> TypeDefinition? in
            if case .type(let type) = definition { type } else { nil }
        }
        #expect(
            types.map(\.name) == [
                "U", "E", "I", "Date", "Empty", "NoMembers", "NoValues", "NoFields", "NoFieldsEither",
            ])
        if case .union(let union) = types[0] { #expect(union.types == ["A", "B"]) }
        if case .enumType(let enumType) = types[1] {
            #expect(enumType.values.map(\.name) == ["ONE", "TWO"])
            #expect(enumType.values[0].description == StringValue("one"))
            #expect(enumType.values[0].directives.map(\.name) == ["x"])
        }
        if case .inputObject(let input) = types[2] { #expect(input.fields.map(\.name) == ["a", "b"]) }
        if case .scalar(let scalar) = types[3] { #expect(scalar.directives.first?.name == "specifiedBy") }
        #expect(types[1].location.line == 2)
    }

    @Test("directive definitions: arguments, repeatable, locations with a leading pipe")
    func directives() throws {
        guard
            case .directive(let directive) = try definition(
                "\"d\" directive @cache(ttl: Int = 60) repeatable on | FIELD | QUERY")
        else {
            Issue.record("expected a directive definition")
            return
        }
        #expect(directive.description == StringValue("d"))
        #expect(directive.name == "cache")
        #expect(directive.arguments.map(\.name) == ["ttl"])
        #expect(directive.isRepeatable)
        #expect(directive.locations == [.field, .query])
    }

    @Test("every directive location name is accepted", arguments: DirectiveLocation.allCases)
    func directiveLocations(location: DirectiveLocation) throws {
        guard case .directive(let directive) = try definition("directive @d on \(location.rawValue)") else {
            Issue.record("expected a directive definition")
            return
        }
        #expect(directive.locations == [location])
    }

    @Test(
        "extensions of every kind, located at `extend`",
        arguments: [
            "extend schema @a", "extend schema { query: Q }", "extend scalar S @a", "extend type T implements I",
            "extend type T @a", "extend type T { a: Int }", "extend interface I implements J", "extend interface I @a",
            "extend interface I { a: Int }", "extend union U @a", "extend union U = A", "extend enum E @a",
            "extend enum E { A }", "extend input I @a", "extend input I { a: Int }",
        ])
    func extensions(text: String) throws {
        let parsed = try definition("  " + text)
        #expect(parsed.location == SourceLocation(line: 1, column: 3, offset: 2))
        switch parsed {
        case .schemaExtension: #expect(text.hasPrefix("extend schema"))
        case .typeExtension: #expect(!text.hasPrefix("extend schema"))
        default: Issue.record("expected an extension, got \(parsed)")
        }
    }

    @Test(
        "extensions that add nothing are errors",
        arguments: [
            "extend schema", "extend scalar S", "extend type T", "extend interface I", "extend union U",
            "extend enum E",
            "extend input I",
        ])
    func emptyExtensions(text: String) {
        #expect(throws: GraphQLSyntaxError.self) { try parse(text) }
    }

    @Test(
        "empty field, value and argument lists are errors",
        arguments: [
            "type T {}", "interface I {}", "enum E {}", "input I {}", "type T { f(): Int }", "directive @d() on FIELD",
            "schema {}", "extend schema {}",
        ])
    func emptyLists(text: String) {
        #expect(throws: GraphQLSyntaxError.self) { try parse(text) }
    }
}
