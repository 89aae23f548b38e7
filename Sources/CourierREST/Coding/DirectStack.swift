/// A stack for the direct encoder's bookkeeping (open frames, member offsets) in memory of its
/// own: pushing, reading and updating cost no uniqueness or bounds check (an `Array` cost both
/// on every member). Not copyable, so that one owner frees the memory once.
struct DirectStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The element at `index`, which must be below ``count``.
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(base + index) }
        @inline(__always) unsafeMutableAddress { base + index }
    }

    /// The elements from `index` on, which must be at most ``count``.
    func suffix(from index: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + index, count: count - index)
    }

    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    mutating func removeLast() -> Element {
        count -= 1
        return (base + count).move()
    }

    /// Removes the elements from `index` on.
    @inline(__always)
    mutating func removeSuffix(from index: Int) {
        (base + index).deinitialize(count: count - index)
        count = index
    }

    private mutating func grow() {
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity *= 2
    }
}
