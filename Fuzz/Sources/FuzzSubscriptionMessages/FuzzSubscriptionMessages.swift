import CourierAPI
import CourierGraphQL
import FuzzSupport

private let secret = "fuzz-connection-secret-91c2"

/// Drives a ``SubscriptionStateMachine`` through a connection whose server sends the input's
/// messages, and decodes each message directly with both subprotocols' decoders.
///
/// Properties: every message ends in actions (a malformed one in a 4400 close and failed
/// subscriptions), never a crash; results, completions and failures only reach subscriptions
/// that are live, and each ends at most once; every message the client sends is a JSON object;
/// no error carries the `connection_init` payload's secret.
private func run<Wire: GraphQLWebSocketProtocol>(_ wire: Wire.Type, messages: [String], acknowledge: Bool) {
    var machine = SubscriptionStateMachine<Wire>(
        configuration: SubscriptionStateMachineConfiguration {
            $0.connectionPayload = ["authToken": .string(secret)]
        })
    var live: Set<String> = []
    let echoesSecret = messages.contains { $0.contains(secret) }
    func apply(_ event: SubscriptionMachineEvent) {
        var protocolFailure = false
        defer {
            // The close comes before the failures in the same batch of actions; check after it.
            if protocolFailure, !live.isEmpty {
                fuzzPropertyViolated("a protocol failure left subscriptions \(live.sorted()) live")
            }
        }
        for action in machine.handle(event) {
            switch action {
            case .send(let text):
                guard (try? JSONParser.parse(text))?.objectValue != nil else {
                    fuzzPropertyViolated("the client sent a non-object: \(text)")
                }
            case .emit(let id, _):
                if !live.contains(id) { fuzzPropertyViolated("a result for subscription \(id), which is not live") }
            case .complete(let id):
                if live.remove(id) == nil {
                    fuzzPropertyViolated("subscription \(id) completed twice or was never live")
                }
            case .fail(let id, let error):
                if live.remove(id) == nil { fuzzPropertyViolated("subscription \(id) failed twice or was never live") }
                if !echoesSecret, "\(error) \(String(reflecting: error))".contains(secret) {
                    fuzzPropertyViolated("an error shows the connection payload")
                }
            case .close(let code, _):
                if code == 4400 { protocolFailure = true }
            case .connect, .schedule, .cancel, .disconnected, .reconnected:
                break
            }
        }
    }
    for id in ["1", "2"] {
        live.insert(id)
        apply(.subscribe(id: id, payload: ["query": "subscription { reviewAdded { stars } }"]))
    }
    apply(.connected)
    if acknowledge { apply(.received(#"{"type":"connection_ack"}"#)) }
    for message in messages {
        apply(.received(message))
        // Decoding straight from JSON must end in a message or a typed error as well.
        if let object = (try? JSONParser.parse(message))?.objectValue {
            _ = try? GraphQLTransportWSProtocol.decode(object)
            _ = try? LegacyGraphQLWSProtocol.decode(object)
        }
    }
    live.remove("1")
    apply(.unsubscribe(id: "1"))
    apply(.connectionClosed(GraphQLSubscriptionError(.connectionLost)))
    apply(.shutdown)
    if !live.isEmpty { fuzzPropertyViolated("subscriptions \(live.sorted()) outlived the shutdown") }
}

/// The input is a conversation: the first byte picks the subprotocol (bit 0: graphql-transport-ws
/// or the legacy graphql-ws) and whether the connection is acknowledged first (bit 1); the rest
/// is server messages separated by newlines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let control = input.byte()
    let messages = input.rest().split(separator: 0x0A, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    if control & 1 == 0 {
        run(GraphQLTransportWSProtocol.self, messages: messages, acknowledge: control & 2 != 0)
    } else {
        run(LegacyGraphQLWSProtocol.self, messages: messages, acknowledge: control & 2 != 0)
    }
    return 0
}
