import CourierAPI
import Foundation

/// One ``CourierJSONEncoder/encode(_:)`` call on the direct path: values are written straight
/// into one byte buffer as they are encoded, with no tree in between.
///
/// Containers are frames on a stack, innermost last. Writing to a container closes the frames
/// opened above it (nested containers it handed out earlier are complete by then); an object's
/// members are put in key order (`sortedKeys`) when its frame closes. Whatever this path cannot
/// reproduce exactly — writing to a container that was closed, a key set twice, a super encoder,
/// an error thrown inside the value, pretty-printing — marks the call *abandoned*, and the
/// encoder starts over on the tree path (``TreeEncoderContext``), which the differential tests
/// hold to Foundation's output.
final class DirectEncoderContext {
    let options: CourierJSONEncoder
    let keyNames: EncodedKeyNames
    let escapesSlashes: Bool
    /// Whether coding keys are written as they are (read for every nested value; switching over
    /// the strategy copies an enum with a closure payload).
    let usesDefaultKeys: Bool
    private let sortsKeys: Bool
    /// The orders earlier calls of the same encoder verified.
    private let orderCache: MemberOrderCache
    // The mutable state is `@exclusivity(unchecked)`: one `encode` call uses it from one thread,
    // never through overlapping accesses, and a dynamic check on every append cost about a tenth
    // of the encoding time.

    /// The output so far.
    @exclusivity(unchecked) var output = JSONOutputBuffer(capacity: 1024)
    /// Whether the value did something the direct path does not reproduce.
    @exclusivity(unchecked) private(set) var isAbandoned = false
    @exclusivity(unchecked) private var frames = ScratchStack<Frame>(capacity: 16)
    /// Where each member of every open object starts in ``output`` (its key), in the order
    /// written; each frame owns a suffix.
    @exclusivity(unchecked) private var memberStarts = ScratchStack<Int>(capacity: 64)
    /// The key names of the open objects that follow no known order (see ``Frame/following``);
    /// each such frame owns a suffix.
    @exclusivity(unchecked) private var memberNames: [String] = []
    @exclusivity(unchecked) private var nextFrameID = 0
    /// The verified member orders last seen for each key type (a few, for types whose optional
    /// members come and go): an object that repeats one of them (usually: every element of an
    /// array of one type) is matched key by key as it is written, and neither records its names
    /// nor sorts them.
    @exclusivity(unchecked) private var memberOrders: [ObjectIdentifier: KnownMemberOrders] = [:]
    private static let memberOrdersPerKeyType = 8
    /// The last key type's orders looked up at each depth (objects at one depth are usually of
    /// one type), so that most objects skip the dictionary.
    @exclusivity(unchecked) private var memberOrdersAtLevel: [(keyType: ObjectIdentifier, orders: KnownMemberOrders)?] =
        []
    @exclusivity(unchecked) private var scratch: [UInt8] = []
    /// The kinds of the value types met so far (see ``kind(of:)``), few enough for a linear search.
    @exclusivity(unchecked) private var valueKinds: [(type: ObjectIdentifier, kind: DirectValueKind)] = []
    private static let valueKindsCached = 16
    /// The keyed container made last for an object at each depth, for reuse; emptied when the
    /// document is done (its containers hold the context).
    @exclusivity(unchecked) var reusableContainers: [ReusableKeyedContainer?] = []

    private struct Frame {
        let id: Int
        let isObject: Bool
        var count = 0
        /// Where the frame's members start in ``memberStarts``.
        let memberBase: Int
        /// Where the frame's names start in ``memberNames`` (when it follows no known order).
        let nameBase: Int
        let keyType: ObjectIdentifier?
        /// A known order whose first `count` names are the ones written so far (then none are
        /// recorded in ``memberNames``); `nil` once the object left every known order.
        ///
        /// Unowned, so that opening, copying and closing a frame counts no references: every
        /// order a frame can follow belongs to its key type's ``KnownMemberOrders``, which keeps
        /// it until the call ends (see ``KnownMemberOrders/retired``).
        var following: Unmanaged<MemberOrder>?
    }

    init(options: CourierJSONEncoder) {
        self.options = options
        keyNames = EncodedKeyNames(strategy: options.keyEncodingStrategy)
        escapesSlashes = !options.outputFormatting.contains(.withoutEscapingSlashes)
        sortsKeys = options.outputFormatting.contains(.sortedKeys)
        usesDefaultKeys = if case .useDefaultKeys = options.keyEncodingStrategy { true } else { false }
        orderCache = options.memberOrderCache
    }

