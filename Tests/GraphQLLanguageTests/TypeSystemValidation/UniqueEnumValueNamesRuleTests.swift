import GraphQLLanguage
import Testing

@Suite struct UniqueEnumValueNamesRuleTests {
    @Test func duplicateValueIsReported() throws {
        try expectSchemaErrors(
            "type Query { e: E } enum E { A B A } extend enum E { B }",
            ["Enum value \"E.A\" can only be defined once.", "Enum value \"E.B\" can only be defined once."]
        )
    }
}
