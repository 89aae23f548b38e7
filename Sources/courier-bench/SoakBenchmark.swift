import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import CourierWebSocket
import Foundation

/// `courier-bench soak` (on demand, a few minutes): long runs against the in-process loopback
/// servers, checking that nothing accumulates.
///
/// Three phases, each first run at a tenth of its size as a warm-up: 100,000 GraphQL requests
/// through a client that writes every answer to its store (8 variable sets, 8 in flight, a
/// watcher following one of them); 10,000 subscription start/cancel cycles on a shared
/// WebSocket transport; 1,000 reconnects of a subscription whose server drops every connection.
/// Resident memory, descriptors, threads and parked waits are read after the warm-up and at the
/// end (after every server and transport stopped). The suite fails when memory grew by 10 MB or
/// more, or a descriptor, thread or parked wait was left over.
enum SoakBenchmark {
    static let requests = 100_000
    static let subscriptionCycles = 10_000
    static let reconnects = 1_000
    static let memoryGrowthLimit = 10.0 * 1024 * 1024

    enum SoakFailure: Error, CustomStringConvertible {
        case leftOver(String)
        var description: String {
            switch self { case .leftOver(let what): "soak: \(what)" }
        }
    }

    static func run() async throws -> [BenchmarkResult] {
        try await runPhases(scale: 10)
        let start = await settled()
        let begun = BenchmarkClock.now()
        try await runPhases(scale: 1)
        let end = await settled()
        let seconds = BenchmarkClock.now() - begun
        var results = [BenchmarkResult(name: "soak.seconds", value: seconds, unit: "s")]
        results += figures(start: start, end: end)
        try check(start: start, end: end)
        return results
    }

    /// The three phases at `1/scale` of their size.
    static func runPhases(scale: Int) async throws {
        try await graphQLRequests(requests / scale)
        try await subscriptionStartCancel(subscriptionCycles / scale)
        try await reconnectCycles(reconnects / scale)
    }

    /// The resources once threads that are ending have ended (up to 2 s).
    static func settled() async -> ProcessResources {
        var resources = ProcessResources.now()
        for _ in 0..<200 {
            try? await Task.sleep(nanoseconds: 10_000_000)
            let next = ProcessResources.now()
            if next.threads == resources.threads, next.openDescriptors == resources.openDescriptors, next.pendingWaits ?? 0 == 0 { return next }
            resources = next
        }
        return resources
    }

    static func figures(start: ProcessResources, end: ProcessResources) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        func add(_ name: String, _ value: Double?, _ unit: String) {
            if let value { results.append(BenchmarkResult(name: "soak.\(name)", value: value, unit: unit)) }
        }
        add("resident_memory.after_warmup", start.residentBytes.map { $0 / 1_048_576 }, "MB")
        add("resident_memory.end", end.residentBytes.map { $0 / 1_048_576 }, "MB")
        if let first = start.residentBytes, let last = end.residentBytes { add("resident_memory.growth", (last - first) / 1_048_576, "MB") }
        add("open_descriptors.after_warmup", start.openDescriptors.map(Double.init), "fds")
        add("open_descriptors.end", end.openDescriptors.map(Double.init), "fds")
        add("threads.after_warmup", start.threads.map(Double.init), "threads")
        add("threads.end", end.threads.map(Double.init), "threads")
        add("pending_waits.end", end.pendingWaits.map(Double.init), "waits")
        return results
    }

    static func check(start: ProcessResources, end: ProcessResources) throws {
        if let first = start.residentBytes, let last = end.residentBytes, last - first >= memoryGrowthLimit {
            throw SoakFailure.leftOver("resident memory grew by \(Int((last - first) / 1_048_576)) MB")
        }
        if let first = start.openDescriptors, let last = end.openDescriptors, last > first {
            throw SoakFailure.leftOver("\(last - first) file descriptors left open")
        }
        if let first = start.threads, let last = end.threads, last > first {
            throw SoakFailure.leftOver("\(last - first) threads left running")
        }
        if let pending = end.pendingWaits, pending > 0 {
            throw SoakFailure.leftOver("waits still parked:\n\(PendingContinuations.report())")
        }
    }
}