    /// `value`'s JSON, or `nil` when it must be encoded on the tree path (which then also
    /// produces the errors).
    func encodeDocument<T: Encodable>(_ value: T) -> Data? {
        defer { reusableContainers.removeAll() }
        do {
            guard try encode(value, in: .root, at: .none) else { return nil }
        } catch {
            return nil
        }
        closeFrames(downTo: 0)
        return isAbandoned ? nil : output.takeData()
    }

    /// How values of `type` are written, other than the common scalars.
    func kind<T>(of type: T.Type) -> DirectValueKind {
        let id = ObjectIdentifier(T.self)
        for known in valueKinds where known.type == id { return known.kind }
        let kind = DirectValueKind(of: T.self)
        if valueKinds.count < Self.valueKindsCached { valueKinds.append((id, kind)) }
        return kind
    }

    /// Gives up the direct path for this call.
    func abandon() { isAbandoned = true }

    /// The number of open containers.
    var depth: Int { frames.count }

    /// Opens an object or array at the current position; `keyType` names an object's coding keys.
    func openFrame(isObject: Bool, keyType: ObjectIdentifier? = nil) -> DirectFrameHandle {
        output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        nextFrameID += 1
        let handle = DirectFrameHandle(id: nextFrameID, level: frames.count)
        let following = keyType.flatMap { knownOrders(of: $0, level: handle.level)?.lastUsedReference }
        frames.push(
            Frame(
                id: nextFrameID, isObject: isObject, memberBase: memberStarts.count, nameBase: memberNames.count,
                keyType: keyType, following: following))
        return handle
    }

    /// The orders known for `keyType`, for an object opening at `level`.
    private func knownOrders(of keyType: ObjectIdentifier, level: Int) -> KnownMemberOrders? {
        if level < memberOrdersAtLevel.count, let known = memberOrdersAtLevel[level], known.keyType == keyType {
            return known.orders
        }
        guard let orders = memberOrders[keyType] ?? cachedOrders(of: keyType) else { return nil }
        while memberOrdersAtLevel.count <= level { memberOrdersAtLevel.append(nil) }
        memberOrdersAtLevel[level] = (keyType, orders)
        return orders
    }

    /// The orders earlier calls verified for `keyType`, now this call's known orders, or `nil`.
    private func cachedOrders(of keyType: ObjectIdentifier) -> KnownMemberOrders? {
        guard let cached = orderCache.orders(for: cacheKey(keyType)) else { return nil }
        let orders = KnownMemberOrders()
        orders.candidates = cached
        orders.lastUsed = cached.last
        memberOrders[keyType] = orders
        return orders
    }

    private func cacheKey(_ keyType: ObjectIdentifier) -> MemberOrderCache.Key {
        MemberOrderCache.Key(keyType: keyType, escapesSlashes: escapesSlashes, sortsKeys: sortsKeys)
    }

    /// Whether `handle`'s frame is still open.
    func isOpen(_ handle: DirectFrameHandle) -> Bool {
        handle.level < frames.count && frames[handle.level].id == handle.id
    }

    /// Makes `handle`'s frame the innermost one, closing those above it; `false` (and the call
    /// abandoned) when it is closed or the call already is.
    func enter(_ handle: DirectFrameHandle) -> Bool {
        guard !isAbandoned, isOpen(handle) else {
            isAbandoned = true
            return false
        }
        if frames.count > handle.level + 1 { closeFrames(downTo: handle.level + 1) }
        return true
    }

    /// Starts the next element of the innermost array; returns its index.
    func beginElement() -> Int {
        let index = frames[frames.count - 1].count
        if index > 0 { output.append(UInt8(ascii: ",")) }
        frames[frames.count - 1].count = index + 1
        return index
    }

    /// Starts a member of the innermost object: writes its key and the colon.
    func beginMember(named name: String) {
        let top = frames.count - 1
        let index = frames[top].count
        if index > 0 { output.append(UInt8(ascii: ",")) }
        frames[top].count = index + 1
        memberStarts.push(output.count)
        if let following = frames[top].following {
            let matched = following._withUnsafeGuaranteedRef { order in
                guard order.hasName(name, at: index) else { return false }
                order.appendKey(at: index, to: &output)
                return true
            }
            if matched { return }
            if let next = leaveOrder(following.takeUnretainedValue(), of: top, at: index, named: name) {
                next.appendKey(at: index, to: &output)
                return
            }
        } else {
            memberNames.append(name)
        }
        output.appendQuoted(name, escapingSlashes: escapesSlashes)
        output.append(UInt8(ascii: ":"))
    }

