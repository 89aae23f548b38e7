import Foundation
import GraphQLLanguage
import Testing

/// What ``GraphQLSchema/readIntrospection(json:)`` skips with a warning instead of failing, as
/// graphql-core's `build_client_schema` accepts it, and what it still refuses.
@Suite struct IntrospectionToleranceTests {
    private static func result(types: String, directives: String = "[]", envelope: Bool = true)
        throws(IntrospectionSchemaError) -> IntrospectionReadResult
    {
        let schema = #"{"queryType": {"name": "Q"}, "types": \#(types), "directives": \#(directives)}"#
        let json = envelope ? #"{"data": {"__schema": \#(schema)}}"# : #"{"__schema": \#(schema)}"#
        return try GraphQLSchema.readIntrospection(json: Data(json.utf8))
    }

    private static let query =
        #"{"kind": "OBJECT", "name": "Q", "fields": [{"name": "a", "args": "#
        + #"[], "type": {"kind": "SCALAR", "name": "Int"}}], "interfaces": []}"#

    @Test func unknownDirectiveLocationIsSkippedWithItsPath() throws {
        let directive = #"[{"name": "tag", "locations": ["FIELD", "SOMEWHERE_NEW", "QUERY"], "args": []}]"#
        let result = try Self.result(types: "[\(Self.query)]", directives: directive)
        #expect(result.schema.directives["tag"]?.locations == [.field, .query])
        #expect(
            result.warnings == [
                IntrospectionWarning(
                    path: "data.__schema.directives[0].locations[1]",
                    message: "unknown directive location 'SOMEWHERE_NEW' of @tag skipped"
                )
            ])
        #expect(result.validationErrors.isEmpty)
    }

    @Test func aDeprecatedDirectiveKeepsItsReason() throws {
        let directives = #"""
            [{"name": "old", "locations": ["FIELD"], "args": [], "isDeprecated": true, \#
            "deprecationReason": "Use @new."}, \#
            {"name": "new", "locations": ["FIELD"], "args": [], "isDeprecated": false, "deprecationReason": null}]
            """#
        let result = try Self.result(types: "[\(Self.query)]", directives: directives)
        #expect(result.warnings.isEmpty)
        #expect(result.schema.directives["old"]?.deprecationReason == "Use @new.")
        #expect(result.schema.directives["new"]?.deprecationReason == nil)
        #expect(result.schema.printSDL().contains(#"directive @old @deprecated(reason: "Use @new.") on FIELD"#))
    }

    @Test func unknownTypeKindIsSkippedWithItsPath() throws {
        let future = #"{"kind": "TENSOR", "name": "Matrix"}"#
        let result = try Self.result(types: "[\(Self.query), \(future)]")
        #expect(result.schema.types["Matrix"] == nil)
        #expect(result.warnings.map(\.path) == ["data.__schema.types[1].kind"])
        #expect(result.warnings.first?.message.contains("TENSOR") == true)
    }

    @Test func unknownMembersWarnOncePerNameNamingTheFirstPlace() throws {
        let fields =
            #"[{"name": "a", "args": [], "type": {"kind": "SCALAR", "name": "Int"}, "cost": 1}, {"name": "#
            + #""b", "args": [], "type": {"kind": "SCALAR", "name": "Int"}, "cost": 2, "__typename": "__Field"}]"#
        let type = #"{"kind": "OBJECT", "name": "Q", "fields": \#(fields), "interfaces": [], "specifiedByUrl": null}"#
        let result = try Self.result(types: "[\(type)]", envelope: false)
        #expect(result.schema.types["Q"] != nil)
        #expect(
            result.warnings == [
                IntrospectionWarning(
                    path: "__schema.types[0].fields[0].cost",
                    message: "unknown member 'cost' skipped (and in 1 more place)"
                )
            ])
    }

    @Test func typeRuleProblemsAreReturnedNotThrown() throws {
        // An object that claims an interface without its field: graphql-core builds it, validate_schema flags it.
        let interface =
            #"{"kind": "INTERFACE", "name": "Named", "fields": [{"name": "#
            + #""name", "args": [], "type": {"kind": "SCALAR", "name": "String"}}], "#
            + #""interfaces": [], "possibleTypes": [{"kind": "OBJECT", "name": "Q"}]}"#
        let type =
            #"{"kind": "OBJECT", "name": "Q", "fields": [{"name": "a", "args": [], "type": {"kind": "#
            + #""SCALAR", "name": "Int"}}], "interfaces": [{"kind": "INTERFACE", "name": "Named"}]}"#
        let json = #"{"__schema": {"queryType": {"name": "Q"}, "types": [\#(type), \#(interface)]}}"#
        let result = try GraphQLSchema.readIntrospection(json: Data(json.utf8))
        #expect(result.schema.types["Named"] != nil)
        #expect(!result.validationErrors.isEmpty)
        #expect(throws: IntrospectionSchemaError.self) { try GraphQLSchema(introspectionJSON: json) }
    }

    @Test func danglingTypeReferenceThrows() {
        let type =
            #"{"kind": "OBJECT", "name": "Q", "fields": [{"name": "a", "args": [], "type": "#
            + #"{"kind": "NON_NULL", "ofType": {"kind": "OBJECT", "name": "Missing"}}}]}"#
        do throws(IntrospectionSchemaError) {
            _ = try Self.result(types: "[\(type)]")
            Issue.record("expected an error")
        } catch {
            #expect(error == .unknownType("Missing", usedBy: "Q.a"))
            #expect(error.description.contains("Q.a refers to the type Missing"))
        }
    }

    @Test func wrongShapeInsideTheEnvelopeNamesTheFullPath() {
        let type =
            #"{"kind": "OBJECT", "name": "Q", "fields": [{"name": "a", "args": [{"name": "x", "type": {"kind": "#
            + #""SCALAR", "name": "Int"}, "isDeprecated": "yes"}], "type": {"kind": "SCALAR", "name": "Int"}}]}"#
        do throws(IntrospectionSchemaError) {
            _ = try Self.result(types: "[\(type)]")
            Issue.record("expected an error")
        } catch {
            #expect(
                error
                    == .invalidShape(
                        path: "data.__schema.types[0].fields[0].args[0].isDeprecated", expected: "a Boolean"))
        }
    }

    @Test func deprecatedArgumentsAndInputFieldsAreRead() throws {
        let input = #"""
            {"kind": "INPUT_OBJECT", "name": "In", "isOneOf": true, "inputFields": [\#
            {"name": "old", "type": {"kind": "SCALAR", "name": "Int"}, "isDeprecated": true, \#
            "deprecationReason": "Use new."}, \#
            {"name": "new", "type": {"kind": "SCALAR", "name": "Int"}, "isDeprecated": false, \#
            "deprecationReason": null}]}
            """#
        let type =
            #"{"kind": "OBJECT", "name": "Q", "fields": [{"name": "a", "args": "#
            + #"[{"name": "in", "type": {"kind": "INPUT_OBJECT", "name": "In"}, "#
            + #""isDeprecated": true}], "type": {"kind": "SCALAR", "name": "Int"}}]}"#
        let result = try Self.result(types: "[\(type), \(input)]")
        #expect(result.warnings.isEmpty)
        guard case .inputObject(let inputType)? = result.schema.types["In"] else {
            Issue.record("no input type")
            return
        }
        #expect(inputType.isOneOf)
        #expect(inputType.fields.map(\.deprecationReason) == ["Use new.", nil])
        guard case .object(let query)? = result.schema.types["Q"] else {
            Issue.record("no query type")
            return
        }
        #expect(query.fields.first?.arguments.first?.deprecationReason == GraphQLSchema.defaultDeprecationReason)
    }
}
