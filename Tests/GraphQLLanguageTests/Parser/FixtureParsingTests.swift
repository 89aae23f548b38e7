import GraphQLLanguage
import Testing

@Suite("Parsing every fixture")
struct FixtureParsingTests {
    @Test("there are fixtures to parse")
    func fixturesFound() {
        #expect(Fixtures.allPaths.count >= 25)
    }

    @Test("each fixture parses", arguments: Fixtures.allPaths)
    func parsesFixture(path: String) throws {
        let document = try parse(try Fixtures.source(path))
        #expect(!document.definitions.isEmpty)
    }
}
