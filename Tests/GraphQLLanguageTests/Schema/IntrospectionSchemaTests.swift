import Foundation
import GraphQLLanguage
import Testing

@Suite struct IntrospectionSchemaTests {
    @Test func featuresRoundTripPrintsLikeTheSDL() throws {
        let json = try SchemaTestSupport.golden("features.introspection.json")
        let schema = try GraphQLSchema(introspectionJSON: json)
        let expected = try SchemaTestSupport.golden("features.golden.sdl")
        #expect(schema.printSDL() == expected)
        #expect(schema.queryTypeName == "Root")
        #expect(schema.description == "The schema's own description")
    }

    /// The Star Wars fixture's JSON and SDL were published separately: the JSON has empty
    /// descriptions on some fields, lacks the Apollo directive and orders types differently.
    /// Stripping descriptions and ordering by name, both must print the same.
    @Test func starWarsJSONAndSDLDescribeTheSameTypes() throws {
        let fromJSON = try GraphQLSchema(introspectionJSON: Data(Fixtures.text("starwars/schema.json").utf8))
        let fromSDL = try SchemaTestSupport.schema(Fixtures.text("starwars/schema.graphqls"))
        let printedJSON = Self.typesOnly(fromJSON)
        #expect(printedJSON == Self.typesOnly(fromSDL))
        #expect(printedJSON.contains("type Human implements Character"))
        #expect(fromJSON.subscriptionTypeName == "Subscription")
    }

    @Test func envelopeIsOptional() throws {
        let bare =
            #"{"__schema": {"queryType": {"name": "Q"}, "types": [{"kind": "OBJECT", "name": "Q", "fields": "#
            + #"[{"name": "a", "args": [], "type": {"kind": "SCALAR", "name": "Int"}}], "interfaces": []}]}}"#
        let wrapped = #"{"data": \#(bare)}"#
        #expect(
            try GraphQLSchema(introspectionJSON: bare).printSDL() == "schema {\n  query: Q\n}\n\ntype Q {\n  a: Int\n}")
        #expect(
            try GraphQLSchema(introspectionJSON: wrapped).printSDL()
                == GraphQLSchema(introspectionJSON: bare).printSDL())
    }

    @Test func malformedJSONThrows() {
        #expect(throws: IntrospectionSchemaError.self) { try GraphQLSchema(introspectionJSON: "{\"data\": ") }
        do {
            _ = try GraphQLSchema(introspectionJSON: "[1, 2]")
            Issue.record("expected an error")
        } catch {
            #expect(error == .invalidShape(path: "(root)", expected: "an object"))
        }
    }

    @Test func wrongShapeNamesThePath() {
        let json = #"{"__schema": {"queryType": {"name": "Q"}, "types": [{"kind": "OBJECT", "name": 7}]}}"#
        do {
            _ = try GraphQLSchema(introspectionJSON: json)
            Issue.record("expected an error")
        } catch {
            #expect(error == .invalidShape(path: "__schema.types[0].name", expected: "a string"))
        }
    }

    @Test func missingTypesThrows() {
        do {
            _ = try GraphQLSchema(introspectionJSON: #"{"__schema": {"queryType": {"name": "Q"}}}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error == .invalidShape(path: "__schema.types", expected: "an array of types"))
        }
    }

    @Test func unparsableDefaultValueThrows() {
        let json =
            #"{"__schema": {"queryType": {"name": "Q"}, "types": [{"kind": "OBJECT", "name": "Q", "#
            + #""fields": [{"name": "a", "args": [{"name": "x", "type": {"kind": "SCALAR", "name": "#
            + #""Int"}, "defaultValue": "{{"}], "type": {"kind": "SCALAR", "name": "Int"}}]}]}}"#
        do {
            _ = try GraphQLSchema(introspectionJSON: json)
            Issue.record("expected an error")
        } catch {
            guard case .invalidDefaultValue(let path, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == "__schema.types[0].fields[0].args[0].defaultValue")
        }
    }

    @Test func invalidSchemaThrowsTheValidationErrors() {
        let json =
            #"{"__schema": {"queryType": {"name": "Q"}, "types": "#
            + #"[{"kind": "UNION", "name": "Q", "possibleTypes": []}]}}"#
        do {
            _ = try GraphQLSchema(introspectionJSON: json)
            Issue.record("expected an error")
        } catch {
            guard case .invalidSchema(let errors) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(errors.map(\.message).contains("Query root type must be Object type, it cannot be Q."))
        }
    }

    /// The schema's types without descriptions, ordered by name, printed.
    static func typesOnly(_ schema: GraphQLSchema) -> String {
        var copy = schema
        copy.description = nil
        copy.directiveNames = []
        copy.typeNames = schema.typeNames.sorted()
        for (name, type) in schema.types { copy.types[name] = withoutDescriptions(type) }
        return copy.printSDL()
    }

    private static func withoutDescriptions(_ type: GraphQLNamedType) -> GraphQLNamedType {
        func strip(_ field: GraphQLField) -> GraphQLField {
            var field = field
            field.description = nil
            field.arguments = field.arguments.map(strip)
            return field
        }
        func strip(_ value: GraphQLInputValue) -> GraphQLInputValue {
            var value = value
            value.description = nil
            return value
        }
        switch type {
        case .scalar(var scalar):
            scalar.description = nil
            return .scalar(scalar)
        case .object(var object):
            object.description = nil
            object.fields = object.fields.map(strip)
            return .object(object)
        case .interface(var interface):
            interface.description = nil
            interface.fields = interface.fields.map(strip)
            return .interface(interface)
        case .union(var union):
            union.description = nil
            return .union(union)
        case .enumType(var enumType):
            enumType.description = nil
            enumType.values = enumType.values.map {
                var value = $0
                value.description = nil
                return value
            }
            return .enumType(enumType)
        case .inputObject(var input):
            input.description = nil
            input.fields = input.fields.map(strip)
            return .inputObject(input)
        }
    }
}
