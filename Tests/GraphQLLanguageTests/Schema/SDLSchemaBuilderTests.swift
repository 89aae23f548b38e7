import GraphQLLanguage
import Testing

@Suite struct SDLSchemaBuilderTests {
    @Test func buildsStarWarsWithDefaultRootTypes() throws {
        let schema = try SchemaTestSupport.schema(Fixtures.text("starwars/schema.graphqls"))
        #expect(schema.queryTypeName == "Query")
        #expect(schema.mutationTypeName == "Mutation")
        #expect(schema.subscriptionTypeName == "Subscription")
        #expect(schema.possibleTypes(of: "Character") == ["Human", "Droid"])
        #expect(schema.type(named: "__Schema") != nil)
        #expect(schema.directive(named: "defer")?.locations == [.fragmentSpread, .inlineFragment])
        #expect(schema.directive(named: "apollo_client_ios_localCacheMutation") != nil)
    }

    @Test func buildsGitHub() throws {
        let schema = try SchemaTestSupport.schema(Fixtures.text("github/schema.graphql"))
        #expect(schema.rootType(for: .query)?.name == "Query")
        #expect(schema.typeNames.count > 500)
    }

    @Test func schemaDefinitionNamesRoots() throws {
        let schema = try SchemaTestSupport.schema(
            """
            schema { query: Root mutation: Change }
            type Root { a: Int }
            type Change { b: Int }
            type Query { c: Int }
            """)
        #expect(schema.queryTypeName == "Root")
        #expect(schema.mutationTypeName == "Change")
        #expect(schema.subscriptionTypeName == nil)
    }

    @Test func extensionsOfEveryKindMerge() throws {
        let schema = try SchemaTestSupport.schema(
            """
            type Query { a: Int }
            extend type Query implements Node { id: ID! }
            interface Node { id: ID! }
            extend interface Node @tag
            union U = Query
            extend union U = Other
            type Other { x: Int }
            enum E { A }
            extend enum E { B }
            input I { a: Int }
            extend input I { b: Int }
            scalar Date
            extend scalar Date @specifiedBy(url: "https://example.com/date")
            type Sub { s: Int }
            extend schema { subscription: Sub }
            directive @tag on INTERFACE
            """)
        #expect(schema.type(named: "Query")?.fields.map(\.name) == ["a", "id"])
        #expect(schema.possibleTypes(of: "Node") == ["Query"])
        #expect(schema.possibleTypes(of: "U") == ["Query", "Other"])
        if case .enumType(let e)? = schema.type(named: "E") {
            #expect(e.values.map(\.name) == ["A", "B"])
        } else {
            Issue.record("E")
        }
        if case .inputObject(let i)? = schema.type(named: "I") {
            #expect(i.fields.map(\.name) == ["a", "b"])
        } else {
            Issue.record("I")
        }
        if case .scalar(let s)? = schema.type(named: "Date") {
            #expect(s.specifiedByURL == "https://example.com/date")
        } else {
            Issue.record("Date")
        }
        if case .interface(let n)? = schema.type(named: "Node") {
            #expect(n.appliedDirectives.map(\.name) == ["tag"])
        } else {
            Issue.record("Node")
        }
        #expect(schema.queryTypeName == "Query")
        #expect(schema.subscriptionTypeName == "Sub")
    }

    @Test func deprecationAndOneOf() throws {
        let schema = try SchemaTestSupport.schema(
            """
            type Query {
              old: Int @deprecated
              older(arg: Int @deprecated(reason: "use other")): Int @deprecated(reason: "gone")
            }
            enum E { A @deprecated B }
            input Pick @oneOf { a: Int b: String }
            """)
        let fields = try #require(schema.type(named: "Query")).fields
        #expect(fields[0].deprecationReason == "No longer supported")
        #expect(fields[1].deprecationReason == "gone")
        #expect(fields[1].arguments[0].deprecationReason == "use other")
        if case .enumType(let e)? = schema.type(named: "E") {
            #expect(e.values.map(\.deprecationReason) == ["No longer supported", nil])
        } else {
            Issue.record("E")
        }
        if case .inputObject(let pick)? = schema.type(named: "Pick") {
            #expect(pick.isOneOf)
        } else {
            Issue.record("Pick")
        }
    }

    @Test func introspectionQueryFieldsResolve() throws {
        let schema = try SchemaTestSupport.schema("type Query { a: Int }")
        #expect(schema.field(named: "__schema", on: "Query") != nil)
        #expect(schema.field(named: "queryType", on: "__Schema")?.type == .nonNull(.named("__Type")))
        #expect(schema.field(named: "fields", on: "__Type")?.arguments.map(\.name) == ["includeDeprecated"])
    }

    @Test func builtInScalarRedefinitionKeepsTheStandardOne() throws {
        let schema = try SchemaTestSupport.schema("scalar String\ntype Query { a: String }")
        #expect(schema.typeNames.filter { $0 == "String" }.count == 1)
    }

    @Test func syntaxErrorsThrowTheParserError() {
        #expect(throws: GraphQLSyntaxError.self) { try GraphQLSchema(sdl: "type Query {") }
    }
}
