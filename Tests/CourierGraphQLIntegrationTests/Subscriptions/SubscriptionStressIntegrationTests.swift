import CourierAPI
import CourierGraphQL
import CourierTesting
import Foundation
import Testing

/// The WebSocket subscription client against the Strawberry integration server, both
/// subprotocols: many concurrent subscribe, cancel and disconnect cycles, each under a watchdog
/// that names the continuation left parked if a cycle stops making progress.
///
/// The suite runs a bounded number of cycles (`COURIER_STRESS_CYCLES`, 200 by default); the long
/// variant sets it higher (RELIABILITY.md records its figures).
@Suite("subscription stress: Strawberry", IntegrationServer.enabled, .timeLimit(.minutes(5)))
struct SubscriptionStressIntegrationTests {
    static var cycles: Int {
        ProcessInfo.processInfo.environment["COURIER_STRESS_CYCLES"].flatMap(Int.init) ?? 200
    }

    @Test func concurrentCyclesAllEndAndLeaveNothingParked() async throws {
        let scope = try ServerScope()
        let target = SubscriptionStressTarget(
            name: "Strawberry",
            webSocketURL: scope.webSocketURL,
            longSubscription: GraphQLRequest(CountSubscription(to: 1_000_000, intervalMs: 2)),
            shortSubscription: GraphQLRequest(CountSubscription(to: 3, intervalMs: 1)),
            shortSubscriptionResults: 3,
            headerFields: [(name: "X-Courier-Test-Scope", value: scope.id)]
        )
        let report = await SubscriptionStress.run(
            target, options: .init(cycles: Self.cycles, concurrency: 6, stallTimeout: 30))
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.completedCount == Self.cycles, "\(report)")
    }
}
