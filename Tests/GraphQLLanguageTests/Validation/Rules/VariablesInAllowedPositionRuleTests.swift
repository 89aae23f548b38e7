import GraphQLLanguage
import Testing

@Suite struct VariablesInAllowedPositionRuleTests {
    let rule = VariablesInAllowedPositionRule()

    @Test func fittingVariablesPass() throws {
        try expectValid(
            rule,
            """
            query Q($int: Int!, $list: [String!]!, $id: ID, $bool: Boolean = true, $nullableWithDefault: Int = 0) {
              complicatedArgs {
                intArgField(intArg: $int)
                stringListArgField(stringListArg: $list)
                nonNullIntArgField(nonNullIntArg: $nullableWithDefault)
              }
              human(id: $id) { name }
              dog @include(if: $bool) { isHouseTrained(atOtherHomes: $bool) }
            }
            """)
    }

    @Test func nullableVariableInNonNullPositionIsReported() throws {
        try expectErrors(
            rule, "query Q($v: Int) {\n  complicatedArgs { nonNullIntArgField(nonNullIntArg: $v) }\n}",
            [
                error("Variable \"$v\" of type \"Int\" used in position expecting type \"Int!\".", "1:9", "2:55")
            ])
    }

    @Test func aNullDefaultDoesNotMakeTheVariableNonNull() throws {
        try expectErrors(
            rule, "query Q($v: Int = null) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $v) } }",
            [
                error("Variable \"$v\" of type \"Int\" used in position expecting type \"Int!\".", "1:9", "1:79")
            ])
    }

    @Test func thePositionsOwnDefaultAllowsANullableVariable() throws {
        try expectValid(rule, "query Q($v: Int) { complicatedArgs { nonNullFieldWithDefault(arg: $v) } }")
    }

    @Test func listShapesMustMatch() throws {
        try expectErrors(
            rule,
            "query Q($a: [String], $b: String) { complicatedArgs { a: "
                + "stringListNonNullArgField(stringListNonNullArg: $a) b: stringListArgField(stringListArg: $b) } }",
            [
                error(
                    "Variable \"$a\" of type \"[String]\" used in position expecting type \"[String!]\".", "1:9",
                    "1:106"),
                error(
                    "Variable \"$b\" of "
                        + "type \"String\" used in position expecting type \"[String]\".", "1:23", "1:147"),
            ])
    }

    @Test func usagesInFragmentsAreCheckedPerOperation() throws {
        try expectErrors(
            rule,
            "query A($v: Int!) { complicatedArgs { ...F } } query B($v: Int) { complicatedArgs { ...F } } "
                + "fragment F on ComplicatedArgs { nonNullIntArgField(nonNullIntArg: $v) }",
            [
                error("Variable \"$v\" of type \"Int\" used in position expecting type \"Int!\".", "1:56", "1:160")
            ])
    }

    // graphql-js 17 checks here (no longer in ValuesOfCorrectType) that a variable filling a
    // `@oneOf` field is non-null.
    @Test func variablesForOneOfFieldsMustBeNonNull() throws {
        try expectValid(rule, "query Q($s: String!) { complicatedArgs { oneOfArgField(oneOfArg: {stringField: $s}) } }")
        try expectErrors(
            rule, "query Q($s: String) { complicatedArgs { c: oneOfArgField(oneOfArg: {stringField: $s}) } }",
            [
                error(
                    "Variable \"$s\" is of "
                        + "type \"String\" but must be non-nullable to be used for OneOf Input Object \"OneOfInput\".",
                    "1:9", "1:82")
            ])
    }
}
