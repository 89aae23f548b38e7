import GraphQLLanguage
import Testing

@Suite struct SingleFieldSubscriptionsRuleTests {
    let rule = SingleFieldSubscriptionsRule()

    @Test func oneRootFieldPasses() throws {
        try expectValid(rule, "subscription S { importantEmails }")
        try expectValid(rule, "subscription S { importantEmails importantEmails }")
        try expectValid(rule, "subscription S { ...F } fragment F on Subscription { importantEmails }")
    }

    @Test func extraRootFieldsAreReported() throws {
        try expectErrors(
            rule, "subscription S { importantEmails newMessage { body } notification }",
            [
                error("Subscription \"S\" must select only one top level field.", "1:34", "1:54")
            ])
        try expectErrors(
            rule, "subscription { importantEmails newMessage { body } }",
            [
                error("Anonymous Subscription must select only one top level field.", "1:32")
            ])
    }

    @Test func fieldsThroughFragmentsCount() throws {
        try expectErrors(
            rule, "subscription S { ...F } fragment F on Subscription { importantEmails newMessage { body } }",
            [
                error("Subscription \"S\" must select only one top level field.", "1:70")
            ])
        try expectErrors(
            rule, "subscription S { ... on Subscription { importantEmails } newMessage { body } }",
            [
                error("Subscription \"S\" must select only one top level field.", "1:58")
            ])
    }

    // graphql-js 17: the top level may not depend on `@skip`/`@include` (formerly a literal
    // `@skip(if: true)` just removed the field from the count).
    @Test func skipAndIncludeAtTheTopLevelAreReported() throws {
        try expectErrors(
            rule, "subscription S { importantEmails newMessage @skip(if: true) { body } }",
            [
                error(
                    "Subscription \"S\" must not use `@skip` or `@include` directives in the top level selection.",
                    "1:45")
            ])
        try expectErrors(
            rule,
            "subscription { ... @include(if: true) { importantEmails } ...F } "
                + "fragment F on Subscription { newMessage @skip(if: $v) { body } }",
            [
                error(
                    "Anonymous Subscription must not use `@skip` or `@include` directives in the top level selection.",
                    "1:20", "1:106")
            ])
        try expectValid(rule, "subscription S { importantEmails { ... @include(if: true) { subject } } }")
    }

    @Test func introspectionRootFieldsAreReported() throws {
        try expectErrors(
            rule, "subscription S { __typename }",
            [
                error("Subscription \"S\" must not select an introspection top level field.", "1:18")
            ])
    }
}
