import CourierAPI
import Testing

/// ``ScratchStack``'s operations against an `Array` doing the same, with class elements so that
/// every element the stack holds, moves out or drops is counted: none is lost or freed twice,
/// also across growth from a capacity of one and from none (memory allocated on the first push).
@Suite struct ScratchStackTests {
    /// An element that counts the instances alive.
    final class Tracked {
        nonisolated(unsafe) static var alive = 0
        let value: Int

        init(_ value: Int) {
            self.value = value
            Tracked.alive += 1
        }

        deinit { Tracked.alive -= 1 }
    }

    /// One test for both first capacities, not two cases: cases run in parallel, and the count
    /// of live elements is shared.
    @Test func readsWritesAndRemovesAsAnArrayWould() {
        for capacity in [0, 1] { readsWritesAndRemovesAsAnArrayWould(capacity: capacity) }
    }

    private func readsWritesAndRemovesAsAnArrayWould(capacity: Int) {
        let aliveBefore = Tracked.alive
        do {
            var stack = ScratchStack<Tracked>(capacity: capacity)
            var mirror: [Int] = []
            for value in 0..<40 {
                stack.push(Tracked(value))
                mirror.append(value)
            }
            #expect(stack.count == 40)
            stack[3] = Tracked(100)
            mirror[3] = 100
            stack.modifyLast { $0 = Tracked(200) }
            mirror[mirror.count - 1] = 200
            #expect((0..<stack.count).map { stack[$0].value } == mirror)
            #expect(stack.suffix(from: 30).map(\.value) == Array(mirror[30...]))
            #expect(stack.suffix(from: 40).isEmpty)

            stack.removeSuffix(from: 35)
            mirror.removeLast(5)
            #expect(stack.pop().value == mirror.removeLast())
            #expect(stack.popArray(from: 20).map(\.value) == Array(mirror[20...]))
            mirror.removeLast(mirror.count - 20)
            #expect(stack.popArray(from: 20).isEmpty)
            #expect((0..<stack.count).map { stack[$0].value } == mirror)
            #expect(Tracked.alive - aliveBefore == 20)
        }
        #expect(Tracked.alive == aliveBefore, "the stack frees what it still holds")
    }

    @Test func aStackWithoutRoomThatIsNeverPushedToReadsAsEmpty() {
        var stack = ScratchStack<Tracked>(capacity: 0)
        #expect(stack.count == 0)
        #expect(stack.suffix(from: 0).isEmpty)
        #expect(stack.popArray(from: 0).isEmpty)
        stack.removeSuffix(from: 0)
        #expect(stack.count == 0)
    }
}
