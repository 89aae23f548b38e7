public import CourierAPI

/// The payload of a `next` (`data` in the legacy protocol) message: one execution result
/// (`data`, `errors`, `extensions`), held where it was read.
///
/// A message the transport received stays on the ``/CourierAPI/JSONTape`` its text was parsed
/// onto, on the connection's reading task: the envelope is read there in place, the store
/// normalizes `data` from it and generated types decode from it, so no ``/CourierAPI/JSONValue``
/// tree is built for a result. ``object`` builds a tree for callers that want one; a payload made
/// from a tree (``init(_:)`` or a dictionary literal) keeps that tree.
///
/// Two payloads are equal when their trees are (member order aside).
public struct GraphQLWebSocketPayload: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    enum Storage: Sendable {
        case tree(JSONObject)
        case tape(JSONTapeValue)
    }

    let storage: Storage

    /// A payload holding `object`.
    ///
    /// - Parameter object: The execution result object.
    public init(_ object: JSONObject) {
        storage = .tree(object)
    }

    /// A payload read in place from `tapeValue`, or `nil` when it is not an object.
    ///
    /// - Parameter tapeValue: The execution result object on a tape.
    public init?(tapeValue: JSONTapeValue) {
        guard tapeValue.isObject else { return nil }
        storage = .tape(tapeValue)
    }

    /// A payload holding the object the literal spells.
    ///
    /// - Parameter elements: The members.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        storage = .tree(object)
    }

    /// The payload as a tree (built on each read when it is held on a tape, so read it once).
    public var object: JSONObject {
        switch storage {
        case .tree(let object): object
        case .tape(let value): value.jsonValue.objectValue ?? JSONObject()
        }
    }

    /// The payload on its tape, when it was parsed from a received message; `nil` for a tree.
    public var tapeValue: JSONTapeValue? {
        if case .tape(let value) = storage { return value }
        return nil
    }

    /// The payload as a response, its `data` left where it is (on the tape, usually).
    var response: GraphQLResponse {
        // A payload is always an object, so it always reads as an envelope.
        switch storage {
        case .tree(let object): (try? GraphQLWireEnvelope(JSONValue.object(object)).response()) ?? .init(data: nil)
        case .tape(let value): (try? GraphQLWireEnvelope(value).response()) ?? .init(data: nil)
        }
    }

    /// Whether both payloads hold the same object.
    public static func == (lhs: GraphQLWebSocketPayload, rhs: GraphQLWebSocketPayload) -> Bool {
        lhs.object == rhs.object
    }

    /// Hashes the object.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(object)
    }
}
