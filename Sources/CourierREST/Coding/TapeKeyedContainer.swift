import CourierAPI
import Foundation

/// What a keyed container reads: one object on the tape, and the path of its values. With the
/// default key strategy members are found by comparing UTF-8 bytes in place; other strategies
/// convert every key once, up front, as `JSONDecoder` does. Either way the first of two equal
/// keys wins.
///
/// Not generic, so that the decoder can point a container it made earlier at another object
/// without knowing its key type (see ``KeyedDecodingContainerPool``). The state is unchecked:
/// read and set by one decoding thread, never through overlapping accesses.
class TapeObjectReader {
    final let decoder: TapeDecoder
    /// The decoder's tape, held here too so that a key search reads it without going through
    /// the decoder (which cost a retain and a release per search).
    final let tape: JSONTape
    @exclusivity(unchecked) final private(set) var object: Int
    /// Converted key → value entry, for key strategies other than `useDefaultKeys`.
    @exclusivity(unchecked) final private(set) var convertedMembers: [String: Int]?
    /// The entry just past the object.
    @exclusivity(unchecked) final private(set) var end: Int
    /// Whether the object's keys are distinct, so that a search may stop at any match.
    @exclusivity(unchecked) final private var hasDistinctKeys: Bool
    /// Finds the members of an object with distinct keys.
    @exclusivity(unchecked) final private var memberKeys = MemberKeyTable()
    /// The path of the container that holds the object, and the object's key there.
    @exclusivity(unchecked) final private var parent: CodingPathNode
    @exclusivity(unchecked) final private var key: (any CodingKey)?
    /// The path node of the object's values, made when first asked for (scalars ask only to
    /// report an error). Its own object, not this one, because paths live on (in nested
    /// containers and decoders) after this reader has moved to another object.
    @exclusivity(unchecked) final private var link: ReusableCodingPathLink?
    /// Whether ``link`` is the current object's node; when it is not, and no path holds it any
    /// more, it is reassigned rather than a new one made (one allocation per object saved).
    @exclusivity(unchecked) final private var linkIsCurrent = false
    /// The link before ``link``, kept for reuse as well.
    @exclusivity(unchecked) final private var spareLink: ReusableCodingPathLink?

    /// - Parameters:
    ///   - parent: The path of the container that holds the object.
    ///   - key: The object's key there.
    init(decoder: TapeDecoder, object: Int, parent: CodingPathNode, key: consuming (any CodingKey)?) {
        self.decoder = decoder
        tape = decoder.tape
        self.object = object
        end = object
        hasDistinctKeys = false
        self.parent = parent
        self.key = key
        pointAtObject()
    }

    deinit { memberKeys.deallocate() }

    /// Points the reader at the object at `object`, as a fresh reader over it would be.
    final func point(at object: Int, parent: CodingPathNode, key: consuming (any CodingKey)?) {
        self.object = object
        self.parent = parent
        self.key = key
        linkIsCurrent = false
        pointAtObject()
    }

    private final func pointAtObject() {
        end = tape.entry(after: object)
        memberKeys.startObject()
        if decoder.usesDefaultKeys {
            convertedMembers = nil
            hasDistinctKeys = !tape.objectMayRepeatKeys(at: object)
            return
        }
        switch decoder.options.keyDecodingStrategy {
        case .useDefaultKeys:
            convertedMembers = nil
        case .convertFromSnakeCase:
            convertedMembers = TapeObjectReader.members(of: object, in: tape) { KeyConversion.fromSnakeCase($0) }
        case .custom(let convert):
            let basePath = parent.path(appending: key)
            convertedMembers = TapeObjectReader.members(of: object, in: tape) { name in
                convert(basePath + [JSONCodingKey(stringValue: name)]).stringValue
            }
        }
        hasDistinctKeys = false
    }

    private static func members(of object: Int, in tape: JSONTape, converting: (String) -> String) -> [String: Int] {
        var members: [String: Int] = [:]
        var position = object + 1
        let end = tape.entry(after: object)
        while position < end {
            let name = converting(tape.stringValue(at: position))
            if members[name] == nil { members[name] = position + 1 }
            position = tape.entry(after: position + 1)
        }
        return members
    }

    /// The path of the object's values.
    final var node: CodingPathNode {
        if linkIsCurrent, let link { return .reusable(link) }
        linkIsCurrent = true
        // Tested before a link is bound: the binding is a second reference. The previous
        // object's link is usually still held, as the parent path of the container of a nested
        // value that has not yet moved on; the one before it is then free.
        if !isKnownUniquelyReferenced(&link) {
            if isKnownUniquelyReferenced(&spareLink) {
                swap(&link, &spareLink)
            } else {
                spareLink = ReusableCodingPathLink(parent: parent, key: key)
                swap(&link, &spareLink)
                return .reusable(link.unsafelyUnwrapped)
            }
        }
        let reused = link.unsafelyUnwrapped
        reused.reassign(parent: parent, key: key)
        return .reusable(reused)
    }

