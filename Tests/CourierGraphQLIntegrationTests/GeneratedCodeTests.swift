import Foundation
import Testing

/// The checked-in operation types must be exactly what the code generator produces now, so they
/// cannot drift from the schema, the operations or the generator.
/// Regenerate with `COURIER_UPDATE_GOLDENS=1 swift test --filter GeneratedCodeTests`, or with
/// `courier generate --config Tests/CourierGraphQLIntegrationTests/courier.json` (the same output, which
/// `scripts/test` checks with `courier verify`).
@Suite struct GeneratedCodeTests {
    @Test func checkedInFilesMatchThePipeline() throws {
        let generated = try IntegrationCodegen.generate()
        if ProcessInfo.processInfo.environment["COURIER_UPDATE_GOLDENS"] == "1" {
            try IntegrationCodegen.write(generated)
        }
        let checkedIn = try IntegrationCodegen.checkedIn()
        #expect(!generated.isEmpty)
        #expect(Set(generated.keys) == Set(checkedIn.keys))
        for (path, contents) in generated.sorted(by: { $0.key < $1.key }) where checkedIn[path] != contents {
            Issue.record("Generated/\(path) is stale; regenerate with COURIER_UPDATE_GOLDENS=1")
        }
    }
}
