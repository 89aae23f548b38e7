import GraphQLLanguage
import Testing

@Suite struct ReservedNamesRuleTests {
    @Test func doubleUnderscoreNamesAreReported() throws {
        try expectSchemaErrors(
            "type Query { __a: Int b(__x: Int): Int } enum E { __V } directive @__d on FIELD",
            [
                "Name \"__a\" must not begin with \"__\", which is reserved by GraphQL introspection.",
                "Name \"__x\" must not begin with \"__\", which is reserved by GraphQL introspection.",
                "Name \"__V\" must not begin with \"__\", which is reserved by GraphQL introspection.",
                "Name \"__d\" must not begin with \"__\", which is reserved by GraphQL introspection.",
            ]
        )
    }
}
