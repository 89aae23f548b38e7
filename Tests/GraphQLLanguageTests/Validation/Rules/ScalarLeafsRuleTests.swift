import GraphQLLanguage
import Testing

@Suite struct ScalarLeafsRuleTests {
    let rule = ScalarLeafsRule()

    @Test func leavesWithoutAndCompositesWithSelectionsPass() throws {
        try expectValid(rule, "{ dog { barks owner { name } } catOrDog { __typename } }")
    }

    @Test func compositeWithoutSelectionIsReported() throws {
        try expectErrors(
            rule, "{ human { pets } catOrDog }",
            [
                error(
                    "Field \"pets\" of "
                        + "type \"[Pet]\" must have a selection of subfields. Did you mean \"pets { ... }\"?", "1:11"),
                error(
                    "Field \"catOrDog\" of "
                        + "type \"CatOrDog\" must have a selection of subfields. Did you mean \"catOrDog { ... }\"?",
                    "1:18"),
            ])
    }

    @Test func leafWithSelectionIsReportedAtTheSelection() throws {
        try expectErrors(
            rule, "{ dog { doesKnowCommand(dogCommand: SIT) { sinceWhen } } cat { furColor { hex } } }",
            [
                error(
                    "Field \"doesKnowCommand\" must not have a selection since type \"Boolean\" has no subfields.",
                    "1:42"),
                error("Field \"furColor\" must not have a selection since type \"FurColor\" has no subfields.", "1:73"),
            ])
    }
}
