import GraphQLLanguage
import Testing

@Suite struct EnumValuesRuleTests {
    @Test func emptyEnumIsReported() throws {
        try expectSchemaErrors("type Query { e: E } enum E", ["Enum type E must define one or more values."])
    }

    @Test func validEnumIsFine() throws {
        try expectSchemaErrors("type Query { e: E } enum E { A B }", [])
    }
}
