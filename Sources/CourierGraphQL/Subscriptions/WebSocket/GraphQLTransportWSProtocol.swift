public import CourierAPI

/// The `graphql-transport-ws` subprotocol (the GraphQL over WebSocket protocol of the
/// `graphql-ws` library): `connection_init`/`connection_ack`, `subscribe`, `next`, `error`,
/// `complete` and `ping`/`pong` in both directions.
public enum GraphQLTransportWSProtocol: GraphQLWebSocketProtocol {
    /// `graphql-transport-ws`.
    public static let subprotocol = "graphql-transport-ws"
    /// The client sends pings and expects pongs.
    public static let supportsClientPing = true

    /// `{"type":"connection_init","payload":…}`.
    public static func connectionInit(payload: JSONObject?) -> JSONObject {
        message("connection_init", payload: payload.map(JSONValue.object))
    }

    /// `{"id":…,"type":"subscribe","payload":…}`.
    public static func subscribe(id: String, payload: JSONObject) -> JSONObject {
        message("subscribe", id: id, payload: .object(payload))
    }

    /// `{"id":…,"type":"complete"}`.
    public static func stop(id: String) -> JSONObject { message("complete", id: id) }

    /// `{"type":"ping"}`.
    public static func ping() -> JSONObject? { message("ping") }

    /// `{"type":"pong"}`.
    public static func pong() -> JSONObject? { message("pong") }

    /// None: closing the socket is enough.
    public static func terminate() -> JSONObject? { nil }

    /// Reads `connection_ack`, `ping`, `pong`, `next`, `error` or `complete`.
    ///
    /// - Parameter object: The message.
    /// - Returns: The decoded message.
    /// - Throws: ``GraphQLSubscriptionError`` `.malformedMessage`.
    public static func decode(_ object: JSONObject) throws(GraphQLSubscriptionError) -> GraphQLWebSocketServerMessage {
        try read(JSONValue.object(object))
    }

    /// Reads `connection_ack`, `ping`, `pong`, `next`, `error` or `complete` in place on its tape.
    ///
    /// - Parameter message: The message.
    /// - Returns: The decoded message; a `next` payload stays on the tape.
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
        case "ping": return .ping(object["payload"]?.objectTree)
        case "pong": return .pong
        case "next":
            let id = try requiredID(object, type)
            guard let payload = object["payload"]?.webSocketPayload else {
                throw malformed("next without an object payload")
            }
            return .next(id: id, payload: payload)
        case "error":
            let id = try requiredID(object, type)
            guard let payload = object["payload"], payload.wireElements != nil else {
                throw malformed("error without a list payload")
            }
            return .error(id: id, errors: errors(in: payload))
        case "complete": return .complete(id: try requiredID(object, type))
        default: throw malformed("unknown message type \(type)")
        }
    }
}
