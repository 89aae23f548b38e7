import GraphQLLanguage
import Testing

@Suite struct UniqueFieldDefinitionNamesRuleTests {
    @Test func fieldDefinedTwiceNamesTypeFieldAndBothLocations() throws {
        let errors = try schemaErrors(
            """
            type Query {
              hero: Int
              other: Int
              hero: String
            }
            """)
        #expect(errors.map(\.message) == ["Field \"Query.hero\" can only be defined once."])
        #expect(errors.first?.locations.map(\.description) == ["2:3", "4:3"])
    }

    @Test func extensionRedefiningAFieldIsReported() throws {
        try expectSchemaErrors(
            "type Query { a: Int } extend type Query { a: Int }\ninput I { x: Int x: Int }",
            ["Field \"Query.a\" can only be defined once.", "Field \"I.x\" can only be defined once."]
        )
    }

    @Test func duplicateInALongFieldListIsFound() throws {
        let fields = (0..<40).map { "f\($0): Int" }.joined(separator: "\n")
        try expectSchemaErrors(
            "type Query {\n\(fields)\nf7: String\n}", ["Field \"Query.f7\" can only be defined once."])
    }
}
