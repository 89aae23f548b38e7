import CourierAPI

/// An unkeyed container over one array on the tape, walking its elements in order.
///
/// A class: it is the path node of its elements (see ``CodingPathLink``), and as an existential
/// a reference needs no box of its own, where a struct of this size did.
final class TapeUnkeyedContainer: CodingPathLink, UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    let count: Int?
    // Unchecked: read and set by one decoding thread, never through overlapping accesses.
    @exclusivity(unchecked) private(set) var currentIndex = 0
    /// The entry of the element at ``currentIndex``.
    @exclusivity(unchecked) private var position: Int

    /// - Parameters:
    ///   - parent: The path of the container that holds the array.
    ///   - key: The array's key there.
    init(decoder: TapeDecoder, array: Int, parent: CodingPathNode, key: (any CodingKey)?) {
        self.decoder = decoder
        count = decoder.tape.containerCount(at: array)
        position = array + 1
        super.init(parent: parent, key: key)
    }

    var codingPath: [any CodingKey] { node.path }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// The current element's entry, or `valueNotFound` at the end.
    private func next(_ type: Any.Type, message: String = "Unkeyed container is at end.") throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: node.path(appending: indexKey), debugDescription: message))
        }
        return position
    }

    private var indexKey: IndexCodingKey { IndexCodingKey(index: currentIndex) }

    private func advance() {
        if !isAtEnd { position = decoder.tape.entry(after: position) }
        currentIndex += 1
    }

    /// The current element's entry when there is one and it is not `null`; either way the
    /// container moves on (as `JSONDecoder`'s does, even at the end).
    private func nextIfPresent() -> Int? {
        guard !isAtEnd, decoder.tape.valueKind(at: position) != .null else { return nil }
        return position
    }

    func decodeNil() throws -> Bool {
        let index = try next(Never.self)
        guard decoder.tape.valueKind(at: index) == .null else { return false }
        advance()
        return true
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        try decodeNext(type) { [decoder, node] in try decoder.unwrapBool($0, path: node, key: $1) }
    }

    func decode(_ type: String.Type) throws -> String {
        try decodeNext(type) { [decoder, node] in try decoder.unwrapString($0, path: node, key: $1) }
    }

    func decode(_ type: Double.Type) throws -> Double {
        try decodeNext(type) { [decoder, node] in try decoder.unwrapDouble($0, path: node, key: $1) }
    }

    func decode(_ type: Float.Type) throws -> Float {
        try decodeNext(type) { [decoder, node] in try decoder.unwrapFloat($0, path: node, key: $1) }
    }

    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private func integer<T: FixedWidthInteger>() throws -> T {
        try decodeNext(T.self) { [decoder, node] in try decoder.unwrapInteger($0, as: T.self, path: node, key: $1) }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeNext(type) { [decoder, node] in try decoder.unwrap($0, as: T.self, path: node, key: $1) }
    }

    @inline(__always)
    private func decodeNext<T>(_ type: T.Type, _ read: (Int, IndexCodingKey) throws -> T) throws -> T {
        let value = try read(try next(type), indexKey)
        advance()
        return value
    }

    func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
        try decodeNextIfPresent { [decoder, node] in try decoder.unwrapBool($0, path: node, key: $1) }
    }

    func decodeIfPresent(_ type: String.Type) throws -> String? {
        try decodeNextIfPresent { [decoder, node] in try decoder.unwrapString($0, path: node, key: $1) }
    }

    func decodeIfPresent(_ type: Double.Type) throws -> Double? {
        try decodeNextIfPresent { [decoder, node] in try decoder.unwrapDouble($0, path: node, key: $1) }
    }

    func decodeIfPresent(_ type: Float.Type) throws -> Float? {
        try decodeNextIfPresent { [decoder, node] in try decoder.unwrapFloat($0, path: node, key: $1) }
    }

    func decodeIfPresent(_ type: Int.Type) throws -> Int? { try integerIfPresent() }
    func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try integerIfPresent() }
    func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try integerIfPresent() }
    func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try integerIfPresent() }
    func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try integerIfPresent() }
    func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try integerIfPresent() }
    func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try integerIfPresent() }
    func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try integerIfPresent() }
    func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try integerIfPresent() }
    func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try integerIfPresent() }

    private func integerIfPresent<T: FixedWidthInteger>() throws -> T? {
        try decodeNextIfPresent { [decoder, node] in try decoder.unwrapInteger($0, as: T.self, path: node, key: $1) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        try decodeNextIfPresent { [decoder, node] in try decoder.unwrap($0, as: T.self, path: node, key: $1) }
    }

    @inline(__always)
    private func decodeNextIfPresent<T>(_ read: (Int, IndexCodingKey) throws -> T) throws -> T? {
        var value: T?
        if let index = nextIfPresent() { value = try read(index, indexKey) }
        advance()
        return value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let index = try next(KeyedDecodingContainer<NestedKey>.self)
        let container: KeyedDecodingContainer<NestedKey> = try decoder.keyedContainer(
            at: index, path: node, key: indexKey)
        advance()
        return container
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try next((any UnkeyedDecodingContainer).self)
        let container = try decoder.unkeyedContainer(at: index, path: node, key: indexKey)
        advance()
        return container
    }

    func superDecoder() throws -> any Decoder {
        let index = try next((any Decoder).self, message: "Cannot get superDecoder() -- unkeyed container is at end.")
        let superDecoder = decoder.superDecoder(at: index, path: node, key: indexKey)
        advance()
        return superDecoder
    }
}
