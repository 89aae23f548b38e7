import GraphQLLanguage
import Testing

/// Expected messages: graphql-core 3.3.2's `validate_schema` for the same SDL, quoted as
/// graphql-js 17 quotes ("null" where the Python port says "None").
@Suite struct DefaultValuesRuleTests {
    @Test func validDefaultsPass() throws {
        try expectSchemaErrors(
            """
            enum E { A B }
            input F { a: Int = 1, b: Int!, e: [E] = A }
            type Query { c(x: Int = 1, y: [Int] = 2, f: F = { b: 1, e: [A, B] }, s: String = null, id: ID = 5, g: \
            Float = 1): Int }
            directive @d(a: [[E!]] = [[A]]) on FIELD
            """, [])
    }

    @Test func scalarEnumAndNonNullDefaultsAreReported() throws {
        try expectSchemaErrors(
            """
            enum E { A B }
            type Query { c(a: E = C, b: E = "A", i: Int = "s", k: Int = 3000000000, z: Int! = null, l: [Int] = ["a"]): \
            Int }
            directive @d(a: Int = "x") on FIELD
            """,
            [
                "Query.c(a:) has invalid default value: Value \"C\" does not "
                    + "exist in \"E\" enum. Did you mean the enum value \"A\" or \"B\"?",
                "Query.c(b:) has invalid default value: Enum \"E\" cannot "
                    + "represent non-enum value: \"A\". Did you mean the enum value \"A\"?",
                "Query.c(i:) has invalid default value: Int cannot represent non-integer value: \"s\"",
                "Query.c(k:) has invalid default value: "
                    + "Int cannot represent non 32-bit signed integer value: 3000000000",
                "Query.c(z:) has invalid default value: Expected value of non-null type \"Int!\" not to be null.",
                "Query.c(l:) has invalid default value at [0]: Int cannot represent non-integer value: \"a\"",
                "@d(a:) has invalid default value: Int cannot represent non-integer value: \"x\"",
            ])
    }

    @Test func inputObjectDefaultsAreReportedWithTheirPath() throws {
        try expectSchemaErrors(
            """
            input F { a: Int = 1.5, b: Int! }
            input O @oneOf { a: Int, b: Int }
            type Query { c(w: F = { q: 1 }, n: F = { b: 1, a: "s" }, x: F = 1, j: [[F]] = [[{ b: "x" }]], o: O = { a: \
            1, b: 2 }): Int }
            """,
            [
                "F.a has invalid default value: Int cannot represent non-integer value: 1.5",
                "Query.c(w:) has invalid default value: Expected value of "
                    + "type \"F\" to include required field \"b\", found: { q: 1 }.",
                "Query.c(w:) has invalid default value: Expected value of "
                    + "type \"F\" not to include unknown field \"q\". Did you mean \"a\" or \"b\"? Found: { q: 1 }.",
                "Query.c(n:) has invalid default value at .a: Int cannot represent non-integer value: \"s\"",
                "Query.c(x:) has invalid default value: Expected value of type \"F\" to be an object, found: 1.",
                "Query.c(j:) has invalid default value at [0][0].b: Int cannot represent non-integer value: \"x\"",
                "Query.c(o:) has invalid default value: Within OneOf Input Object "
                    + "type \"O\", exactly one field must be specified, and the value for that field must be non-null.",
            ])
    }
}
