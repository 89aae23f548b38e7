import CourierSupport
import Dispatch
import Testing

@Suite("Locked")
struct LockedTests {
    @Test("updates from many threads at once are not lost")
    func concurrentIncrements() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test("a read-modify-write inside one withLock is atomic")
    func readModifyWriteIsAtomic() {
        let state = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1_000 {
                state.withLock { values in
                    // Appends the next number only if the last one is in place: lost or
                    // interleaved updates would leave a gap.
                    values.append((values.last ?? -1) + 1)
                }
            }
        }
        let values = state.withLock { $0 }
        #expect(values == Array(0..<4_000))
    }

    @Test("withLock returns the body's value and rethrows its error, releasing the lock")
    func returnsAndRethrows() throws {
        struct Failure: Error {}
        let box = Locked("a")
        let length = box.withLock { value -> Int in
            value += "bc"
            return value.count
        }
        #expect(length == 3)
        #expect(throws: Failure.self) {
            try box.withLock { value in
                value = "changed before the throw"
                throw Failure()
            }
        }
        // The lock was released by the throw: taking it again does not deadlock.
        #expect(box.withLock { $0 } == "changed before the throw")
    }
}