    /// The member at `index` of the frame at `top`, `name`, is not the next of the order it
    /// followed: follows another known order with the same names so far (and returns it), or
    /// records the names.
    private func leaveOrder(_ order: MemberOrder, of top: Int, at index: Int, named name: String) -> MemberOrder? {
        if let keyType = frames[top].keyType, let known = knownOrders(of: keyType, level: top),
            let next = known.switchTarget(from: order, at: index, named: name)
        {
            frames[top].following = Unmanaged.passUnretained(next)
            known.lastUsed = next
            return next
        }
        frames[top].following = nil
        memberNames.append(contentsOf: order.names[..<index])
        memberNames.append(name)
        return nil
    }

    /// Closes every frame at `level` and above.
    func closeFrames(downTo level: Int) {
        while frames.count > level {
            let frame = frames.pop()
            if frame.isObject {
                finishMembers(of: frame)
                output.append(UInt8(ascii: "}"))
            } else {
                output.append(UInt8(ascii: "]"))
            }
        }
    }

    /// Checks that the closing object's keys are distinct and puts its members in output order.
    private func finishMembers(of frame: Frame) {
        defer {
            memberStarts.removeSuffix(from: frame.memberBase)
            memberNames.removeLast(memberNames.count - frame.nameBase)
        }
        guard frame.count > 1, !isAbandoned else { return }
        if let following = frame.following {
            // Read without a retain and a release: this runs for nearly every object.
            let done = following._withUnsafeGuaranteedRef { order -> Bool in
                guard order.names.count == frame.count else { return false }
                finish(frame, in: order)
                return true
            }
            if done { return }
        }
        guard let known = memberOrder(of: frame) else {
            isAbandoned = true
            return
        }
        finish(frame, in: known)
    }

    /// Puts the closing object's members in `order`'s output order, when keys are sorted.
    @inline(__always)
    private func finish(_ frame: Frame, in order: MemberOrder) {
        guard sortsKeys, !order.isWrittenOrder else { return }
        reorderMembers(of: frame, count: frame.count, in: order.order)
    }

    /// Rewrites the closing object's members (from its first key to the end of the output) in
    /// `order`: copied out to ``scratch`` and back with `memcpy`, since this runs for nearly every
    /// object under `sortedKeys` (slice appends cost about a fifth of an encode).
    private func reorderMembers(of frame: Frame, count: Int, in order: [Int]) {
        let bodyStart = memberStarts[frame.memberBase]
        let bodyCount = output.count - bodyStart
        if scratch.count < bodyCount { scratch = [UInt8](repeating: 0, count: max(bodyCount, 2 * scratch.count)) }
        let output = self.output.base
        let starts = memberStarts.suffix(from: 0)
        scratch.withUnsafeMutableBufferPointer { scratch in
            guard let copy = scratch.baseAddress else { return }
            copy.update(from: output + bodyStart, count: bodyCount)
            var target = bodyStart
            for (position, written) in order.enumerated() {
                if position > 0 {
                    output[target] = UInt8(ascii: ",")
                    target += 1
                }
                let start = starts[frame.memberBase + written] - bodyStart
                let next = frame.memberBase + written + 1
                let end = written + 1 < count ? starts[next] - bodyStart - 1 : bodyCount
                JSONOutputBuffer.copy(copy + start, to: output + target, count: end - start)
                target += end - start
            }
        }
    }

    /// The output order of the closing object's members (written order unless keys are sorted),
    /// kept for its key type; `nil` when two keys are equal.
    private func memberOrder(of frame: Frame) -> MemberOrder? {
        let count = frame.count
        let names =
            frame.following.map { Array($0.takeUnretainedValue().names[..<count]) }
            ?? Array(memberNames[frame.nameBase...])
        // `String` equality, as a dictionary of members would see it.
        guard Set(names).count == names.count else { return nil }
        var order = Array(names.indices)
        if sortsKeys { order.sort { names[$0].utf8.lexicographicallyPrecedes(names[$1].utf8) } }
        let known = MemberOrder(names: names, order: order, escapingSlashes: escapesSlashes)
        if let keyType = frame.keyType {
            let orders = memberOrders[keyType] ?? KnownMemberOrders()
            if orders.candidates.count >= Self.memberOrdersPerKeyType { orders.retire(orders.candidates.removeFirst()) }
            orders.candidates.append(known)
            orders.lastUsed = known
            memberOrders[keyType] = orders
            orderCache.record(known, for: cacheKey(keyType))
        }
        return known
    }
}

