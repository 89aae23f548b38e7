import GraphQLLanguage
import Testing

@Suite struct UniqueEnumValueNamesRuleTests {
    @Test func duplicateValueIsReported() throws {
        try expectSchemaErrors(
            "type Query { e: E } enum E { A B A } extend enum E { B }",
            ["Enum value \"E.A\" can only be defined once.", "Enum value \"E.B\" can only be defined once."]
        )
    }

    @Test func duplicateInALongEnumIsFound() throws {
        let values = (0..<40).map { "V\($0)" }.joined(separator: " ")
        try expectSchemaErrors(
            "type Query { e: E } enum E { \(values) V3 }", ["Enum value \"E.V3\" can only be defined once."])
    }
}
