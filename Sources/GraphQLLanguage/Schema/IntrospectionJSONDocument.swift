/// A parsed JSON document holding an introspection result, as the schema reader walks it: values
/// are opaque integer handles that only the document interprets, so that any JSON parser can feed
/// ``GraphQLSchema/readIntrospection(_:)`` without the reader being generic over it (a generic
/// reader is not specialised across modules and spends its time looking up type metadata).
///
/// `GraphQLLanguage` has no dependencies, so it does not pick a parser:
/// ``GraphQLSchema/readIntrospection(json:)`` uses Foundation's `JSONSerialization`, while tools
/// that care about speed bring their own (the `courier` CLI uses CourierAPI's `JSONTape`).
public protocol IntrospectionJSONDocument: AnyObject {
    /// The handle of the top-level value.
    var rootNode: Int { get }
    /// The member `key` of `node` when it is an object that has it (`null` members included).
    func member(_ key: String, of node: Int) -> Int?
    /// Whether `node` is `null`.
    func isNull(_ node: Int) -> Bool
    /// Whether `node` is an object.
    func isObject(_ node: Int) -> Bool
    /// The string, when `node` is a string.
    func string(_ node: Int) -> String?
    /// The Boolean, when `node` is `true` or `false`.
    func bool(_ node: Int) -> Bool?
    /// The elements in order, when `node` is an array.
    func elements(of node: Int) -> [Int]?
    /// How many members `node` has as written when it is an object (0 otherwise); a repeated key
    /// may count more than once.
    func memberCount(of node: Int) -> Int
    /// The member names of `node` in order when it is an object (empty otherwise); asked for only
    /// when an object has members the reader does not know.
    func memberNames(of node: Int) -> [String]
}