/// A verified order of an object's members: its key names as written (distinct), and the
/// positions in written order in output order.
final class MemberOrder: Sendable {
    let names: [String]
    let order: [Int]
    /// Whether the output order is the written one.
    let isWrittenOrder: Bool
    /// Each name quoted, escaped and followed by `:`, in written order, for copying out whole.
    private let keyText: [UInt8]
    /// Where each name's text ends in ``keyText``.
    private let keyEnds: [Int]
    /// Whether each name is ASCII. Names are matched by their bytes, since `String` equality
    /// takes `é` and `e\u{301}` for the same (and they are written and sorted apart); for an
    /// ASCII name, `==` between strings of the same UTF-8 length is that (a non-ASCII character
    /// equivalent to an ASCII one, such as the Kelvin sign, is longer).
    private let asciiNames: [Bool]

    init(names: [String], order: [Int], escapingSlashes: Bool) {
        self.names = names
        self.order = order
        isWrittenOrder = order.indices.allSatisfy { order[$0] == $0 }
        var keyText: [UInt8] = []
        var keyEnds: [Int] = []
        for name in names {
            JSONStringEscaper.appendQuoted(name, to: &keyText, escapingSlashes: escapingSlashes)
            keyText.append(UInt8(ascii: ":"))
            keyEnds.append(keyText.count)
        }
        self.keyText = keyText
        self.keyEnds = keyEnds
        asciiNames = names.map { name in name.utf8.allSatisfy { $0 < 0x80 } }
    }

    /// Whether the name at `index` is `name`, byte for byte.
    @inline(__always)
    func hasName(_ name: String, at index: Int) -> Bool {
        guard index < names.count else { return false }
        let known = names[index]
        if asciiNames[index] { return name.utf8.count == known.utf8.count && name == known }
        return name.utf8.elementsEqual(known.utf8)
    }

    /// Appends the text of the name at `index` (its key and the colon).
    @inline(__always)
    func appendKey(at index: Int, to output: inout JSONOutputBuffer) {
        let start = index == 0 ? 0 : keyEnds[index - 1]
        let end = keyEnds[index]
        keyText.withUnsafeBufferPointer { text in output.append(UnsafeBufferPointer(rebasing: text[start..<end])) }
    }
}

/// The orders seen for one coding-key type, and the one an object of it is matched against first.
final class KnownMemberOrders {
    var candidates: [MemberOrder] = []
    var lastUsed: MemberOrder? {
        didSet { lastUsedReference = lastUsed.map { Unmanaged.passUnretained($0) } }
    }
    /// ``lastUsed`` without ownership, for a frame to follow (``lastUsed`` keeps it alive).
    private(set) var lastUsedReference: Unmanaged<MemberOrder>?
    /// The orders dropped from ``candidates`` and the switches during the call: an open frame
    /// may still follow one (frames do not own theirs), or ``lastUsed`` may be one that a frame
    /// is about to follow. All of them stay until the call's context goes; a call that meets
    /// many orders of one key type (dictionaries with ever new keys) holds them until then, as
    /// many as the objects it wrote at most.
    private(set) var retired: [MemberOrder] = []
    /// Switches found before: an object that followed `from` had `next`'s name at `index`
    /// (objects whose optional members come and go switch the same way again and again).
    private var switches: [(from: MemberOrder, index: Int, next: MemberOrder)] = []
    private static let switchesKept = 16

    /// Keeps `order` until the call ends.
    func retire(_ order: MemberOrder) {
        retired.append(order)
    }

    /// A known order with `order`'s first `index` names and `name` after them, for an object
    /// that followed `order` so far; `nil` when there is none.
    func switchTarget(from order: MemberOrder, at index: Int, named name: String) -> MemberOrder? {
        for known in switches where known.from === order && known.index == index && known.next.hasName(name, at: index)
        {
            return known.next
        }
        guard
            let next = candidates.first(where: { candidate in
                candidate.hasName(name, at: index)
                    && (0..<index).allSatisfy { candidate.hasName(order.names[$0], at: $0) }
            })
        else { return nil }
        if switches.count >= Self.switchesKept {
            let dropped = switches.removeFirst()
            retire(dropped.from)
            retire(dropped.next)
        }
        switches.append((order, index, next))
        return next
    }
}

/// A container's frame on the direct path: its identity and its place on the stack.
struct DirectFrameHandle {
    let id: Int
    let level: Int

    /// A handle that matches no frame (for containers handed out after the call was abandoned).
    static let closed = DirectFrameHandle(id: -1, level: Int.max)
}