    /// The entry of the value for `key`, or `nil`.
    final func valueIndex(for key: some CodingKey) -> Int? {
        var name = key.stringValue
        if let convertedMembers { return convertedMembers[name] }
        let found = name.withUTF8 { utf8 in keyPosition(utf8) }
        if let found { return found + 1 }
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        // Foundation matches keys as `String`s, so canonically equivalent spellings match too.
        var position = object + 1
        while position < end {
            if tape.stringValue(at: position) == name { return position + 1 }
            position = tape.entry(after: position + 1)
        }
        return nil
    }

    /// The key entry spelling `utf8`: through ``MemberKeyTable`` when the object's keys are
    /// distinct, else by a scan from the start, so that the first of two equal keys wins.
    @inline(__always)
    private final func keyPosition(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        if hasDistinctKeys { return memberKeys.keyEntry(spelling: utf8, inObjectAt: object, of: tape) }
        var position = object + 1
        while position < end {
            if tape.keyEquals(at: position, utf8) { return position }
            position = tape.entry(after: position + 1)
        }
        return nil
    }
}

/// A keyed container over one object on the tape (see ``TapeObjectReader``).
///
/// A class, not a struct: `KeyedDecodingContainer` copies its container for every call, and a
/// copy of one reference costs less than a copy of several.
final class TapeKeyedContainer<Key: CodingKey>: TapeObjectReader, KeyedDecodingContainerProtocol {
    var codingPath: [any CodingKey] { node.path }

    var allKeys: [Key] {
        if let convertedMembers { return convertedMembers.keys.compactMap { Key(stringValue: $0) } }
        var seen = Set<String>()
        var keys: [Key] = []
        let tape = decoder.tape
        var position = object + 1
        while position < end {
            let name = tape.stringValue(at: position)
            if seen.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
            position = tape.entry(after: position + 1)
        }
        return keys
    }

    /// The entry of the value for `key`, or `keyNotFound`.
    func value(for key: some CodingKey) throws -> Int {
        guard let index = valueIndex(for: key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: node.path,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return index
    }

    /// The entry of the value for `key` when it is present and not `null`.
    @inline(__always)
    private func presentValue(for key: Key) -> Int? {
        guard let index = valueIndex(for: key), tape.valueKind(at: index) != .null else { return nil }
        return index
    }

    func contains(_ key: Key) -> Bool { valueIndex(for: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { tape.valueKind(at: try value(for: key)) == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.unwrapBool(try value(for: key), path: node, key: key)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.unwrapString(try value(for: key), path: node, key: key)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder.unwrapDouble(try value(for: key), path: node, key: key)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder.unwrapFloat(try value(for: key), path: node, key: key)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(forKey: key) }

    @inline(__always)
    private func integer<T: FixedWidthInteger>(forKey key: Key) throws -> T {
        try decoder.unwrapInteger(try value(for: key), as: T.self, path: node, key: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.unwrap(try value(for: key), as: type, path: node, key: key)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.unwrapBool(index, path: node, key: key)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.unwrapString(index, path: node, key: key)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.unwrapDouble(index, path: node, key: key)
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.unwrapFloat(index, path: node, key: key)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(forKey: key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(forKey: key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(forKey: key) }

    @inline(__always)
    private func integerIfPresent<T: FixedWidthInteger>(forKey key: Key) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.unwrapInteger(index, as: T.self, path: node, key: key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.unwrap(index, as: type, path: node, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder.keyedContainer(at: try value(for: key), path: node, key: key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyedContainer(at: try value(for: key), path: node, key: key)
    }

    func superDecoder() throws -> any Decoder {
        decoder.superDecoder(at: valueIndex(for: JSONCodingKey.super), path: node, key: JSONCodingKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.superDecoder(at: valueIndex(for: key), path: node, key: key)
    }
}

extension TapeDecoder {
    /// A separate decoder for a `super` value (`null` when there is none), as `JSONDecoder` makes one.
    func superDecoder(at index: Int?, path: CodingPathNode, key: any CodingKey) -> TapeDecoder {
        if let index { return TapeDecoder(tape: tape, options: options, index: index, node: path, key: key) }
        // A one-entry tape that holds the `null`; parsing "null" cannot fail.
        let nullTape = (try? JSONTape(parsing: "null")) ?? tape
        return TapeDecoder(tape: nullTape, options: options, index: 0, node: path, key: key)
    }
}
