import GraphQLLanguage
import Testing

@Suite struct OneOfInputObjectRuleTests {
    @Test func nonNullAndDefaultedFieldsAreReported() throws {
        try expectSchemaErrors(
            "type Query { a(i: I): Int } input I @oneOf { x: Int! y: Int = 1 z: String }",
            ["OneOf input field I.x must be nullable.", "OneOf input field I.y cannot have a default value."]
        )
    }

    @Test func nullableFieldsWithoutDefaultsAreFine() throws {
        try expectSchemaErrors("type Query { a(i: I): Int } input I @oneOf { x: Int y: String }", [])
    }
}
