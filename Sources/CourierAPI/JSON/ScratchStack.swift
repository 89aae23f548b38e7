/// A growable stack in memory of its own: pushing, reading and updating cost no uniqueness or
/// bounds check, and the top slice can be moved out as an array instead of copied.
///
/// The parser pushes every finished value here and, when a container closes, moves that
/// container's elements out in one step: no retain/release per element, and one exactly-sized
/// allocation per array. `Array` cannot give up elements without destroying them, hence this.
/// CourierREST's direct encoder keeps its bookkeeping (open frames, member offsets) here too,
/// where an `Array` cost a uniqueness and a bounds check on every member. Its operations are
/// inlinable so that other modules' uses are specialized as the parser's are.
///
/// Not copyable, so that one owner frees the memory once.
@usableFromInline package struct ScratchStack<Element>: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var capacity: Int
    @usableFromInline var elementCount = 0

    /// The number of elements.
    @inlinable package var count: Int { elementCount }

    /// A stack with room for `capacity` elements; with 0, nothing is allocated until the first
    /// push (for a stack that many uses never touch).
    @inlinable package init(capacity: Int = 64) {
        self.capacity = Swift.max(capacity, 0)
        base =
            capacity > 0
            ? UnsafeMutablePointer<Element>.allocate(capacity: capacity)
            // Never read or written: every access is below `elementCount`, which stays 0.
            : UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment).unsafelyUnwrapped
    }

    deinit {
        base.deinitialize(count: elementCount)
        if capacity > 0 { base.deallocate() }
    }

    /// The element at `index`, which must be below ``count``.
    @inlinable package subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(base + index) }
        @inline(__always) unsafeMutableAddress { base + index }
    }

    /// The elements from `index` on, which must be at most ``count``; valid until the stack changes.
    @inlinable package func suffix(from index: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + index, count: elementCount - index)
    }

    @inlinable @inline(__always)
    package mutating func push(_ element: consuming Element) {
        if elementCount == capacity { grow() }
        (base + elementCount).initialize(to: element)
        elementCount += 1
    }

    /// Moves the elements from `start` to the top out as an array and shrinks the stack to `start`.
    @inlinable @inline(__always)
    package mutating func popArray(from start: Int) -> [Element] {
        let moved = elementCount - start
        guard moved > 0 else { return [] }
        let source = base + start
        let array = [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
            if let destination = buffer.baseAddress {
                destination.moveInitialize(from: source, count: moved)
                initialized = moved
            }
        }
        elementCount = start
        return array
    }

    /// Lets `body` change the top element in place.
    @inlinable @inline(__always)
    package mutating func modifyLast(_ body: (inout Element) -> Void) {
        body(&(base + elementCount - 1).pointee)
    }

    /// Moves the single top element out.
    @inlinable @inline(__always)
    package mutating func pop() -> Element {
        elementCount -= 1
        return (base + elementCount).move()
    }

    /// Removes the elements from `index` on.
    @inlinable @inline(__always)
    package mutating func removeSuffix(from index: Int) {
        (base + index).deinitialize(count: elementCount - index)
        elementCount = index
    }

    /// The room a stack made with capacity 0 gets on its first push.
    @usableFromInline static var firstCapacity: Int { 64 }

    @usableFromInline
    mutating func grow() {
        let newCapacity = capacity > 0 ? capacity * 2 : Self.firstCapacity
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: elementCount)
        if capacity > 0 { base.deallocate() }
        base = newBase
        capacity = newCapacity
    }
}
