public import CourierAPI

/// One text message from the server, parsed once onto a ``/CourierAPI/JSONTape``.
///
/// The ``WebSocketSubscriptionTransport`` parses each message on the connection's reading task,
/// before it reaches the transport's actor, so the actor and the state machine only read the
/// tape; the `next` payloads stay on it (see ``GraphQLWebSocketPayload``). A message that is not
/// JSON keeps its parse error, which the state machine reports as before
/// (``GraphQLSubscriptionError/Kind/malformedMessage`` with the error underneath).
public struct GraphQLWebSocketReceivedText: Sendable {
    /// The message's top-level value, or why it is not JSON.
    public let root: Result<JSONTapeValue, JSONParseError>

    /// Parses `text`.
    ///
    /// - Parameter text: The message as received.
    public init(parsing text: String) {
        do throws(JSONParseError) {
            root = .success(try JSONTape(parsing: text).root)
        } catch {
            root = .failure(error)
        }
    }
}
