public import CourierAPI

/// A server message of a GraphQL-over-WebSocket subprotocol, decoded into the shape both
/// subprotocols share.
public enum GraphQLWebSocketServerMessage: Sendable, Hashable {
    /// `connection_ack`, with its optional payload.
    case connectionAck(JSONObject?)
    /// `ping` (graphql-transport-ws): must be answered with `pong`.
    case ping(JSONObject?)
    /// `pong` (graphql-transport-ws): the answer to the client's ping.
    case pong
    /// `ka` (legacy graphql-ws): the server's keep-alive.
    case keepAlive
    /// `next` / `data`: one execution result for subscription `id`, held on the tape the
    /// message was parsed onto (``GraphQLWebSocketPayload/object`` builds a tree).
    case next(id: String, payload: GraphQLWebSocketPayload)
    /// `error`: the operation failed before or while executing; the subscription is over.
    case error(id: String, errors: [GraphQLError])
    /// `complete`: the server finished subscription `id`.
    case complete(id: String)
    /// `connection_error` (legacy graphql-ws): the server refused `connection_init`.
    case connectionError(JSONValue?)
}

/// A GraphQL-over-WebSocket subprotocol's wire format: how client messages are written and
/// server messages read, plus the few behaviours in which the subprotocols differ.
///
/// Two implementations: ``GraphQLTransportWSProtocol`` (`graphql-transport-ws`, the current one)
/// and ``LegacyGraphQLWSProtocol`` (`graphql-ws`, from subscriptions-transport-ws). The
/// ``SubscriptionStateMachine`` is generic over this protocol, so both share one set of
/// transitions and one set of tests.
public protocol GraphQLWebSocketProtocol: Sendable {
    /// The `Sec-WebSocket-Protocol` name.
    static var subprotocol: String { get }
    /// Whether the client may send `ping` and expects `pong` (graphql-transport-ws only).
    static var supportsClientPing: Bool { get }

    /// `connection_init` with `payload`.
    static func connectionInit(payload: JSONObject?) -> JSONObject
    /// The message that starts subscription `id` with `payload` (`query`, `variables`, …).
    static func subscribe(id: String, payload: JSONObject) -> JSONObject
    /// The message that stops subscription `id`.
    static func stop(id: String) -> JSONObject
    /// The client's `ping`, or `nil` when the subprotocol has none.
    static func ping() -> JSONObject?
    /// The answer to a server `ping`, or `nil` when the subprotocol has none.
    static func pong() -> JSONObject?
    /// The message sent before closing on purpose, if any (`connection_terminate`).
    static func terminate() -> JSONObject?

    /// Reads one server message from a tree.
    ///
    /// - Parameter object: The message's JSON object.
    /// - Returns: The message.
    /// - Throws: ``GraphQLSubscriptionError`` of kind `.malformedMessage` for an unknown type or
    ///   a missing member.
    static func decode(_ object: JSONObject) throws(GraphQLSubscriptionError) -> GraphQLWebSocketServerMessage

    /// Reads one server message in place on the tape it was parsed onto: what the transport
    /// calls for every message it receives. The default implementation builds the tree and calls
    /// `decode(_:)` of a `JSONObject`; both built-in subprotocols read the tape directly, with the
    /// same results and errors.
    ///
    /// - Parameter message: The message's JSON object on its tape.
    /// - Returns: The message; a `next` payload stays on the tape.
    /// - Throws: ``GraphQLSubscriptionError`` of kind `.malformedMessage`, as `decode(_:)` of a `JSONObject`.
    static func decode(_ message: JSONTapeValue) throws(GraphQLSubscriptionError) -> GraphQLWebSocketServerMessage
}

extension GraphQLWebSocketProtocol {
    /// Builds the message's tree and reads it with `decode(_:)` of a `JSONObject`.
    ///
    /// - Parameter message: The message's JSON object on its tape.
    /// - Returns: The message.
    /// - Throws: ``GraphQLSubscriptionError`` of kind `.malformedMessage`.
    public static func decode(_ message: JSONTapeValue) throws(GraphQLSubscriptionError)
        -> GraphQLWebSocketServerMessage
    {
        guard let object = message.jsonValue.objectValue else { throw malformed("message is not a JSON object") }
        return try decode(object)
    }
}

extension GraphQLWebSocketProtocol {
    static func message(_ type: String, id: String? = nil, payload: JSONValue? = nil) -> JSONObject {
        var object = JSONObject()
        if let id { object["id"] = .string(id) }
        object["type"] = .string(type)
        if let payload { object["payload"] = payload }
        return object
    }

    static func requiredID<Value: GraphQLWebSocketWireValue>(_ object: Value, _ type: String)
        throws(GraphQLSubscriptionError) -> String
    {
        guard let id = object["id"]?.stringValue else { throw malformed("\(type) without a string id") }
        return id
    }

    static func malformed(_ reason: String) -> GraphQLSubscriptionError {
        GraphQLSubscriptionError(.malformedMessage, underlyingError: GraphQLWebSocketMessageError(reason: reason))
    }

    /// Errors from an `error` payload: a list of GraphQL errors, or one error object.
    static func errors<Value: GraphQLWireValue>(in payload: Value?) -> [GraphQLError] {
        GraphQLWire.errors(inErrorPayload: payload)
    }
}

/// What was wrong with a malformed server message.
public struct GraphQLWebSocketMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A sentence naming the problem.
    public var reason: String
    /// The reason.
    public var description: String { reason }
}
