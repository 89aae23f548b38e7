import Foundation
import GraphQLLanguage
import Testing

/// The Star Wars operation fixtures, validated together as one set.
@Suite struct StarWarsValidationTests {
    static func operationSet() throws -> Document {
        let paths = Fixtures.allPaths.filter { $0.hasPrefix("starwars/operations/") }
        var definitions: [Definition] = []
        for path in paths { definitions += try parse(Fixtures.source(path)).definitions }
        return Document(definitions: definitions)
    }

    @Test func theFixturesFormAValidOperationSet() throws {
        let document = try Self.operationSet()
        #expect(document.operations.count > 20)
        let errors = validate(document, schema: try ValidationHarness.starWars, rules: operationSetRules)
        #expect(errors.isEmpty, "\(errors.map(\.description))")
    }

    @Test func onlyStandaloneFragmentsAreUnusedUnderEveryRule() throws {
        let document = try Self.operationSet()
        let errors = validate(document, schema: try ValidationHarness.starWars)
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.message.hasPrefix("Fragment \"") && $0.message.hasSuffix("\" is never used.") })
    }

    @Test func eachFixtureFileIsValidAgainstTheSchemaWithTheSetsFragments() throws {
        let set = try Self.operationSet()
        let schema = try ValidationHarness.starWars
        for path in Fixtures.allPaths where path.hasPrefix("starwars/operations/") {
            let file = try parse(Fixtures.source(path))
            // The file's own definitions plus the fragments defined elsewhere in the set.
            let ownFragments = Set(file.fragments.map(\.name))
            let others = set.definitions.filter {
                if case .fragment(let fragment) = $0 { !ownFragments.contains(fragment.name) } else { false }
            }
            let document = Document(definitions: file.definitions + others, source: file.source)
            let errors = validate(document, schema: schema, rules: operationSetRules)
            #expect(errors.isEmpty, "\(path): \(errors.map(\.description))")
        }
    }
}
