import CourierSupport
import Foundation
import Testing

@Suite("SystemClock")
struct SystemClockTests {
    @Test("the wall clock agrees with Foundation's date in both forms")
    func wallClock() {
        let before = Date().timeIntervalSince1970
        let seconds = SystemClock.secondsSince1970()
        let date = SystemClock.now().timeIntervalSince1970
        let after = Date().timeIntervalSince1970
        #expect(before <= seconds && seconds <= after)
        #expect(before <= date && date <= after)
    }

    @Test("sleeping zero, a negative or NaN seconds returns at once")
    func noWait() async throws {
        let start = ContinuousClock.now
        try await SystemClock.sleep(seconds: 0)
        try await SystemClock.sleep(seconds: -5)
        try await SystemClock.sleep(seconds: .nan)
        // Far below a real wait of 5 s; room for a loaded, sanitized run.
        #expect(ContinuousClock.now - start < .seconds(4))
    }

    @Test("sleep waits about as long as asked")
    func waits() async throws {
        let start = ContinuousClock.now
        try await SystemClock.sleep(seconds: 0.05)
        #expect(ContinuousClock.now - start >= .milliseconds(45))
    }

    @Test("a cancelled task's sleep throws CancellationError, even for zero seconds")
    func cancellation() async {
        let long = Task { try await SystemClock.sleep(seconds: 60) }
        long.cancel()
        await #expect(throws: CancellationError.self) { try await long.value }
        let zero = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await SystemClock.sleep(seconds: 0)
        }
        await #expect(throws: CancellationError.self) { try await zero.value }
    }
}
