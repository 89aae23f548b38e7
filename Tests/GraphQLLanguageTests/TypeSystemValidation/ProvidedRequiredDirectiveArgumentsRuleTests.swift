import GraphQLLanguage
import Testing

@Suite struct ProvidedRequiredDirectiveArgumentsRuleTests {
    @Test func missingRequiredArgumentIsReported() throws {
        try expectSchemaErrors(
            "type Query { a: Int } scalar Date @specifiedBy",
            ["Directive \"@specifiedBy\" argument \"url\" of type \"String!\" is required, but it was not provided."]
        )
    }

    @Test func requiredArgumentWithDefaultMayBeOmitted() throws {
        try expectSchemaErrors("directive @d(x: Int! = 1) on OBJECT\ntype Query @d { a: Int }", [])
    }
}
