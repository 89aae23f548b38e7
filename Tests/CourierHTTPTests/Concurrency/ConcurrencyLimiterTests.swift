import CourierHTTP
import Foundation
import Testing

/// A transport whose exchanges stay open until the test releases them (or their task is
/// cancelled), recording the order they started in and the peak number open at once.
///
/// `@unchecked Sendable`: `pending`, `started` and `nextKey` are only touched while `lock` is held.
private final class ControlledTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [(key: Int, name: String, continuation: CheckedContinuation<HTTPResponse, any Error>)] = []
    private var startedNames: [String] = []
    private var nextKey = 0
    let gauge = CoreConcurrencyGauge()
    /// When set, cancellation is ignored: the exchange ends only when released.
    let ignoresCancellation: Bool

    init(ignoresCancellation: Bool = false) {
        self.ignoresCancellation = ignoresCancellation
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        gauge.enter()
        defer { gauge.leave() }
        let name = request.url.lastPathComponent
        let key = locked {
            nextKey += 1
            startedNames.append(name)
            return nextKey
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelledAlready = locked {
                    if Task.isCancelled && !ignoresCancellation { return true }
                    pending.append((key, name, continuation))
                    return false
                }
                if cancelledAlready { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            guard !ignoresCancellation else { return }
            let continuation = locked { () -> CheckedContinuation<HTTPResponse, any Error>? in
                guard let index = pending.firstIndex(where: { $0.key == key }) else { return nil }
                return pending.remove(at: index).continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Answers the oldest open exchange with 200 and its name as the body; `false` if none is open.
    @discardableResult
    func releaseOldest() -> Bool {
        let entry = locked { pending.isEmpty ? nil : pending.removeFirst() }
        guard let entry else { return false }
        entry.continuation.resume(returning: CoreFixtures.response(200, body: entry.name))
        return true
    }

    var started: [String] { locked { startedNames } }
    var openCount: Int { locked { pending.count } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

private func request(_ name: String) -> HTTPRequest {
    HTTPRequest(url: URL(string: "https://api.example.test/items/\(name)")!)
}

private func isCancellation<T>(_ result: Result<T, any Error>, byCancelAll: Bool? = nil) -> Bool {
    guard case .failure(let error as HTTPError) = result, error.kind == .cancelled else { return false }
    guard let byCancelAll else { return true }
    return error.message.contains("cancelAll()") == byCancelAll
}

@Suite("ConcurrencyLimitedTransport")
struct ConcurrencyLimiterTests {
    @Test func queuedRequestsStartInArrivalOrder() async throws {
        let transport = ControlledTransport()
        let limiter = ConcurrencyLimitedTransport(transport: transport, maxConcurrentRequests: 2)
        var tasks: [Task<HTTPResponse, any Error>] = []
        for index in 0..<10 {
            tasks.append(Task { try await limiter.send(request("\(index)")) })
            // Launch the next only once this one is counted (and, while slots are free, has
            // reached the transport), so arrival order is known.
            #expect(
                await coreEventually {
                    limiter.activeCount + limiter.queuedCount == index + 1
                        && transport.started.count == min(index + 1, 2)
                })
        }
        #expect(limiter.activeCount == 2)
        #expect(limiter.queuedCount == 8)
        // Free one slot at a time: slots are granted in arrival order, and with a single grant
        // outstanding the transport must see that order too.
        for released in 1...10 {
            #expect(transport.releaseOldest())
            #expect(await coreEventually { transport.openCount == min(2, 10 - released) })
        }
        var bodies: [String] = []
        for task in tasks { bodies.append(String(decoding: try await task.value.body, as: UTF8.self)) }
        #expect(transport.started == (0..<10).map(String.init))
        #expect(bodies == (0..<10).map(String.init))
        #expect(transport.gauge.peak == 2)
        #expect(limiter.activeCount == 0 && limiter.queuedCount == 0)
    }

    @Test func limitIsNeverExceededUnderLoad() async throws {
        let gauge = CoreConcurrencyGauge()
        let transport = CoreStubTransport { request in
            gauge.enter()
            defer { gauge.leave() }
            for _ in 0..<Int.random(in: 0..<20) { await Task.yield() }
            return CoreFixtures.response(200, body: request.url.lastPathComponent)
        }
        let limiter = ConcurrencyLimitedTransport(transport: transport, maxConcurrentRequests: 3)
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<200 {
                group.addTask { String(decoding: try await limiter.send(request("\(index)")).body, as: UTF8.self) }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(bodies == Set((0..<200).map(String.init)))
        #expect(gauge.peak <= 3)
        #expect(gauge.peak >= 2)
        #expect(limiter.activeCount == 0)
    }

    @Test func cancelAllCancelsQueuedAndInFlightRequests() async throws {
        let transport = ControlledTransport()
        let limiter = ConcurrencyLimitedTransport(transport: transport, maxConcurrentRequests: 4)
        let tasks = (0..<50).map { index in Task { try await limiter.send(request("\(index)")) } }
        #expect(await coreEventually { limiter.queuedCount == 46 && transport.openCount == 4 })
        let start = Date()
        limiter.cancelAll()
        for task in tasks {
            #expect(isCancellation(await task.result, byCancelAll: true))
        }
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(transport.started.count == 4, "queued requests never reach the transport")
        #expect(await coreEventually { limiter.activeCount == 0 && transport.openCount == 0 })

        // The limiter keeps working for requests made afterwards (log in again).
        let after = Task { try await limiter.send(request("after")) }
        #expect(await coreEventually { transport.openCount == 1 })
        transport.releaseOldest()
        #expect(String(decoding: try await after.value.body, as: UTF8.self) == "after")
    }

    @Test func cancelledWaiterLeavesTheQueueAtOnce() async throws {
        let transport = ControlledTransport()
        let limiter = ConcurrencyLimitedTransport(transport: transport, maxConcurrentRequests: 1)
        let first = Task { try await limiter.send(request("a")) }
        #expect(await coreEventually { transport.openCount == 1 })
        let second = Task { try await limiter.send(request("b")) }
        #expect(await coreEventually { limiter.queuedCount == 1 })
        let third = Task { try await limiter.send(request("c")) }
        #expect(await coreEventually { limiter.queuedCount == 2 })

        second.cancel()
        #expect(isCancellation(await second.result, byCancelAll: false))
        #expect(limiter.queuedCount == 1)

        transport.releaseOldest()
        _ = try await first.value
        #expect(await coreEventually { transport.openCount == 1 })
        transport.releaseOldest()
        _ = try await third.value
        #expect(transport.started == ["a", "c"])
    }

    @Test func cancelledInFlightRequestFreesItsSlot() async throws {
        let transport = ControlledTransport()
        let limiter = ConcurrencyLimitedTransport(transport: transport, maxConcurrentRequests: 1)
        let first = Task { try await limiter.send(request("a")) }
        #expect(await coreEventually { transport.openCount == 1 })
        let second = Task { try await limiter.send(request("b")) }
        #expect(await coreEventually { limiter.queuedCount == 1 })
        first.cancel()
        #expect(isCancellation(await first.result))
        #expect(await coreEventually { transport.openCount == 1 && transport.started == ["a", "b"] })
        transport.releaseOldest()
        _ = try await second.value
    }

    @Test func fiveHundredRandomlyTimedCancellationsAllFinishPromptly() async throws {
        let transport = ControlledTransport()
        let limiter = ConcurrencyLimitedTransport(transport: transport, maxConcurrentRequests: 5)
        let start = Date()
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<500 {
                group.addTask {
                    let task = Task { try await limiter.send(request("\(index)")) }
                    for _ in 0..<Int.random(in: 0..<50) { await Task.yield() }
                    task.cancel()
                    return isCancellation(await task.result)
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.count == 500)
        #expect(outcomes.allSatisfy { $0 })
        // A lost wake-up hangs for ever; a sanitized run under load has taken 57 s.
        #expect(Date().timeIntervalSince(start) < 240)
        #expect(transport.gauge.peak <= 5)
        #expect(
            await coreEventually { limiter.activeCount == 0 && limiter.queuedCount == 0 && transport.openCount == 0 })
    }

    @Test func slotIsHeldUntilAStubbornTransportReturns() async throws {
        let transport = ControlledTransport(ignoresCancellation: true)
        let limiter = ConcurrencyLimitedTransport(transport: transport, maxConcurrentRequests: 1)
        let first = Task { try await limiter.send(request("a")) }
        #expect(await coreEventually { transport.openCount == 1 })
        limiter.cancelAll()
        // The caller hears at once, although the transport has not finished.
        #expect(isCancellation(await first.result))
        let second = Task { try await limiter.send(request("b")) }
        #expect(await coreEventually { limiter.queuedCount == 1 })
        #expect(transport.started == ["a"])
        transport.releaseOldest()
        #expect(await coreEventually { transport.openCount == 1 })
        #expect(transport.started == ["a", "b"])
        transport.releaseOldest()
        #expect(String(decoding: try await second.value.body, as: UTF8.self) == "b")
        #expect(transport.gauge.peak == 1)
    }

    @Test func alreadyCancelledCallerNeverReachesTheTransport() async throws {
        let transport = ControlledTransport()
        let limiter = ConcurrencyLimitedTransport(transport: transport, maxConcurrentRequests: 2)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await limiter.send(request("x"))
        }
        #expect(isCancellation(await task.result))
        #expect(transport.started.isEmpty)
        #expect(limiter.activeCount == 0)
    }

    @Test func transportErrorsAndTaskLocalsPassThrough() async throws {
        struct Refused: Error {}
        let attempts = CoreRecorder<Int>()
        let transport = CoreStubTransport { _ in
            attempts.append(HTTPAttempt.number)
            throw Refused()
        }
        let limiter = ConcurrencyLimitedTransport(transport: transport, maxConcurrentRequests: 0)
        #expect(limiter.maxConcurrentRequests == 1)
        await #expect(throws: Refused.self) {
            try await HTTPAttempt.$number.withValue(7) { try await limiter.send(request("x")) }
        }
        #expect(attempts.all == [7])
    }
}
