import GraphQLLanguage
import Testing

@Suite struct InterfaceImplementationsRuleTests {
    @Test func validImplementationWithCovariantTypesIsFine() throws {
        try expectSchemaErrors("""
        type Query { n: Node }
        interface Node { id: ID node: Node list: [Node] }
        interface Named implements Node { id: ID node: Node list: [Node] name: String }
        type Thing implements Named & Node { id: ID! node: Thing list: [Thing!]! name: String extra(x: Int): Int }
        """, [])
    }

    @Test func missingFieldAndWrongTypeAreReported() throws {
        try expectSchemaErrors(
            "type Query { n: Node } interface Node { id: ID! name: String } type T implements Node { id: ID }",
            ["Interface field Node.id expects type ID! but T.id is type ID.", "Interface field Node.name expected but T does not provide it."]
        )
    }

    @Test func argumentsMustMatch() throws {
        try expectSchemaErrors(
            "type Query { n: Node } interface Node { f(a: Int, b: String): Int } type T implements Node { f(a: String, c: Int!): Int }",
            [
                "Interface field argument Node.f(a:) expects type Int but T.f(a:) is type String.",
                "Interface field argument Node.f(b:) expected but T.f does not provide it.",
                "Object field T.f includes required argument c that is missing from the Interface field Node.f.",
            ]
        )
    }

    @Test func transitiveInterfacesMustBeListed() throws {
        try expectSchemaErrors(
            "type Query { n: A } interface A { x: Int } interface B implements A { x: Int } type T implements B { x: Int }",
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
}
