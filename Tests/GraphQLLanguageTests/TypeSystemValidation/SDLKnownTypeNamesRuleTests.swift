import GraphQLLanguage
import Testing

@Suite struct SDLKnownTypeNamesRuleTests {
    @Test func unknownTypesAreReported() throws {
        try expectSchemaErrors(
            "type Query implements Missing { a: Nope b(x: Gone): Int } union U = Absent",
            [
                "Unknown type \"Missing\".", "Unknown type \"Nope\".", "Unknown type \"Gone\".",
                "Unknown type \"Absent\".",
            ]
        )
    }

    @Test func builtInAndIntrospectionTypesAreKnown() throws {
        try expectSchemaErrors("type Query { a: Int b: String c: ID d: Float e: Boolean t: __Type }", [])
    }

    @Test func unknownTypesSuggestBuiltInIntrospectionAndDefinedTypes() throws {
        try expectSchemaErrors(
            "type Query { a: __Typ, b: Inte, c: Quer } type Quera { a: Int } type Querb { a: Int }",
            [
                "Unknown type \"__Typ\". Did you mean \"__Type\"?",
                "Unknown type \"Inte\". Did you mean \"Int\"?",
                "Unknown type \"Quer\". Did you mean \"Quera\", \"Querb\", or \"Query\"?",
            ]
        )
    }
}
