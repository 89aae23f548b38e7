import GraphQLLanguage
import Testing

@Suite struct ValuesOfCorrectTypeRuleTests {
    let rule = ValuesOfCorrectTypeRule()

    @Test func fittingLiteralsPass() throws {
        try expectValid(
            rule,
            """
            {
              complicatedArgs {
                intArgField(intArg: -2147483648)
                floatArgField(floatArg: 1)
                idArgField(idArg: 1)
                stringListArgField(stringListArg: "single item is coerced")
                enumArgField(enumArg: NO_FUR)
                complexArgField(complexArg: {requiredField: true, stringListField: ["a", null]})
              }
              anyArg(arg: {anything: [1, "goes", {here: null}]})
            }
            """)
    }

    @Test func builtInScalarsReportTheirOwnMessages() throws {
        try expectErrors(
            rule,
            """
            { complicatedArgs {
              intArgField(intArg: 2147483648)
              b: intArgField(intArg: 1.5)
              floatArgField(floatArg: "1")
              stringArgField(stringArg: 1)
              booleanArgField(booleanArg: "true")
              idArgField(idArg: 1.0)
            } }
            """,
            [
                error("Int cannot represent non 32-bit signed integer value: 2147483648", "2:23"),
                error("Int cannot represent non-integer value: 1.5", "3:26"),
                error("Float cannot represent non numeric value: \"1\"", "4:27"),
                error("String cannot represent a non string value: 1", "5:29"),
                error("Boolean cannot represent a non boolean value: \"true\"", "6:31"),
                error("ID cannot represent a non-string and non-integer value: 1.0", "7:21"),
            ])
    }

    @Test func enumsSuggestValues() throws {
        try expectErrors(
            rule, "{ complicatedArgs { a: enumArgField(enumArg: brown) b: enumArgField(enumArg: \"BROWN\") } }",
            [
                error(
                    "Value \"brown\" does not exist in \"FurColor\" enum. Did you mean the enum value \"BROWN\"?",
                    "1:46"),
                error(
                    "Enum \"FurColor\" cannot represent non-enum value: "
                        + "\"BROWN\". Did you mean the enum value \"BROWN\"?", "1:78"),
            ])
    }

    @Test func nullsAndListItemsAreCheckedAtTheirOwnPositions() throws {
        try expectErrors(
            rule,
            "{ complicatedArgs { nonNullIntArgField(nonNullIntArg: null) "
                + "stringListNonNullArgField(stringListNonNullArg: [\"a\", null, 2]) } }",
            [
                error("Expected value of non-null type \"Int!\" not to be null.", "1:55"),
                error("Expected value of non-null type \"String!\" not to be null.", "1:115"),
                error("String cannot represent a non string value: 2", "1:121"),
            ])
    }

    @Test func inputObjectsCheckRequiredAndUnknownFields() throws {
        try expectErrors(
            rule,
            "{ complicatedArgs { complexArgField(complexArg: {intField: "
                + "4, strinField: \"x\", nested: {requiredField: null}}) } }",
            [
                error(
                    "Expected value of type \"ComplexInput\" to include required field \"requiredField\", "
                        + "found: { intField: 4, strinField: \"x\", nested: { requiredField: null } }.", "1:49"),
                error("Expected value of non-null type \"Boolean!\" not to be null.", "1:104"),
                error(
                    "Expected value of type \"ComplexInput\" not to include unknown field \"strinField\". "
                        + "Did you mean \"stringField\", \"intField\", or \"stringListField\"? Found: "
                        + "{ intField: 4, strinField: \"x\", nested: { requiredField: null } }.", "1:63"),
            ])
    }

    @Test func compositeLiteralsAtLeafPositionsAndViceVersa() throws {
        try expectErrors(
            rule, "{ complicatedArgs { intArgField(intArg: [1]) complexArgField(complexArg: \"x\") } }",
            [
                error("Int cannot represent non-integer value: [1]", "1:41"),
                error("Expected value of type \"ComplexInput\" to be an object, found: \"x\".", "1:74"),
            ])
    }

    @Test func oneOfInputObjectsNeedExactlyOneNonNullField() throws {
        try expectValid(
            rule,
            "query Q($s: String!) { complicatedArgs { a: oneOfArgField(oneOfArg: "
                + "{intField: 1}) b: oneOfArgField(oneOfArg: {stringField: $s}) } }")
        try expectErrors(
            rule,
            "query Q($s: String) { complicatedArgs { a: oneOfArgField(oneOfArg: "
                + "{intField: 1, stringField: \"x\"}) b: oneOfArgField(oneOfArg: "
                + "{intField: null}) c: oneOfArgField(oneOfArg: {stringField: $s}) } }",
            [
                error(
                    "Within OneOf Input Object type \"OneOfInput\", exactly one field "
                        + "must be specified, and the value for that field must be non-null.", "1:68"),
                error(
                    "Within OneOf Input Object type \"OneOfInput\", exactly one field "
                        + "must be specified, and the value for that field must be non-null.", "1:128"),
            ])
    }

    @Test func variableDefaultsAreChecked() throws {
        try expectErrors(
            rule, "query Q($a: Int = \"one\", $b: Int! = null, $c: [String] = [\"a\", 2]) { __typename }",
            [
                error("Int cannot represent non-integer value: \"one\"", "1:19"),
                error("Expected value of non-null type \"Int!\" not to be null.", "1:37"),
                error("String cannot represent a non string value: 2", "1:64"),
            ])
    }
}
