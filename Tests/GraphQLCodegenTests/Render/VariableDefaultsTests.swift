import GraphQLCodegen
import Testing

/// Variable defaults are generated, and arguments the server defaults are stated for the cache.
@Suite struct VariableDefaultsTests {
    static let sdl = """
        enum LengthUnit { METER FOOT }
        type Human { id: ID!, height(unit: LengthUnit = METER): Float, mass(precision: Int): Float }
        type Query { human(id: ID!): Human }
        """

    func query(_ text: String) throws -> String {
        let result = try generate([(name: "Q.graphql", text: text)], sdl: Self.sdl)
        return try #require(result.file("Operations/Queries/QQuery.graphql.swift"))
    }

    @Test func aVariableDefaultIsTheInitializersDefault() throws {
        let text = try query(
            #"query Q($unit: LengthUnit = FOOT, $id: ID! = "1000") { human(id: $id) { height(unit: $unit) } }"#)
        #expect(text.contains("unit: GraphQLNullable<BlogAPI.LengthUnit> = .some(.foot)"))
        #expect(text.contains(#"id: GraphQLNullable<String> = .some("1000")"#))
        #expect(text.contains(#""unit": .variable("unit", default: "FOOT")"#))
    }

    @Test func anOmittedArgumentStatesTheSchemaDefault() throws {
        let text = try query(#"query Q { human(id: "1") { height mass } }"#)
        #expect(text.contains(#".field("height", Double?.self, arguments: ["unit": "METER"])"#))
        #expect(text.contains(#".field("mass", Double?.self)"#))
    }

    @Test func aVariableWithoutDefaultFallsBackToTheSchemaDefault() throws {
        let text = try query(#"query Q($unit: LengthUnit) { human(id: "1") { height(unit: $unit) } }"#)
        #expect(text.contains(#""unit": .variable("unit", default: "METER")"#))
        #expect(text.contains("unit: GraphQLNullable<BlogAPI.LengthUnit> = nil"))
    }
}
