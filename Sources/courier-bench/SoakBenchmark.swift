import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import CourierWebSocket
import Foundation

/// `courier-bench soak` (on demand, a few minutes): long runs against the in-process loopback
/// servers, checking that nothing accumulates.
///
/// Five phases, each first run at a tenth of its size as a warm-up:
/// - 100,000 GraphQL requests through a client that writes every answer to its store (8 variable
///   sets, 8 in flight, a watcher following one of them), over an in-memory transport: Courier's
///   own code alone;
/// - the same 100,000 requests over `URLSessionTransport` to the loopback HTTP server;
/// - 100,000 raw `URLSession` posts of the same body to the same server, without Courier: what the
///   platform's URL loading keeps by itself (on Linux, FoundationNetworking keeps about 0.7 KB per
///   request; RELIABILITY.md), the baseline of the previous phase;
/// - 10,000 subscription start/cancel cycles on a shared WebSocket transport;
/// - 1,000 reconnects of a subscription whose server drops every connection.
///
/// Resident memory is read after each phase once freed heap has been handed back to the system
/// (`malloc_trim` on glibc), so that it counts what is still held. The suite fails when a phase
/// of Courier's own (in-memory requests, subscriptions, reconnects) grew resident memory by
/// 10 MB or more, or when a descriptor, thread or parked wait was left over at the end.
enum SoakBenchmark {
    static let requests = 100_000
    static let subscriptionCycles = 10_000
    static let reconnects = 1_000
    static let memoryGrowthLimit = 10.0 * 1024 * 1024

    enum SoakFailure: Error, CustomStringConvertible {
        case leftOver(String)
        var description: String {
            switch self {
            case .leftOver(let what): "soak: \(what)"
            }
        }
    }

    /// One phase: a name for its figures, its full size, whether its memory growth is held to
    /// ``memoryGrowthLimit``, and the work for a given size.
    struct Phase: Sendable {
        var name: String
        var count: Int
        var isCourierAlone: Bool
        var body: @Sendable (Int) async throws -> Void
    }

    static let phases: [Phase] = [
        Phase(name: "graphql_requests_in_memory", count: requests, isCourierAlone: true) {
            try await graphQLRequests($0, over: .inMemory)
        },
        Phase(name: "graphql_requests_urlsession", count: requests, isCourierAlone: false) {
            try await graphQLRequests($0, over: .urlSession)
        },
        Phase(name: "raw_urlsession_baseline", count: requests, isCourierAlone: false) {
            try await rawURLSessionRequests($0)
        },
        Phase(name: "subscription_start_cancel", count: subscriptionCycles, isCourierAlone: true) {
            try await subscriptionStartCancel($0)
        },
        Phase(name: "reconnects", count: reconnects, isCourierAlone: true) {
            try await reconnectCycles($0)
        },
    ]

    static func run() async throws -> [BenchmarkResult] {
        for phase in phases { try await phase.body(phase.count / 10) }
        let start = await settled()
        let begun = BenchmarkClock.now()
        var results: [BenchmarkResult] = []
        var failures: [String] = []
        var before = start.residentBytes
        for phase in phases {
            try await phase.body(phase.count)
            let after = await settled().residentBytes
            guard let first = before, let last = after else { continue }
            results.append(
                BenchmarkResult(
                    name: "soak.\(phase.name).resident_growth", value: (last - first) / 1_048_576, unit: "MB"))
            if phase.isCourierAlone, last - first >= memoryGrowthLimit {
                failures.append("\(phase.name) grew resident memory by \(Int((last - first) / 1_048_576)) MB")
            }
            before = after
        }
        let end = await settled()
        results.insert(BenchmarkResult(name: "soak.seconds", value: BenchmarkClock.now() - begun, unit: "s"), at: 0)
        results += figures(start: start, end: end)
        failures += leftOvers(start: start, end: end)
        if !failures.isEmpty { throw SoakFailure.leftOver(failures.joined(separator: "; ")) }
        return results
    }

    /// The resources once threads that are ending have ended (up to 2 s), with freed heap given
    /// back to the system first.
    static func settled() async -> ProcessResources {
        var resources = ProcessResources.now()
        for _ in 0..<200 {
            try? await Task.sleep(nanoseconds: 10_000_000)
            let next = ProcessResources.now()
            if next.threads == resources.threads, next.openDescriptors == resources.openDescriptors,
                next.pendingWaits ?? 0 == 0
            {
                break
            }
            resources = next
        }
        ProcessResources.releaseFreedHeap()
        return ProcessResources.now()
    }

    static func figures(start: ProcessResources, end: ProcessResources) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        func add(_ name: String, _ value: Double?, _ unit: String) {
            if let value { results.append(BenchmarkResult(name: "soak.\(name)", value: value, unit: unit)) }
        }
        add("resident_memory.after_warmup", start.residentBytes.map { $0 / 1_048_576 }, "MB")
        add("resident_memory.end", end.residentBytes.map { $0 / 1_048_576 }, "MB")
        add("open_descriptors.after_warmup", start.openDescriptors.map(Double.init), "fds")
        add("open_descriptors.end", end.openDescriptors.map(Double.init), "fds")
        add("threads.after_warmup", start.threads.map(Double.init), "threads")
        add("threads.end", end.threads.map(Double.init), "threads")
        add("pending_waits.end", end.pendingWaits.map(Double.init), "waits")
        return results
    }

    /// Descriptors, threads and parked waits still there at the end.
    static func leftOvers(start: ProcessResources, end: ProcessResources) -> [String] {
        var failures: [String] = []
        if let first = start.openDescriptors, let last = end.openDescriptors, last > first {
            failures.append("\(last - first) file descriptors left open")
        }
        if let first = start.threads, let last = end.threads, last > first {
            failures.append("\(last - first) threads left running")
        }
        if let pending = end.pendingWaits, pending > 0 {
            failures.append("waits still parked:\n\(PendingContinuations.report())")
        }
        return failures
    }
}
