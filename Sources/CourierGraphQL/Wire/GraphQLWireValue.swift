import CourierAPI

/// A JSON value the GraphQL wire codec reads: a parsed ``/CourierAPI/JSONValue`` tree, or a value
/// on a ``/CourierAPI/JSONTape`` read in place.
///
/// The codec (``GraphQLWire``) and the normalizer are written once against this protocol, so a
/// response parsed onto the tape is read with exactly the rules a tree is read with.
protocol GraphQLWireValue: Sendable {
    /// The member `key` when this is an object that has it (the last one, if the key repeats).
    subscript(key: String) -> Self? { get }
    /// The member `key` as the subscript finds it, trying the member at position `hint` first and
    /// leaving `hint` just past the member found: reading an object's members in the order the
    /// response lists them finds each with one comparison instead of a search.
    func member(_ key: String, hint: inout Int) -> Self?
    var isNull: Bool { get }
    var isObject: Bool { get }
    var boolValue: Bool? { get }
    var numberValue: JSONNumber? { get }
    var stringValue: String? { get }
    /// The elements, when this is an array.
    var wireElements: [Self]? { get }
    /// The value as a tree (built on each call for a tape value).
    var jsonValue: JSONValue { get }
    /// The value as a response's `data`, without building a tree for a tape value.
    var responseData: GraphQLResponse.DataStorage { get }
}

extension GraphQLWireValue {
    /// The object, as a tree, when this is an object.
    var objectTree: JSONObject? { isObject ? jsonValue.objectValue : nil }
}

extension GraphQLWireValue {
    /// The subscript: a tape value finds a member by its own index.
    func member(_ key: String, hint: inout Int) -> Self? { self[key] }
}

extension JSONValue: GraphQLWireValue {
    var isObject: Bool { objectValue != nil }

    func member(_ key: String, hint: inout Int) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        if hint >= 0, hint < object.count {
            let candidate = object[hint]
            if Self.sameName(candidate.key, key) {
                hint += 1
                return candidate.value
            }
        }
        guard let position = object.position(of: key) else { return nil }
        hint = position + 1
        return object[position].value
    }

    /// Whether two member names are the same JSON name: the same UTF-8 bytes, as
    /// ``/CourierAPI/JSONObject`` compares its keys (not Swift's canonical equivalence).
    @inline(__always)
    private static func sameName(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let contiguous = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
        }
        return (contiguous ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }
    var wireElements: [JSONValue]? { arrayValue }
    var jsonValue: JSONValue { self }
    var responseData: GraphQLResponse.DataStorage { .tree(self) }
}

extension JSONTapeValue: GraphQLWireValue {
    var wireElements: [JSONTapeValue]? { arrayElements }
    var responseData: GraphQLResponse.DataStorage { .tape(self) }
}
