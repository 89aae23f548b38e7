/// A keyed container writing into one ``EncodedObject``.
struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let context: TreeEncoderContext
    let object: EncodedObject
    let node: CodingPathNode

    var codingPath: [any CodingKey] { node.path }

    private func set(_ value: EncodedJSON, for key: Key) {
        object.set(context.jsonKey(key, path: node), value)
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try context.boxFloat(value, path: node, key: key), for: key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try context.boxFloat(value, path: node, key: key), for: key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(String(value)), for: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try context.boxNested(value, path: node, key: key), for: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let name = context.jsonKey(key, path: node)
        let nested: EncodedObject
        if case .object(let existing) = object[name] {
            nested = existing
        } else {
            nested = EncodedObject()
            object.set(name, .object(nested))
        }
        return KeyedEncodingContainer(
            TreeKeyedContainer<NestedKey>(context: context, object: nested, node: node.appending(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let name = context.jsonKey(key, path: node)
        let nested: EncodedArray
        if case .array(let existing) = object[name] {
            nested = existing
        } else {
            nested = EncodedArray()
            object.set(name, .array(nested))
        }
        return TreeUnkeyedContainer(context: context, array: nested, node: node.appending(key))
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super", key: JSONCodingKey.super) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: context.jsonKey(key, path: node), key: key)
    }

    private func superEncoder(named name: String, key: any CodingKey) -> any Encoder {
        object.set(name, .object(EncodedObject()))
        let encoder = TreeEncoder(context: context, node: node.appending(key))
        encoder.onChange = { [object] in object.set(name, $0) }
        return encoder
    }
}

/// An unkeyed container appending to one ``EncodedArray``.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let context: TreeEncoderContext
    let array: EncodedArray
    let node: CodingPathNode

    var codingPath: [any CodingKey] { node.path }
    var count: Int { array.elements.count }

    private var indexKey: IndexCodingKey { IndexCodingKey(index: count) }

    mutating func encodeNil() throws { array.elements.append(.null) }
    mutating func encode(_ value: Bool) throws { array.elements.append(.bool(value)) }
    mutating func encode(_ value: String) throws { array.elements.append(.string(value)) }
    mutating func encode(_ value: Double) throws {
        array.elements.append(try context.boxFloat(value, path: node, key: indexKey))
    }
    mutating func encode(_ value: Float) throws {
        array.elements.append(try context.boxFloat(value, path: node, key: indexKey))
    }
    mutating func encode(_ value: Int) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: Int8) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: Int16) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: Int32) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: Int64) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt8) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt16) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt32) throws { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: UInt64) throws { array.elements.append(.number(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.elements.append(try context.boxNested(value, path: node, key: indexKey))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = EncodedObject()
        let path = node.appending(index: count)
        array.elements.append(.object(nested))
        return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(context: context, object: nested, node: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        let path = node.appending(index: count)
        array.elements.append(.array(nested))
        return TreeUnkeyedContainer(context: context, array: nested, node: path)
    }

    mutating func superEncoder() -> any Encoder {
        let position = count
        let encoder = TreeEncoder(context: context, node: node.appending(index: position))
        array.elements.append(.object(EncodedObject()))
        encoder.onChange = { [array] in array.elements[position] = $0 }
        return encoder
    }
}
