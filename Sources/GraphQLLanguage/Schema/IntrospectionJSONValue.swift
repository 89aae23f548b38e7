/// A JSON value of an introspection result as the schema reader sees it: the few questions
/// ``GraphQLSchema/readIntrospection(_:)`` asks of the JSON, so that any JSON parser can feed it.
///
/// `GraphQLLanguage` has no dependencies, so it does not pick a parser: ``GraphQLSchema/readIntrospection(json:)``
/// uses Foundation's `JSONSerialization`, while tools that care about speed conform their own
/// parser's values (the `courier` CLI uses CourierAPI's `JSONTape`).
public protocol IntrospectionJSONValue {
    /// The member `key` when this is an object that has it (`null` members included); otherwise `nil`.
    subscript(member key: String) -> Self? { get }
    /// Whether the value is `null`.
    var isNull: Bool { get }
    /// Whether the value is an object.
    var isObject: Bool { get }
    /// The string, when the value is a string.
    var stringValue: String? { get }
    /// The Boolean, when the value is `true` or `false`.
    var boolValue: Bool? { get }
    /// The elements in order, when the value is an array.
    var arrayElements: [Self]? { get }
    /// How many members an object has as written (0 for other values); a repeated key may count
    /// more than once.
    var memberCount: Int { get }
    /// The member names of an object in order (empty for other values); asked for only when an
    /// object has more members than the reader knows.
    var memberNames: [String] { get }
}
