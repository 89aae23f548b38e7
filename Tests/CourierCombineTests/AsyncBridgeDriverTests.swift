import Foundation
import Testing

@testable import CourierCombine

/// What a test consumer saw, behind a lock (the driver calls it from its task).
final class BridgeLog<Output: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable`: `values` and `completions` are only touched under `lock`.
    private let lock = NSLock()
    private var values: [Output] = []
    private var completions: [String] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    var received: [Output] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
    var completed: [String] {
        lock.lock()
        defer { lock.unlock() }
        return completions
    }

    func append(_ value: Output) { record { $0.values.append(value) } }
    func complete(_ text: String) { record { $0.completions.append(text) } }

    /// Waits until values plus completions reach `count` events.
    func waitForEvents(_ count: Int) async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if values.count + completions.count >= count {
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append((count, continuation))
                lock.unlock()
            }
        }
    }

    private func record(_ change: (BridgeLog) -> Void) {
        lock.lock()
        change(self)
        let total = values.count + completions.count
        let ready = waiters.filter { $0.count <= total }
        waiters.removeAll { $0.count <= total }
        lock.unlock()
        for waiter in ready { waiter.continuation.resume() }
    }
}

struct Failure: Error, Equatable { var message: String }

/// A gate a producer waits at until the test opens it.
actor Gate {
    private var open = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var arrivals = 0
    private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        arrivals += 1
        for waiter in arrivalWaiters { waiter.resume() }
        arrivalWaiters = []
        if open { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func waitForArrival() async {
        if arrivals > 0 { return }
        await withCheckedContinuation { arrivalWaiters.append($0) }
    }

    func openGate() {
        open = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

@Suite("AsyncBridgeDriver")
struct AsyncBridgeDriverTests {
    private func driver(
        _ log: BridgeLog<Int>,
        more: AsyncBridgeDemand = .none,
        body: @escaping @Sendable (AsyncBridgeEmitter<Int>) async throws -> Void
    ) -> AsyncBridgeDriver<Int, Failure> {
        AsyncBridgeDriver(
            body: body,
            mapError: { ($0 as? Failure) ?? Failure(message: "\($0)") },
            receive: {
                log.append($0)
                return more
            },
            complete: { completion in
                switch completion {
                case .finished: log.complete("finished")
                case .failure(let error): log.complete("failure: \(error.message)")
                }
            }
        )
    }

    @Test("nothing runs before the first request")
    func lazyStart() async throws {
        let started = BridgeLog<Int>()
        let log = BridgeLog<Int>()
        let bridge = driver(log) { emitter in
            started.append(1)
            try await emitter.emit(1)
        }
        await Task.yield()
        #expect(started.received.isEmpty)
        bridge.request(.unlimited)
        await log.waitForEvents(2)
        #expect(started.received == [1])
        #expect(log.received == [1])
        #expect(log.completed == ["finished"])
    }

    @Test("values wait for demand and are delivered in order")
    func demand() async throws {
        let log = BridgeLog<Int>()
        let bridge = driver(log) { emitter in
            for value in 1...5 { try await emitter.emit(value) }
        }
        bridge.request(.max(2))
        await log.waitForEvents(2)
        #expect(log.received == [1, 2])
        bridge.request(.max(1))
        await log.waitForEvents(3)
        #expect(log.received == [1, 2, 3])
        #expect(log.completed.isEmpty)
        bridge.request(.max(10))
        await log.waitForEvents(6)
        #expect(log.received == [1, 2, 3, 4, 5])
        #expect(log.completed == ["finished"])
    }

    @Test("demand returned by the consumer counts")
    func demandFromReceive() async throws {
        let log = BridgeLog<Int>()
        let bridge = driver(log, more: .max(1)) { emitter in
            for value in 1...3 { try await emitter.emit(value) }
        }
        bridge.request(.max(1))
        await log.waitForEvents(4)
        #expect(log.received == [1, 2, 3])
    }

    @Test("a thrown error completes with the mapped failure")
    func failure() async throws {
        let log = BridgeLog<Int>()
        let bridge = driver(log) { emitter in
            try await emitter.emit(7)
            throw Failure(message: "boom")
        }
        bridge.request(.unlimited)
        await log.waitForEvents(2)
        #expect(log.received == [7])
        #expect(log.completed == ["failure: boom"])
    }

    @Test("a nil mapped error finishes normally (a publisher that cannot fail)")
    func nilFailureFinishes() async throws {
        let log = BridgeLog<Int>()
        let bridge = AsyncBridgeDriver<Int, Never>(
            body: { _ in throw Failure(message: "ignored") },
            mapError: { _ in nil },
            receive: {
                log.append($0)
                return .none
            },
            complete: { completion in
                if case .finished = completion { log.complete("finished") }
            }
        )
        bridge.request(.max(1))
        await log.waitForEvents(1)
        #expect(log.completed == ["finished"])
    }

    @Test("cancel cancels the producer's task and silences the consumer")
    func cancelStopsTask() async throws {
        let log = BridgeLog<Int>()
        let gate = Gate()
        let sawCancellation = BridgeLog<Bool>()
        let bridge = driver(log) { emitter in
            await gate.wait()
            sawCancellation.append(Task.isCancelled)
            try await emitter.emit(1)
        }
        bridge.request(.unlimited)
        await gate.waitForArrival()
        bridge.cancel()
        await gate.openGate()
        await sawCancellation.waitForEvents(1)
        #expect(sawCancellation.received == [true])
        // Give the producer a moment to (not) deliver; nothing may arrive after cancel.
        for _ in 0..<20 { await Task.yield() }
        #expect(log.received.isEmpty)
        #expect(log.completed.isEmpty)
    }

    @Test("cancel wakes a producer waiting for demand")
    func cancelWakesWaiter() async throws {
        let log = BridgeLog<Int>()
        let ended = BridgeLog<String>()
        let bridge = driver(log) { emitter in
            try await emitter.emit(1)
            do { try await emitter.emit(2) } catch {
                ended.append("\(type(of: error))")
                throw error
            }
        }
        bridge.request(.max(1))
        await log.waitForEvents(1)
        bridge.cancel()
        await ended.waitForEvents(1)
        #expect(ended.received == ["CancellationError"])
        #expect(log.received == [1])
        #expect(log.completed.isEmpty)
    }

    @Test("demand adds up and saturates at unlimited")
    func demandArithmetic() {
        #expect(AsyncBridgeDemand.max(2) + .max(3) == .max(5))
        #expect(AsyncBridgeDemand.max(2) + .unlimited == .unlimited)
        #expect(AsyncBridgeDemand.max(Int.max) + .max(1) == .unlimited)
        #expect(AsyncBridgeDemand.max(-4) == AsyncBridgeDemand.none)
    }
}
