import GraphQLLanguage
import Testing

@Suite struct PossibleTypeExtensionsRuleTests {
    @Test func extendingAnUndefinedTypeIsReported() throws {
        try expectSchemaErrors(
            "type Query { a: Int } extend type Nope { b: Int }",
            ["Cannot extend type \"Nope\" because it is not defined."])
    }

    @Test func extendingWithTheWrongKindIsReported() throws {
        try expectSchemaErrors(
            "type Query { a: Int } extend input Query { b: Int }", ["Cannot extend non-input object type \"Query\"."])
    }

    @Test func extendingABuiltInScalarIsAllowed() throws {
        try expectSchemaErrors("directive @tag on SCALAR\ntype Query { a: Int } extend scalar Int @tag", [])
    }
}
