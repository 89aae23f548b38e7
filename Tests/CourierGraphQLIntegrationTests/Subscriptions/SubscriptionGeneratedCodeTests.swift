import Foundation
import Testing

/// The checked-in subscription types must be exactly what the code generator produces now.
/// Regenerate with `COURIER_UPDATE_GOLDENS=1 swift test --filter SubscriptionGeneratedCodeTests`.
@Suite struct SubscriptionGeneratedCodeTests {
    @Test func checkedInFilesMatchThePipeline() throws {
        let generated = try SubscriptionCodegen.generate()
        if ProcessInfo.processInfo.environment["COURIER_UPDATE_GOLDENS"] == "1" {
            try SubscriptionCodegen.write(generated)
        }
        let checkedIn = try SubscriptionCodegen.checkedIn()
        #expect(!generated.isEmpty)
        #expect(Set(generated.keys) == Set(checkedIn.keys))
        for (path, contents) in generated.sorted(by: { $0.key < $1.key }) where checkedIn[path] != contents {
            Issue.record("Subscriptions/Generated/\(path) is stale; regenerate with COURIER_UPDATE_GOLDENS=1")
        }
    }
}
