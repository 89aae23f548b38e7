import GraphQLLanguage
import Testing

@Suite struct LoneAnonymousOperationRuleTests {
    let rule = LoneAnonymousOperationRule()

    @Test func aLoneAnonymousOperationPasses() throws {
        try expectValid(rule, "{ dog { ...F } } fragment F on Dog { name }")
        try expectValid(rule, "query A { dog { name } } query B { cat { name } }")
    }

    @Test func anonymousOperationsBesideOthersAreReported() throws {
        try expectErrors(
            rule, "{ dog { name } }\nquery Foo { cat { name } }\nmutation { renameDog(name: \"x\") { name } }",
            [
                error("This anonymous operation must be the only defined operation.", "1:1"),
                error("This anonymous operation must be the only defined operation.", "3:1"),
            ])
    }
}
