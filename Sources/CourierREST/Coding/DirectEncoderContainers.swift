/// What a keyed container of the direct path writes to, which the context resets to hand the
/// container out again (see ``KeyedEncodingContainerReuse``).
class DirectKeyedContainerState {
    final let context: DirectEncoderContext
    /// Unchecked: see ``DirectEncoderContext``.
    @exclusivity(unchecked) final var frame: DirectFrameHandle
    @exclusivity(unchecked) final var node: CodingPathNode

    init(context: DirectEncoderContext, frame: DirectFrameHandle, node: CodingPathNode) {
        self.context = context
        self.frame = frame
        self.node = node
    }
}

/// A keyed container of the direct path: each member is written as it is encoded.
final class DirectKeyedContainer<Key: CodingKey>: DirectKeyedContainerState, KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { node.path }

    /// Makes this object current and writes `key`; `false` when the call is abandoned.
    private func begin(_ key: Key) -> Bool {
        let context = self.context
        guard context.enter(frame) else { return false }
        // The path only for a custom key strategy: reading `node` retains it.
        context.beginMember(
            named: context.usesDefaultKeys ? key.stringValue : context.keyNames.name(for: key, path: node))
        return true
    }

    func encodeNil(forKey key: Key) throws { if begin(key) { context.writeNull() } }
    func encode(_ value: Bool, forKey key: Key) throws { if begin(key) { context.writeBool(value) } }
    func encode(_ value: String, forKey key: Key) throws { if begin(key) { context.writeString(value) } }
    func encode(_ value: Double, forKey key: Key) throws {
        if begin(key) { try context.writeFloat(value, in: node, at: .key(key)) }
    }
    func encode(_ value: Float, forKey key: Key) throws {
        if begin(key) { try context.writeFloat(value, in: node, at: .key(key)) }
    }
    func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    @inline(__always)
    private func integer<T: FixedWidthInteger>(_ value: T, _ key: Key) throws {
        if begin(key) { context.writeInteger(value) }
    }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if begin(key) { try context.encodeNested(value, in: node, at: .key(key)) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = begin(key) ? context.openFrame(isObject: true, keyType: ObjectIdentifier(NestedKey.self)) : .closed
        return context.keyedContainer(keyedBy: NestedKey.self, frame: nested, node: node.appending(key))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = begin(key) ? context.openFrame(isObject: false) : .closed
        return DirectUnkeyedContainer(context: context, frame: nested, node: node.appending(key))
    }

    // A super encoder's value may be written after the container's later members: tree path.
    func superEncoder() -> any Encoder { abandoned(node.appending(JSONCodingKey.super)) }
    func superEncoder(forKey key: Key) -> any Encoder { abandoned(node.appending(key)) }

    private func abandoned(_ node: CodingPathNode) -> any Encoder {
        context.abandon()
        return DirectEncoder(context: context, parent: node, key: nil, level: .max)
    }
}

/// An unkeyed container of the direct path: each element is written as it is encoded.
struct DirectUnkeyedContainer: UnkeyedEncodingContainer {
    let context: DirectEncoderContext
    let frame: DirectFrameHandle
    let node: CodingPathNode
    private(set) var count = 0

    init(context: DirectEncoderContext, frame: DirectFrameHandle, node: CodingPathNode) {
        self.context = context
        self.frame = frame
        self.node = node
    }

    var codingPath: [any CodingKey] { node.path }

    /// Makes this array current and starts an element; its index, or `nil` when abandoned.
    private mutating func begin() -> Int? {
        guard context.enter(frame) else { return nil }
        let index = context.beginElement()
        count = index + 1
        return index
    }

    mutating func encodeNil() throws { if begin() != nil { context.writeNull() } }
    mutating func encode(_ value: Bool) throws { if begin() != nil { context.writeBool(value) } }
    mutating func encode(_ value: String) throws { if begin() != nil { context.writeString(value) } }
    mutating func encode(_ value: Double) throws {
        if let index = begin() { try context.writeFloat(value, in: node, at: .index(index)) }
    }
    mutating func encode(_ value: Float) throws {
        if let index = begin() { try context.writeFloat(value, in: node, at: .index(index)) }
    }
    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    @inline(__always)
    private mutating func integer<T: FixedWidthInteger>(_ value: T) throws {
        if begin() != nil { context.writeInteger(value) }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let index = begin() { try context.encodeNested(value, in: node, at: .index(index)) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let index = begin()
        let nested =
            index != nil ? context.openFrame(isObject: true, keyType: ObjectIdentifier(NestedKey.self)) : .closed
        return context.keyedContainer(
            keyedBy: NestedKey.self, frame: nested, node: node.appending(index: index ?? count))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = begin()
        let nested = index != nil ? context.openFrame(isObject: false) : .closed
        return DirectUnkeyedContainer(context: context, frame: nested, node: node.appending(index: index ?? count))
    }

    // A super encoder's value may be written after later elements: tree path.
    mutating func superEncoder() -> any Encoder {
        context.abandon()
        return DirectEncoder(context: context, parent: node, key: IndexCodingKey(index: count), level: .max)
    }
}
