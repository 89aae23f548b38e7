import Foundation

/// What every `TreeEncoder` of one `encode` call shares: the options and the key names.
final class TreeEncoderContext {
    let options: CourierJSONEncoder
    private let keyNames: EncodedKeyNames

    init(options: CourierJSONEncoder) {
        self.options = options
        keyNames = EncodedKeyNames(strategy: options.keyEncodingStrategy)
    }

    /// The JSON key for `key` under the key strategy; `path` is the container's.
    func jsonKey(_ key: some CodingKey, path: CodingPathNode) -> String {
        keyNames.name(for: key, path: path)
    }

    /// `value` as a tree, or `nil` when it encoded nothing; `path` and `key` say where it goes.
    func box<T: Encodable>(_ value: T, path: CodingPathNode, key: (any CodingKey)?) throws -> EncodedJSON? {
        // Metatype comparisons first: a failed dynamic cast per candidate type would cost more
        // than encoding most values.
        if T.self == String.self, let string = value as? String { return .string(string) }
        if T.self == Int.self, let int = value as? Int { return .number(String(int)) }
        if T.self == Bool.self, let bool = value as? Bool { return .bool(bool) }
        if T.self == Double.self, let double = value as? Double { return try boxFloat(double, path: path, key: key) }
        if T.self == Float.self, let float = value as? Float { return try boxFloat(float, path: path, key: key) }
        if T.self == Date.self, let date = value as? Date { return try boxDate(date, path: path, key: key) }
        if T.self == Data.self, let data = value as? Data { return try boxData(data, path: path, key: key) }
        if T.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
        if T.self == Decimal.self, let decimal = value as? Decimal { return .number(decimal.description) }
        if case .useDefaultKeys = options.keyEncodingStrategy {
        } else if let dictionary = value as? any StringKeyedEncodableDictionary {
            return try boxDictionary(dictionary, path: path.appending(key))
        }
        return try encodeWithEncoder(path: path, key: key) { try value.encode(to: $0) }
    }

    /// What `body` encodes into a fresh encoder at `path` + `key`, or `nil` when nothing.
    private func encodeWithEncoder(path: CodingPathNode, key: (any CodingKey)?, _ body: (TreeEncoder) throws -> Void)
        throws -> EncodedJSON?
    {
        let encoder = TreeEncoder(context: self, node: path.appending(key))
        try body(encoder)
        return encoder.value
    }

    /// `value` as a tree, `{}` when it encoded nothing (what Foundation writes for such a value
    /// inside a container).
    func boxNested<T: Encodable>(_ value: T, path: CodingPathNode, key: (any CodingKey)?) throws -> EncodedJSON {
        try box(value, path: path, key: key) ?? .object(EncodedObject())
    }

    func boxFloat<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: T, path: CodingPathNode, key: (any CodingKey)?
    ) throws -> EncodedJSON {
        guard value.isFinite else {
            guard
                case .convertToString(let positive, let negative, let nan) = options.nonConformingFloatEncodingStrategy
            else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: path.path(appending: key),
                        debugDescription: "Unable to encode \(T.self).\(value) directly in JSON."))
            }
            return .string(value.isNaN ? nan : value > 0 ? positive : negative)
        }
        return .number(NumberText.jsonText(value))
    }

    private func boxDate(_ date: Date, path: CodingPathNode, key: (any CodingKey)?) throws -> EncodedJSON? {
        switch options.dateEncodingStrategy {
        case .deferredToDate:
            return try encodeWithEncoder(path: path, key: key) { try date.encode(to: $0) }
        case .secondsSince1970: return try boxFloat(date.timeIntervalSince1970, path: path, key: key)
        case .millisecondsSince1970:
            return try boxFloat(1000.0 * date.timeIntervalSince1970, path: path, key: key)
        case .iso8601: return .string(date.formatted(.iso8601))
        case .formatted(let formatter): return .string(formatter.string(from: date))
        case .custom(let encode):
            return try encodeWithEncoder(path: path, key: key) { try encode(date, $0) } ?? .object(EncodedObject())
        }
    }

    private func boxData(_ data: Data, path: CodingPathNode, key: (any CodingKey)?) throws -> EncodedJSON? {
        switch options.dataEncodingStrategy {
        case .deferredToData:
            return try encodeWithEncoder(path: path, key: key) { try data.encode(to: $0) }
        case .base64: return .string(data.base64EncodedString())
        case .custom(let encode):
            return try encodeWithEncoder(path: path, key: key) { try encode(data, $0) } ?? .object(EncodedObject())
        }
    }

    private func boxDictionary(_ dictionary: any StringKeyedEncodableDictionary, path: CodingPathNode) throws
        -> EncodedJSON
    {
        let object = EncodedObject()
        for (name, value) in dictionary.encodableMembers {
            object.set(name, try boxNested(value, path: path, key: JSONCodingKey(stringValue: name)))
        }
        return .object(object)
    }
}

