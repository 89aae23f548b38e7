import CourierAPI
import Foundation

/// The `Decoder` behind ``CourierJSONDecoder``: one instance per document, pointed at the tape
/// entry that the `init(from:)` being run reads (containers capture their own entry and path).
///
/// Its state changes the way `JSONDecoder`'s does — set for the duration of each nested
/// `init(from:)`, restored afterwards — because some of Foundation's errors report this current
/// path rather than the value's own.
final class TapeDecoder {
    let tape: JSONTape
    let options: CourierJSONDecoder
    // The mutable state is `@exclusivity(unchecked)`: one `decode` call uses it from one thread,
    // never through overlapping accesses, and it is set around every nested value.

    /// The tape entry the current `init(from:)` reads.
    @exclusivity(unchecked) var index: Int
    /// The path of that value: its container's path, and its key in the container (kept apart so
    /// that pointing the decoder at a nested value allocates no path node).
    @exclusivity(unchecked) var node: CodingPathNode
    @exclusivity(unchecked) var key: (any CodingKey)?
    /// Where each number starts in the document, found on first need (see `numberText(at:)`).
    @exclusivity(unchecked) var numberPlaces: NumberPlaces?

    /// Whether keys are matched as they are (read on every value; an enum with closure payloads
    /// costs a copy to switch over).
    let usesDefaultKeys: Bool
    /// Whether dates are ISO 8601 strings (the common REST setting; read for every date).
    let decodesISO8601Dates: Bool
    /// Whether keyed containers are kept for reuse (see ``KeyedDecodingContainerPool``): only
    /// for a decoder whose owner empties the pool when its decode ends.
    let reusesKeyedContainers: Bool
    @exclusivity(unchecked) private var keyedContainerPool = KeyedDecodingContainerPool()

    init(
        tape: JSONTape, options: CourierJSONDecoder, index: Int = 0, node: CodingPathNode = .root,
        key: (any CodingKey)? = nil, reusesKeyedContainers: Bool = false
    ) {
        self.tape = tape
        self.options = options
        usesDefaultKeys = if case .useDefaultKeys = options.keyDecodingStrategy { true } else { false }
        decodesISO8601Dates = if case .iso8601 = options.dateDecodingStrategy { true } else { false }
        self.index = index
        self.node = node
        self.key = key
        self.reusesKeyedContainers = reusesKeyedContainers
    }

    /// Lets the kept keyed containers go; call when the decode that owns this decoder ends.
    func releaseKeptContainers() { keyedContainerPool.removeAll() }

    /// Runs `body` with the decoder pointed at `index`, the value at `key` in a container at `path`.
    ///
    /// The state is swapped in and out rather than assigned: an assignment of the optional
    /// existential key goes through its value witnesses (copy, destroy) several times per value.
    /// The key is consumed, so that a caller's temporary key moves in without a copy.
    @inline(__always)
    func with<T>(index: Int, path: CodingPathNode, key: consuming (any CodingKey)?, _ body: () throws -> T) rethrows
        -> T
    {
        let savedIndex = self.index
        var otherNode = path
        var otherKey = consume key
        swap(&node, &otherNode)
        swap(&self.key, &otherKey)
        self.index = index
        defer {
            self.index = savedIndex
            swap(&node, &otherNode)
            swap(&self.key, &otherKey)
        }
        return try body()
    }

    /// Decodes the value at `index` as `type`; `path` and `key` say where it is. The key is
    /// consumed (see ``with(index:path:key:_:)``).
    func unwrap<T: Decodable>(_ index: Int, as type: T.Type, path: CodingPathNode, key: consuming (any CodingKey)?)
        throws -> T
    {
        // Metatype comparisons, and no `as? T`: a generic cast would look up `Optional<T>`'s
        // metadata on every call.
        if T.self == Date.self { return Self.same(try unwrapDate(index, path: path, key: key), as: T.self) }
        if T.self == Data.self { return Self.same(try unwrapData(index, path: path, key: key), as: T.self) }
        if T.self == URL.self { return Self.same(try unwrapURL(index, path: path, key: key), as: T.self) }
        if T.self == Decimal.self { return Self.same(try unwrapDecimal(index, path: path, key: key), as: T.self) }
        if tape.valueKind(at: index) == .array {
            return try unwrapAnyArray(index, as: T.self, path: path, key: consume key)
        }
        return try unwrapThroughInit(index, as: T.self, path: path, key: consume key)
    }

    /// ``unwrap(_:as:path:key:)`` for an array value: the array fast paths, else `T(from:)`.
    @inline(never)
    private func unwrapAnyArray<T: Decodable>(
        _ index: Int, as type: T.Type, path: CodingPathNode, key: consuming (any CodingKey)?
    ) throws -> T {
        try unwrapArray(index, as: T.self, path: path, key: key) {
            try unwrapThroughInit(index, as: T.self, path: path, key: copy key)
        }
    }

