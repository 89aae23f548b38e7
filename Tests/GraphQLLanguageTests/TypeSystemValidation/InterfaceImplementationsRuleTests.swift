import GraphQLLanguage
import Testing

@Suite struct InterfaceImplementationsRuleTests {
    @Test func validImplementationWithCovariantTypesIsFine() throws {
        try expectSchemaErrors(
            """
            type Query { n: Node }
            interface Node { id: ID node: Node list: [Node] }
            interface Named implements Node { id: ID node: Node list: [Node] name: String }
            type Thing implements Named & Node { id: ID! node: Thing list: [Thing!]! name: String extra(x: Int): Int }
            """, [])
    }

    @Test func missingFieldAndWrongTypeAreReported() throws {
        try expectSchemaErrors(
            "type Query { n: Node } interface Node { id: ID! name: String } type T implements Node { id: ID }",
            [
                "Interface field Node.id expects type ID! but T.id is type ID.",
                "Interface field Node.name expected but T does not provide it.",
            ]
        )
    }

    @Test func argumentsMustMatch() throws {
        try expectSchemaErrors(
            "type Query { n: Node } interface Node { f(a: Int, b: String): Int } "
                + "type T implements Node { f(a: String, c: Int!): Int }",
            [
                "Interface field argument Node.f(a:) expects type Int but T.f(a:) is type String.",
                "Interface field argument Node.f(b:) expected but T.f does not provide it.",
                "Argument \"T.f(c:)\" must not be required "
                    + "type \"Int!\" if not provided by the Interface field \"Node.f\".",
            ]
        )
    }

    @Test func transitiveInterfacesMustBeListed() throws {
        try expectSchemaErrors(
            "type Query { n: A } interface A { x: Int } "
                + "interface B implements A { x: Int } type T implements B { x: Int }",
            ["Type T must implement A because it is implemented by B."]
        )
    }

    @Test func nonInterfaceAndRepeatedInterfaceAreReported() throws {
        try expectSchemaErrors(
            "type Query { n: Int } type O { x: Int } interface I { x: Int } type T implements O & I & I { x: Int }",
            ["Type T must only implement Interface types, it cannot implement O.", "Type T can only implement I once."]
        )
    }

    @Test func selfImplementationIsReported() throws {
        try expectSchemaErrors(
            "type Query { n: I } interface I implements I { x: Int }",
            ["Type I cannot implement itself because it would create a circular reference."]
        )
    }

    @Test func implementationMayNotDeprecateWhatItsInterfaceOffers() throws {
        let sdl = """
            type Query { n: Node }
            interface Node { id: ID old: Int @deprecated }
            type T implements Node { id: ID @deprecated(reason: "no") old: Int @deprecated }
            """
        let errors = try schemaErrors(sdl)
        #expect(
            errors.map(\.message) == [
                "Interface field Node.id is not deprecated, so implementation field T.id must not be deprecated."
            ])
        #expect(errors.first?.locations.map { "\($0.line):\($0.column)" } == ["3:33", "3:26"])
    }
}
