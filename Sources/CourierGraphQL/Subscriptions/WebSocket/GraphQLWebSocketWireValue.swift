import CourierAPI

/// A JSON value a GraphQL-over-WebSocket message is read from: a tree (`decode(_:)` of a
/// `JSONObject`) or a tape value (what the transport reads). The subprotocols' readers are
/// written once against it, so both give the same messages and errors.
protocol GraphQLWebSocketWireValue: GraphQLWireValue {
    /// The value as a `next` payload, when it is an object.
    var webSocketPayload: GraphQLWebSocketPayload? { get }
}

extension JSONValue: GraphQLWebSocketWireValue {
    var webSocketPayload: GraphQLWebSocketPayload? { objectValue.map(GraphQLWebSocketPayload.init) }
}

extension JSONTapeValue: GraphQLWebSocketWireValue {
    var webSocketPayload: GraphQLWebSocketPayload? { GraphQLWebSocketPayload(tapeValue: self) }
}
