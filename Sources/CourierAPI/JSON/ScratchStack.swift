/// A growable stack of values that hands out its top slice as an array by moving, not copying.
///
/// The parser pushes every finished value here and, when a container closes, moves that
/// container's elements out in one step: no retain/release per element, and one exactly-sized
/// allocation per array. `Array` cannot give up elements without destroying them, hence this.
struct ScratchStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = Swift.max(capacity, 1)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements from `start` to the top out as an array and shrinks the stack to `start`.
    @inline(__always)
    mutating func popArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let source = base + start
        let array = [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
            if let destination = buffer.baseAddress {
                destination.moveInitialize(from: source, count: moved)
                initialized = moved
            }
        }
        count = start
        return array
    }

    /// Lets `body` change the top element in place.
    @inline(__always)
    mutating func modifyLast(_ body: (inout Element) -> Void) {
        body(&(base + count - 1).pointee)
    }

    /// Moves the single top element out.
    @inline(__always)
    mutating func pop() -> Element {
        count -= 1
        return (base + count).move()
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