/// `[String: Value]` dictionaries, whose keys a key encoding strategy leaves alone (as `JSONEncoder` does).
protocol StringKeyedEncodableDictionary {
    var encodableMembers: [(String, any Encodable)] { get }
}

extension Dictionary: StringKeyedEncodableDictionary where Key == String, Value: Encodable {
    var encodableMembers: [(String, any Encodable)] { map { ($0.key, $0.value as any Encodable) } }
}

/// The `Encoder` behind ``CourierJSONEncoder``: one per encoded value that is not a scalar; it
/// holds what that value encoded.
final class TreeEncoder: Encoder {
    let context: TreeEncoderContext
    let node: CodingPathNode
    /// What the value has encoded so far; `nil` when nothing.
    var value: EncodedJSON? {
        didSet { if let value { onChange?(value) } }
    }
    /// Where a `superEncoder()`'s result goes in its parent container.
    var onChange: ((EncodedJSON) -> Void)?

    init(context: TreeEncoderContext, node: CodingPathNode) {
        self.context = context
        self.node = node
    }

    var codingPath: [any CodingKey] { node.path }
    var userInfo: [CodingUserInfoKey: Any] { context.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: EncodedObject
        if case .object(let existing) = value {
            object = existing
        } else {
            object = EncodedObject()
            value = .object(object)
        }
        return KeyedEncodingContainer(TreeKeyedContainer<Key>(context: context, object: object, node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: EncodedArray
        if case .array(let existing) = value {
            array = existing
        } else {
            array = EncodedArray()
            value = .array(array)
        }
        return TreeUnkeyedContainer(context: context, array: array, node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension TreeEncoder: SingleValueEncodingContainer {
    func encodeNil() throws { value = .null }
    func encode(_ value: Bool) throws { self.value = .bool(value) }
    func encode(_ value: String) throws { self.value = .string(value) }
    func encode(_ value: Double) throws { self.value = try context.boxFloat(value, path: node, key: nil) }
    func encode(_ value: Float) throws { self.value = try context.boxFloat(value, path: node, key: nil) }
    func encode(_ value: Int) throws { self.value = .number(String(value)) }
    func encode(_ value: Int8) throws { self.value = .number(String(value)) }
    func encode(_ value: Int16) throws { self.value = .number(String(value)) }
    func encode(_ value: Int32) throws { self.value = .number(String(value)) }
    func encode(_ value: Int64) throws { self.value = .number(String(value)) }
    func encode(_ value: UInt) throws { self.value = .number(String(value)) }
    func encode(_ value: UInt8) throws { self.value = .number(String(value)) }
    func encode(_ value: UInt16) throws { self.value = .number(String(value)) }
    func encode(_ value: UInt32) throws { self.value = .number(String(value)) }
    func encode(_ value: UInt64) throws { self.value = .number(String(value)) }
    func encode<T: Encodable>(_ value: T) throws { self.value = try context.boxNested(value, path: node, key: nil) }
}
