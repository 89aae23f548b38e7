import Foundation
import GraphQLLanguage
import Testing

@Suite struct OverlappingFieldsCanBeMergedRuleTests {
    let rule = OverlappingFieldsCanBeMergedRule()

    @Test func identicalFieldsAndArgumentsMerge() throws {
        try expectValid(
            rule,
            "fragment F on Dog { name name otherName: name otherName: name doesKnowCommand(dogCommand: "
                + "SIT) doesKnowCommand(dogCommand: SIT) isAtLocation(x: 1, y: 2) isAtLocation(y: 2, x: 1) }")
    }

    @Test func differentFieldsUnderOneNameConflict() throws {
        try expectErrors(
            rule, "fragment F on Dog { fido: name fido: nickname }",
            [
                error(
                    "Fields \"fido\" conflict because \"name\" and \"nickname\" are different fields. "
                        + "Use different aliases on the fields to fetch both if this was intentional.", "1:21", "1:32")
            ])
    }

    @Test func differingArgumentsConflict() throws {
        try expectErrors(
            rule, "fragment F on Dog { doesKnowCommand(dogCommand: SIT) doesKnowCommand }",
            [
                error(
                    "Fields \"doesKnowCommand\" conflict because they have differing arguments. "
                        + "Use different aliases on the fields to fetch both if this was intentional.", "1:21", "1:54")
            ])
    }

    @Test func distinctObjectParentsMayDifferInNameAndArguments() throws {
        try expectValid(rule, "{ catOrDog { ... on Dog { name: nickname } ... on Cat { name } } }")
        // …but not when one parent is abstract.
        try expectErrors(
            rule, "{ pet { ... on Dog { name: nickname } ... on Pet { name } } }",
            [
                error(
                    "Fields \"name\" conflict because \"nickname\" and \"name\" are different fields. "
                        + "Use different aliases on the fields to fetch both if this was intentional.", "1:22", "1:52")
            ])
    }

    @Test func returnShapesMustMatchEvenForDistinctParents() throws {
        try expectErrors(
            rule, "{ catOrDog { ... on Dog { x: barkVolume } ... on Cat { x: meows } } }",
            [
                error(
                    "Fields \"x\" conflict because they return conflicting types \"Int\" and \"Boolean\". "
                        + "Use different aliases on the fields to fetch both if this was intentional.", "1:27", "1:56")
            ])
        try expectErrors(
            rule, "{ catOrDog { ... on Dog { x: name } ... on Cat { x: lives } } }",
            [
                error(
                    "Fields \"x\" conflict because they return conflicting types \"String\" and \"[Int!]\". "
                        + "Use different aliases on the fields to fetch both if this was intentional.", "1:27", "1:50")
            ])
    }

    @Test func subfieldConflictsAreReportedThroughTheirParents() throws {
        try expectErrors(
            rule, "{\n  field: dog { x: name y: barks }\n  field: dog { x: nickname y: barkVolume }\n}",
            [
                error(
                    """
                    Fields "field" conflict because subfields "x" conflict because "name" and "nickname" are different \
                    fields and subfields "y" conflict because "barks" and "barkVolume" are different fields. Use \
                    different aliases on the fields to fetch both if this was intentional.
                    """,
                    "2:3", "2:16", "2:24", "3:3", "3:16", "3:28")
            ])
    }

    @Test func conflictsThroughFragmentsAreFound() throws {
        try expectErrors(
            rule, "{ dog { ...A ...B } } fragment A on Dog { x: name } fragment B on Dog { x: barks }",
            [
                error(
                    "Fields \"x\" conflict because \"name\" and \"barks\" are different fields. "
                        + "Use different aliases on the fields to fetch both if this was intentional.", "1:43", "1:73")
            ])
        try expectErrors(
            rule, "{ dog { x: name ...A } } fragment A on Dog { ...B } fragment B on Dog { x: barks }",
            [
                error(
                    "Fields \"x\" conflict because \"name\" and \"barks\" are different fields. "
                        + "Use different aliases on the fields to fetch both if this was intentional.", "1:9", "1:73")
            ])
    }

    @Test func fragmentCyclesDoNotLoop() throws {
        try expectValid(rule, "{ dog { ...A } } fragment A on Dog { name ...B } fragment B on Dog { name ...A }")
    }

    @Test func fragmentCyclesThroughSubSelectionsTerminate() throws {
        // graphql-core 3.2 (before graphql-js#4168) recurses without end on this document.
        try expectValid(rule, "fragment F0 on Mammal { father { father { ... on Pet { ...F0 } } ...F0 } }")
        try expectErrors(
            rule, "fragment F on Dog { x: mother { ...F } ... on Dog { x: father { ...F name: nickname } } name }",
            [
                error(
                    "Fields \"x\" conflict because \"mother\" and \"father\" are different fields. "
                        + "Use different aliases on the fields to fetch both if this was intentional.", "1:21", "1:53"),
                error(
                    "Fields \"name\" conflict because \"nickname\" and \"name\" are different fields. "
                        + "Use different aliases on the fields to fetch both if this was intentional.", "1:70", "1:89"),
            ])
    }

    @Test func deepFragmentChainsStayFast() throws {
        // 40 fragments that each spread the next two: exponential without the pair cache.
        let fragments = (0..<40).map {
            "fragment F\($0) on Dog { x: name mother { ...F\($0 + 1) } ...F\($0 + 1) ...F\($0 + 2) }"
        }
        let text =
            "{ dog { ...F0 } } " + fragments.joined(separator: " ")
            + " fragment F40 on Dog { x: name } fragment F41 on Dog { x: name }"
        let start = Date()
        try expectValid(rule, text)
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
