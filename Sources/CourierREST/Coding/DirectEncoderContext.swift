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
    // The mutable state is `@exclusivity(unchecked)`: one `encode` call uses it from one thread,
    // never through overlapping accesses, and a dynamic check on every append cost about a tenth
    // of the encoding time.

    /// The output so far.
    @exclusivity(unchecked) var output = JSONOutputBuffer(capacity: 1024)
    /// Whether the value did something the direct path does not reproduce.
    @exclusivity(unchecked) private(set) var isAbandoned = false
    @exclusivity(unchecked) private var frames: [Frame] = []
    /// The members of every open object, in the order written; each frame owns a suffix.
    @exclusivity(unchecked) private var members: [Member] = []
    @exclusivity(unchecked) private var nextFrameID = 0
    /// The verified member orders last seen for each key type (a few, for types whose optional
    /// members come and go): sorting is skipped when an object repeats one of them (usually:
    /// every element of an array of one type).
    @exclusivity(unchecked) private var memberOrders: [ObjectIdentifier: [MemberOrder]] = [:]
    private static let memberOrdersPerKeyType = 8
    @exclusivity(unchecked) private var scratch: [UInt8] = []

    private struct Frame {
        let id: Int
        let isObject: Bool
        var count = 0
        let memberBase: Int
        let keyType: ObjectIdentifier?
    }

    private struct Member {
        let name: String
        /// Where the member's key starts in ``output``.
        let start: Int
    }

    private struct MemberOrder {
        let names: [String]
        /// Positions in written order, in output order.
        let order: [Int]
    }

    init(options: CourierJSONEncoder) {
        self.options = options
        keyNames = EncodedKeyNames(strategy: options.keyEncodingStrategy)
        escapesSlashes = !options.outputFormatting.contains(.withoutEscapingSlashes)
        sortsKeys = options.outputFormatting.contains(.sortedKeys)
        usesDefaultKeys = if case .useDefaultKeys = options.keyEncodingStrategy { true } else { false }
    }

    /// `value`'s JSON, or `nil` when it must be encoded on the tree path (which then also
    /// produces the errors).
    func encodeDocument<T: Encodable>(_ value: T) -> Data? {
        do {
            guard try encode(value, in: .root, at: .none) else { return nil }
        } catch {
            return nil
        }
        closeFrames(downTo: 0)
        return isAbandoned ? nil : Data(bytes: output.base, count: output.count)
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
        frames.append(Frame(id: nextFrameID, isObject: isObject, memberBase: members.count, keyType: keyType))
        return handle
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
        closeFrames(downTo: handle.level + 1)
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
        if frames[frames.count - 1].count > 0 { output.append(UInt8(ascii: ",")) }
        frames[frames.count - 1].count += 1
        members.append(Member(name: name, start: output.count))
        output.appendQuoted(name, escapingSlashes: escapesSlashes)
        output.append(UInt8(ascii: ":"))
    }

    /// Closes every frame at `level` and above.
    func closeFrames(downTo level: Int) {
        while frames.count > level {
            let frame = frames.removeLast()
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
        defer { members.removeSubrange(frame.memberBase...) }
        let count = members.count - frame.memberBase
        guard count > 1, !isAbandoned else { return }
        guard let order = memberOrder(of: frame) else {
            isAbandoned = true
            return
        }
        guard sortsKeys, order.indices.contains(where: { order[$0] != $0 }) else { return }
        reorderMembers(of: frame, count: count, in: order)
    }

    /// Rewrites the closing object's members (from its first key to the end of the output) in
    /// `order`: copied out to ``scratch`` and back with `memcpy`, since this runs for nearly every
    /// object under `sortedKeys` (slice appends cost about a fifth of an encode).
    private func reorderMembers(of frame: Frame, count: Int, in order: [Int]) {
        let bodyStart = members[frame.memberBase].start
        let bodyCount = output.count - bodyStart
        if scratch.count < bodyCount { scratch = [UInt8](repeating: 0, count: max(bodyCount, 2 * scratch.count)) }
        let output = self.output.base
        members.withUnsafeBufferPointer { members in
            scratch.withUnsafeMutableBufferPointer { scratch in
                guard let copy = scratch.baseAddress else { return }
                copy.update(from: output + bodyStart, count: bodyCount)
                var target = bodyStart
                for (position, written) in order.enumerated() {
                    if position > 0 {
                        output[target] = UInt8(ascii: ",")
                        target += 1
                    }
                    let start = members[frame.memberBase + written].start - bodyStart
                    let next = frame.memberBase + written + 1
                    let end = written + 1 < count ? members[next].start - bodyStart - 1 : bodyCount
                    (output + target).update(from: copy + start, count: end - start)
                    target += end - start
                }
            }
        }
    }

    /// The output order of the closing object's members (written order unless keys are sorted),
    /// or `nil` when two keys are equal.
    private func memberOrder(of frame: Frame) -> [Int]? {
        let written = members[frame.memberBase...]
        if let keyType = frame.keyType, let known = memberOrders[keyType] {
            for candidate in known where candidate.names.elementsEqual(written, by: { $0 == $1.name }) {
                return candidate.order
            }
        }
        let names = written.map(\.name)
        // `String` equality, as a dictionary of members would see it.
        guard Set(names).count == names.count else { return nil }
        var order = Array(names.indices)
        if sortsKeys { order.sort { names[$0].utf8.lexicographicallyPrecedes(names[$1].utf8) } }
        if let keyType = frame.keyType {
            let known = MemberOrder(names: names, order: order)
            if memberOrders[keyType, default: []].count >= Self.memberOrdersPerKeyType {
                memberOrders[keyType]?.removeFirst()
            }
            memberOrders[keyType, default: []].append(known)
        }
        return order
    }
}

/// A container's frame on the direct path: its identity and its place on the stack.
struct DirectFrameHandle {
    let id: Int
    let level: Int

    /// A handle that matches no frame (for containers handed out after the call was abandoned).
    static let closed = DirectFrameHandle(id: -1, level: Int.max)
}
