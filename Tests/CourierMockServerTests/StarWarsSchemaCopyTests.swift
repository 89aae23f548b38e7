import Foundation
import Testing

/// `StarWarsSchema.sdl` is a copy of the language tests' Star Wars fixture (the mock server's tests
/// do not load another target's fixtures). This keeps the copy from drifting.
@Suite struct StarWarsSchemaCopyTests {
    @Test func copyIsIdenticalToTheFixture() throws {
        let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let fixture = testsDirectory.appendingPathComponent("GraphQLLanguageTests/Fixtures/starwars/schema.graphqls")
        let original = try String(contentsOf: fixture, encoding: .utf8)
        #expect(!original.isEmpty)
        // A raw string literal drops the file's last newline.
        #expect(
            StarWarsSchema.sdl == original || StarWarsSchema.sdl + "\n" == original,
            "Support/StarWarsSchema.swift differs from \(fixture.lastPathComponent); copy the fixture into it again")
    }
}
