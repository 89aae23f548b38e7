import GraphQLLanguage
import Testing

@Suite struct PossibleFragmentSpreadsRuleTests {
    let rule = PossibleFragmentSpreadsRule()

    @Test func overlappingTypesPass() throws {
        try expectValid(
            rule,
            "{ dog { ...A ...B ...C ... on Dog { name } } pet { ...A } catOrDog { ...A } "
                + "being { ... on Pet { name } } } fragment A on Dog { name } "
                + "fragment B on Pet { name } fragment C on CatOrDog { __typename }")
        try expectValid(rule, "{ dogOrHuman { ... on Canine { name } } }")
    }

    @Test func disjointObjectTypesAreReported() throws {
        try expectErrors(
            rule, "{ dog { ...F ... on Cat { meows } } } fragment F on Cat { meows }",
            [
                error(
                    "Fragment \"F\" cannot be spread here as objects of type \"Dog\" can never be of type \"Cat\".",
                    "1:9"),
                error(
                    "Fragment cannot be spread here as objects of type \"Dog\" can never be of type \"Cat\".", "1:14"),
            ])
    }

    @Test func disjointAbstractTypesAreReported() throws {
        try expectErrors(
            rule, "{ pet { ... on HumanOrAlien { __typename } } humanOrAlien { ... on Pet { name } } }",
            [
                error(
                    "Fragment cannot be spread here as objects of type \"Pet\" can never be of type \"HumanOrAlien\".",
                    "1:9"),
                error(
                    "Fragment cannot be spread here as objects of type \"HumanOrAlien\" can never be of type \"Pet\".",
                    "1:61"),
            ])
    }
}
