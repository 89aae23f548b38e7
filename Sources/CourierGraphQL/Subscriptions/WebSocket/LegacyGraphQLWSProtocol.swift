public import CourierAPI

/// The legacy `graphql-ws` subprotocol of Apollo's subscriptions-transport-ws, for older servers:
/// `connection_init`/`connection_ack`/`connection_error`, `ka` keep-alives, `start`/`stop`,
/// `data`/`error`/`complete`, and `connection_terminate`.
public enum LegacyGraphQLWSProtocol: GraphQLWebSocketProtocol {
    /// `graphql-ws`.
    public static let subprotocol = "graphql-ws"
    /// The legacy protocol has no client ping; the server sends `ka`.
    public static let supportsClientPing = false

    /// `{"type":"connection_init","payload":…}`.
    public static func connectionInit(payload: JSONObject?) -> JSONObject {
        message("connection_init", payload: .object(payload ?? JSONObject()))
    }

    /// `{"id":…,"type":"start","payload":…}`.
    public static func subscribe(id: String, payload: JSONObject) -> JSONObject {
        message("start", id: id, payload: .object(payload))
    }

    /// `{"id":…,"type":"stop"}`.
    public static func stop(id: String) -> JSONObject { message("stop", id: id) }

    /// None.
    public static func ping() -> JSONObject? { nil }

    /// None.
    public static func pong() -> JSONObject? { nil }

    /// `{"type":"connection_terminate"}`.
    public static func terminate() -> JSONObject? { message("connection_terminate") }

    /// Reads `connection_ack`, `connection_error`, `ka`, `data`, `error` or `complete`.
    ///
    /// - Parameter object: The message.
    /// - Returns: The decoded message.
    /// - Throws: ``GraphQLSubscriptionError`` `.malformedMessage`.
    public static func decode(_ object: JSONObject) throws(GraphQLSubscriptionError) -> GraphQLWebSocketServerMessage {
        try read(JSONValue.object(object))
    }

    /// Reads `connection_ack`, `connection_error`, `ka`, `data`, `error` or `complete` in place on
    /// its tape.
    ///
    /// - Parameter message: The message.
    /// - Returns: The decoded message; a `data` payload stays on the tape.
    /// - Throws: ``GraphQLSubscriptionError`` `.malformedMessage`.
    public static func decode(_ message: JSONTapeValue) throws(GraphQLSubscriptionError)
        -> GraphQLWebSocketServerMessage
    {
        try read(message)
    }

    private static func read<Value: GraphQLWebSocketWireValue>(_ object: Value) throws(GraphQLSubscriptionError)
        -> GraphQLWebSocketServerMessage
    {
        guard let type = object["type"]?.stringValue else { throw malformed("message without a string type") }
        switch type {
        case "connection_ack": return .connectionAck(object["payload"]?.objectTree)
        case "connection_error": return .connectionError(object["payload"]?.jsonValue)
        case "ka": return .keepAlive
        case "data":
            let id = try requiredID(object, type)
            guard let payload = object["payload"]?.webSocketPayload else {
                throw malformed("data without an object payload")
            }
            return .next(id: id, payload: payload)
        case "error": return .error(id: try requiredID(object, type), errors: errors(in: object["payload"]))
        case "complete": return .complete(id: try requiredID(object, type))
        default: throw malformed("unknown message type \(type)")
        }
    }
}
