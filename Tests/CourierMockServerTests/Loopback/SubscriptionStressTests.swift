import CourierAPI
import CourierGraphQL
import CourierMockServer
import CourierTesting
import CourierWebSocket
import Foundation
import StarWarsFixtureAPI
import Testing

/// The WebSocket subscription client against the mock server's graphql-transport-ws endpoint:
/// many concurrent subscribe, cancel and disconnect cycles, each under a watchdog that names the
/// continuation left parked if a cycle stops making progress.
///
/// The suite runs a bounded number of cycles (`COURIER_STRESS_CYCLES`, 400 by default, about
/// 10 s in a debug build); the long variant sets it higher (RELIABILITY.md records its figures).
@Suite("subscription stress: mock server", .timeLimit(.minutes(5)))
struct MockServerSubscriptionStressTests {
    /// `reviewAdded` fed by a source: with `episode: JEDI` three reviews then the end, without an
    /// episode one review every 2 ms until the subscription stops.
    static func host() throws -> MockServerHost {
        try MockServerFixture.server {
            $0.subscriptionSources["Subscription.reviewAdded"] = { info in
                let short = info.arguments["episode"]?.stringValue == "JEDI"
                return AsyncStream { continuation in
                    let task = Task {
                        var sent = 0
                        while !Task.isCancelled, !short || sent < 3 {
                            continuation.yield([
                                "__typename": "Review", "episode": "JEDI", "stars": .number(.integer(Int64(sent))),
                                "commentary": .null,
                            ])
                            sent += 1
                            try? await Task.sleep(nanoseconds: 2_000_000)
                        }
                        continuation.finish()
                    }
                    continuation.onTermination = { _ in task.cancel() }
                }
            }
        }.serve()
    }

    static var cycles: Int {
        ProcessInfo.processInfo.environment["COURIER_STRESS_CYCLES"].flatMap(Int.init) ?? 400
    }

    @Test func concurrentCyclesAllEndAndLeaveNothingParked() async throws {
        let host = try Self.host()
        defer { host.stop() }
        let target = SubscriptionStressTarget(
            name: "mock server",
            webSocketURL: host.webSocketURL,
            subprotocols: [.graphQLTransportWS],
            longSubscription: GraphQLRequest(ReviewAddedSubscription()),
            shortSubscription: GraphQLRequest(ReviewAddedSubscription(episode: .some(.jedi))),
            shortSubscriptionResults: 3
        )
        let report = await SubscriptionStress.run(
            target, options: .init(cycles: Self.cycles, concurrency: 8, stallTimeout: 30))
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.completedCount == Self.cycles, "\(report)")
        for cycle in SubscriptionStressCycle.allCases {
            #expect(report.completed[cycle, default: 0] > 0, "no \(cycle.rawValue) cycle ran: \(report)")
        }
    }
}
