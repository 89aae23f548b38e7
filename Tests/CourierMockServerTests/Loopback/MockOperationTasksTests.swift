import Foundation
import Testing

@testable import CourierMockServer

@Suite("MockOperationTasks")
struct MockOperationTasksTests {
    /// An operation that runs until it is cancelled.
    private static let untilCancelled: @Sendable (UInt64) async -> Void = { _ in
        while !Task.isCancelled { await Task.yield() }
    }

    @Test func aRunningIDIsRefusedAndACancelledOneIsFreeAtOnce() {
        let tasks = MockOperationTasks()
        defer { tasks.close() }
        #expect(tasks.start(id: "a", Self.untilCancelled))
        #expect(!tasks.start(id: "a", Self.untilCancelled))
        tasks.cancel(id: "a")
        #expect(!tasks.isRunning(id: "a"))
        #expect(tasks.start(id: "a", Self.untilCancelled))
    }

    @Test func aCancelledOperationThatEndsLateLeavesTheNextOneUnderItsID() async {
        let tasks = MockOperationTasks()
        defer { tasks.close() }
        let tokens = TokenBox()
        #expect(tasks.start(id: "a") { token in tokens.append(token) })
        // Wait for the first operation to have run (and recorded its token), without finishing it.
        while tokens.all.isEmpty { await Task.yield() }
        tasks.cancel(id: "a")
        #expect(tasks.start(id: "a", Self.untilCancelled))
        // The first operation ends only now, after the client reused its id.
        tasks.finish(id: "a", token: tokens.all[0])
        #expect(tasks.isRunning(id: "a"))
        #expect(!tasks.start(id: "a", Self.untilCancelled))
    }

    @Test func anOperationFreesItsIDWhenItEnds() async throws {
        let tasks = MockOperationTasks()
        defer { tasks.close() }
        #expect(tasks.start(id: "a") { token in tasks.finish(id: "a", token: token) })
        try await waitUntil { !tasks.isRunning(id: "a") }
        #expect(tasks.start(id: "a", Self.untilCancelled))
    }

    @Test func closeCancelsEveryOperationAndRefusesNewOnes() async throws {
        let tasks = MockOperationTasks()
        let ended = TokenBox()
        for id in ["a", "b"] {
            #expect(
                tasks.start(id: id) { token in
                    await Self.untilCancelled(token)
                    ended.append(token)
                })
        }
        tasks.close()
        try await waitUntil { ended.all.count == 2 }
        #expect(!tasks.start(id: "c", Self.untilCancelled))
    }
}

/// Tokens recorded by operations. `@unchecked Sendable`: `tokens` is guarded by `lock`.
private final class TokenBox: @unchecked Sendable {
    private let lock = NSLock()
    private var tokens: [UInt64] = []

    func append(_ token: UInt64) {
        lock.lock()
        tokens.append(token)
        lock.unlock()
    }

    var all: [UInt64] {
        lock.lock()
        defer { lock.unlock() }
        return tokens
    }
}
