/// The `Encoder` of the direct path: one per encoded value that is not a scalar, writing that
/// value at the position it was made for (see ``DirectEncoderContext``).
///
/// It is also the path node of the value it encodes (see ``CodingPathLink``), so that a nested
/// value costs no path allocation besides the encoder itself.
final class DirectEncoder: CodingPathLink, Encoder {
    let context: DirectEncoderContext
    /// The stack depth where the value's own container goes.
    let level: Int
    /// Unchecked: see ``DirectEncoderContext``.
    @exclusivity(unchecked) private var state = State.empty

    private enum State {
        case empty
        case single
        case keyed(DirectFrameHandle)
        case unkeyed(DirectFrameHandle)
        case finished
    }

    /// - Parameters:
    ///   - parent: The path of the container that holds the value.
    ///   - key: The value's key (or index key) there; `nil` for a value encoded in place.
    init(context: DirectEncoderContext, parent: CodingPathNode, key: (any CodingKey)?, level: Int) {
        self.context = context
        self.level = level
        super.init(parent: parent, key: key)
    }

    var codingPath: [any CodingKey] { node.path }
    var userInfo: [CodingUserInfoKey: Any] { context.options.userInfo }

    /// Ends the value (using the encoder afterwards abandons the call); whether it wrote anything.
    func finish() -> Bool {
        defer { state = .finished }
        if case .empty = state { return false }
        return true
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let frame: DirectFrameHandle
        switch state {
        case .keyed(let open) where context.isOpen(open):
            frame = open
        case .empty where startsValue():
            frame = context.openFrame(isObject: true, keyType: ObjectIdentifier(Key.self))
            state = .keyed(frame)
        default:
            context.abandon()
            frame = .closed
        }
        return context.keyedContainer(keyedBy: Key.self, frame: frame, node: node)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let frame: DirectFrameHandle
        switch state {
        case .unkeyed(let open) where context.isOpen(open):
            frame = open
        case .empty where startsValue():
            frame = context.openFrame(isObject: false)
            state = .unkeyed(frame)
        default:
            context.abandon()
            frame = .closed
        }
        return DirectUnkeyedContainer(context: context, frame: frame, node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// Whether the value can be written now: nothing written yet, at the position it was made for.
    private func startsValue() -> Bool {
        !context.isAbandoned && context.depth == level
    }

    /// Claims the value for a single value; `false` (and the call abandoned) when it cannot be.
    private func beginSingle() -> Bool {
        guard case .empty = state, startsValue() else {
            context.abandon()
            return false
        }
        state = .single
        return true
    }
}

extension DirectEncoder: SingleValueEncodingContainer {
    func encodeNil() throws { if beginSingle() { context.writeNull() } }
    func encode(_ value: Bool) throws { if beginSingle() { context.writeBool(value) } }
    func encode(_ value: String) throws { if beginSingle() { context.writeString(value) } }
    func encode(_ value: Double) throws { if beginSingle() { try context.writeFloat(value, in: node, at: .none) } }
    func encode(_ value: Float) throws { if beginSingle() { try context.writeFloat(value, in: node, at: .none) } }
    func encode(_ value: Int) throws { if beginSingle() { context.writeInteger(value) } }
    func encode(_ value: Int8) throws { if beginSingle() { context.writeInteger(value) } }
    func encode(_ value: Int16) throws { if beginSingle() { context.writeInteger(value) } }
    func encode(_ value: Int32) throws { if beginSingle() { context.writeInteger(value) } }
    func encode(_ value: Int64) throws { if beginSingle() { context.writeInteger(value) } }
    func encode(_ value: UInt) throws { if beginSingle() { context.writeInteger(value) } }
    func encode(_ value: UInt8) throws { if beginSingle() { context.writeInteger(value) } }
    func encode(_ value: UInt16) throws { if beginSingle() { context.writeInteger(value) } }
    func encode(_ value: UInt32) throws { if beginSingle() { context.writeInteger(value) } }
    func encode(_ value: UInt64) throws { if beginSingle() { context.writeInteger(value) } }
    func encode<T: Encodable>(_ value: T) throws {
        if beginSingle() { try context.encodeNested(value, in: node, at: .none) }
    }
}
