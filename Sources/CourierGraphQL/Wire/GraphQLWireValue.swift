import CourierAPI

/// A JSON value the GraphQL wire codec reads: a parsed ``/CourierAPI/JSONValue`` tree, or a value
/// on a ``/CourierAPI/JSONTape`` read in place.
///
/// The codec (``GraphQLWire``) and the normalizer are written once against this protocol, so a
/// response parsed onto the tape is read with exactly the rules a tree is read with.
protocol GraphQLWireValue: Sendable {
    /// The member `key` when this is an object that has it (the last one, if the key repeats).
    subscript(key: String) -> Self? { get }
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

extension JSONValue: GraphQLWireValue {
    var isObject: Bool { objectValue != nil }
    var wireElements: [JSONValue]? { arrayValue }
    var jsonValue: JSONValue { self }
    var responseData: GraphQLResponse.DataStorage { .tree(self) }
}

extension JSONTapeValue: GraphQLWireValue {
    var wireElements: [JSONTapeValue]? { arrayElements }
    var responseData: GraphQLResponse.DataStorage { .tape(self) }
}
