import GraphQLLanguage
import Testing

@Suite struct UniqueTypeNamesRuleTests {
    @Test func duplicateTypeIsReportedAtBothDefinitions() throws {
        let errors = try schemaErrors("type Query { a: Int }\nscalar Query")
        #expect(errors.map(\.message) == ["There can be only one type named \"Query\"."])
        #expect(errors.first?.locations.map(\.line) == [1, 2])
    }

    @Test func distinctNamesAreFine() throws {
        try expectSchemaErrors("type Query { a: A } scalar A", [])
    }
}
