import CourierGraphQL
import CourierWebSocket
import Foundation

/// Repeats subscribe, cancel and disconnect cycles of the WebSocket subscription client against
/// a server, from several concurrent workers, with a watchdog on every cycle.
///
/// A cycle that makes no progress for ``Options/stallTimeout`` seconds stops the run: the report
/// then carries the cycle and the waits it left parked (from ``PendingContinuations``, debug
/// builds), which name the continuation nobody resumed. After the cycles, each worker's transport
/// must have no subscription left and, once shut down, no wait of the run may still be parked.
package enum SubscriptionStress {
    /// How long and how wide a run is.
    package struct Options: Sendable {
        /// The number of cycles, over all workers.
        package var cycles: Int
        /// The number of workers running cycles at the same time (each on its own transport).
        package var concurrency: Int
        /// Seconds a cycle may take before the watchdog reports it.
        package var stallTimeout: Double
        /// The seed of the sequence of cycle kinds.
        package var seed: UInt64

        /// Creates options.
        package init(cycles: Int, concurrency: Int, stallTimeout: Double = 30, seed: UInt64 = 18) {
            self.cycles = cycles
            self.concurrency = concurrency
            self.stallTimeout = stallTimeout
            self.seed = seed
        }
    }

    /// What a run did.
    package struct Report: Sendable, CustomStringConvertible {
        /// The cycles that ended as expected, by kind.
        package var completed: [SubscriptionStressCycle: Int] = [:]
        /// The cycles that failed or stalled, and what was left behind, one entry each.
        package var failures: [String] = []
        /// Seconds the run took.
        package var seconds: Double = 0

        /// The number of cycles that ended as expected.
        package var completedCount: Int { completed.values.reduce(0, +) }

        /// A summary: counts per kind, then the failures.
        package var description: String {
            let counts = SubscriptionStressCycle.allCases.map { "\($0.rawValue) \(completed[$0, default: 0])" }.joined(
                separator: ", ")
            let head = "\(completedCount) cycles in \(String(format: "%.1f", seconds)) s (\(counts))"
            return ([head] + failures).joined(separator: "\n")
        }
    }

    /// Runs `options.cycles` cycles against `target`.
    /// - Parameters:
    ///   - target: The server and its operations.
    ///   - options: Cycles, workers, watchdog.
    /// - Returns: The report; it has failures when a cycle failed, stalled or left something behind.
    package static func run(_ target: SubscriptionStressTarget, options: Options) async -> Report {
        let start = Date()
        let runScope = "stress \(target.name) \(UUID().uuidString.prefix(8))"
        let workers = max(1, options.concurrency)
        var report = await withTaskGroup(of: Report.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    await runWorker(worker, of: workers, target: target, options: options, scope: runScope)
                }
            }
            var total = Report()
            for await part in group {
                total.completed.merge(part.completed, uniquingKeysWith: +)
                total.failures += part.failures
            }
            return total
        }
        // Every transport is shut down: a wait of this run still parked was never resumed.
        let deadline = Date().addingTimeInterval(5)
        while !PendingContinuations.pending(scope: runScope).isEmpty, Date() < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        if !PendingContinuations.pending(scope: runScope).isEmpty {
            report.failures.append("waits still parked after the run:\n" + PendingContinuations.report(scope: runScope))
        }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    private static func runWorker(
        _ worker: Int, of workers: Int, target: SubscriptionStressTarget, options: Options, scope: String
    ) async -> Report {
        var report = Report()
        var random = SplitMix64(seed: options.seed &+ UInt64(worker))
        let subprotocol = target.subprotocols[worker % max(target.subprotocols.count, 1)]
        var transport = target.makeTransport(subprotocol)
        for index in stride(from: worker, to: options.cycles, by: workers) {
            let kind = SubscriptionStressCycle.allCases[
                Int(random.next() % UInt64(SubscriptionStressCycle.allCases.count))]
            let cycleScope = "\(scope) cycle \(index) \(kind.rawValue) worker \(worker)"
            let current = transport
            let outcome = await CycleWatchdog.run(seconds: options.stallTimeout, scope: cycleScope) {
                try await PendingContinuations.$scope.withValue(cycleScope) {
                    try await kind.run(on: current, target: target)
                }
            }
            switch outcome {
            case .finished(let replaced):
                report.completed[kind, default: 0] += 1
                if replaced { transport = target.makeTransport(subprotocol) }
            case .failed(let message):
                report.failures.append("\(cycleScope): \(message)")
                await transport.shutdown()
                transport = target.makeTransport(subprotocol)
            case .stalled(let pending):
                // The stuck cycle keeps its transport; the worker stops here.
                report.failures.append(
                    "\(cycleScope): no progress for \(options.stallTimeout) s; waits parked:\n\(pending)")
                return report
            }
        }
        if let left = await leftoverSubscriptions(transport) {
            report.failures.append("worker \(worker): \(left) subscriptions still registered after its last cycle")
        }
        await transport.shutdown()
        return report
    }

    /// The transport's registered subscriptions once the asynchronous stops went through, or
    /// `nil` when none is left within 5 s.
    private static func leftoverSubscriptions(_ transport: WebSocketSubscriptionTransport) async -> Int? {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if await transport.activeSubscriptionCount == 0 { return nil }
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        let count = await transport.activeSubscriptionCount
        return count == 0 ? nil : count
    }
}

/// A small deterministic generator (SplitMix64), so that a run's cycle sequence repeats; the
/// package's tests use it for seeded random cases that can be replayed.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