    /// `T(from:)` with the decoder pointed at the value (or a `[String: Value]` under a key strategy).
    @inline(__always)
    private func unwrapThroughInit<T: Decodable>(
        _ index: Int, as type: T.Type, path: CodingPathNode, key: consuming (any CodingKey)?
    ) throws -> T {
        if !usesDefaultKeys { return try unwrapUnderKeyStrategy(index, as: T.self, path: path, key: consume key) }
        return try with(index: index, path: path, key: consume key) { try T(from: self) }
    }

    /// ``unwrap(_:as:path:key:)`` under a key strategy, where a `[String: Value]` keeps its keys.
    /// Apart so that its generic cast, and the `Optional<T>` metadata that testing its result
    /// needs, cost only here: in the common path that look-up was about 5% of a decode.
    @inline(never)
    private func unwrapUnderKeyStrategy<T: Decodable>(
        _ index: Int, as type: T.Type, path: CodingPathNode, key: consuming (any CodingKey)?
    ) throws -> T {
        if let dictionaryType = T.self as? any StringKeyedDictionary.Type,
            let dictionary = try unwrapDictionary(index, as: dictionaryType, path: path, key: key) as? T
        {
            return dictionary
        }
        return try with(index: index, path: path, key: consume key) { try T(from: self) }
    }

    /// `value` as `T`, which the caller has checked is `U`.
    @inline(__always)
    static func same<U, T>(_ value: U, as type: T.Type) -> T {
        precondition(U.self == T.self)
        return unsafeBitCast(value, to: T.self)
    }

    /// Fails with `valueNotFound` when the value at `index` is `null`.
    @inline(__always)
    func checkNotNull(
        _ index: Int, _ type: Any.Type, path: @autoclosure () -> CodingPathNode,
        key: @autoclosure () -> (any CodingKey)?
    ) throws {
        if tape.valueKind(at: index) == .null {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path().path(appending: key()),
                    debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
    }

    /// `typeMismatch` for the value at `index`, worded as Foundation words it.
    func typeMismatch(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path,
                debugDescription: "Expected to decode \(type) but found \(kindDescription(at: index)) instead."))
    }

    /// The value's kind as Foundation's messages name it.
    func kindDescription(at index: Int) -> String {
        switch tape.valueKind(at: index) {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "a string"
        case .object: "a dictionary"
        case .array: "an array"
        }
    }

    /// The error for a number that does not fit the requested type: Foundation reports it as
    /// invalid JSON at the root.
    static var numberNotRepresentable: DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON."))
    }
}

extension TapeDecoder: Decoder {
    var codingPath: [any CodingKey] { node.path(appending: key) }
    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(at: index, path: node, key: key)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(at: index, path: node, key: key)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// A keyed container over the object at `index`.
    /// - Parameters:
    ///   - index: The object's entry.
    ///   - path: The path of the container that holds the object.
    ///   - key: The object's key in that container (consumed: the container keeps it).
    func keyedContainer<Key: CodingKey>(at index: Int, path: CodingPathNode, key: consuming (any CodingKey)?) throws
        -> KeyedDecodingContainer<Key>
    {
        switch tape.valueKind(at: index) {
        case .object:
            if reusesKeyedContainers {
                if let container = keyedContainerPool.reuse(Key.self, object: index, parent: path, key: &key) {
                    return container
                }
            }
            let reader = TapeKeyedContainer<Key>(decoder: self, object: index, parent: path, key: key.take())
            let container = KeyedDecodingContainer(reader)
            if reusesKeyedContainers { keyedContainerPool.keep(container, reader: reader) }
            return container
        case .null:
            throw DecodingError.valueNotFound(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: path.path(appending: key),
                    debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw typeMismatch([String: Any].self, at: index, path: path.path(appending: key))
        }
    }

    /// An unkeyed container over the array at `index`; `path` and `key` as for `keyedContainer`.
    func unkeyedContainer(at index: Int, path: CodingPathNode, key: consuming (any CodingKey)?) throws
        -> any UnkeyedDecodingContainer
    {
        switch tape.valueKind(at: index) {
        case .array:
            return TapeUnkeyedContainer(decoder: self, array: index, parent: path, key: consume key)
        case .null:
            throw DecodingError.valueNotFound(
                [Any].self,
                DecodingError.Context(
                    codingPath: path.path(appending: key),
                    debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw typeMismatch([Any].self, at: index, path: path.path(appending: key))
        }
    }
}

/// `[String: Value]` dictionaries, which a key decoding strategy leaves alone (as `JSONDecoder` does).
protocol StringKeyedDictionary {
    static var valueType: any Decodable.Type { get }
    init(decodedMembers: [String: Any])
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    static var valueType: any Decodable.Type { Value.self }

    init(decodedMembers: [String: Any]) {
        self = decodedMembers.compactMapValues { $0 as? Value }
    }
}
