import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierWebSocket
import Foundation
import Testing

/// Subscription helpers on a test's server scope.
extension ServerScope {
    /// `ws://127.0.0.1:PORT/graphql`, or the TLS test server's `wss://` URL inside
    /// ``WebSocketTestScheme/overTLS(_:)``.
    var webSocketURL: URL {
        if WebSocketTestScheme.current == .wss, let url = WebSocketTestScheme.secureURL { return url }
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
        components?.scheme = "ws"
        return components?.url ?? endpoint
    }

    /// A WebSocket subscription transport whose handshake carries this scope.
    func webSocketTransport(
        _ subprotocol: GraphQLWebSocketSubprotocol,
        _ configure: (inout WebSocketSubscriptionConfiguration) -> Void = { _ in }
    ) -> WebSocketSubscriptionTransport {
        WebSocketSubscriptionTransport(
            url: webSocketURL,
            configuration: WebSocketSubscriptionConfiguration {
                $0.subprotocol = subprotocol
                $0.headerFields = [("X-Courier-Test-Scope", id)]
                $0.reconnectPolicy = ReconnectPolicy(maximumAttempts: 5, initialDelay: 0.05, jitter: 0)
                $0.webSocket.tls = WebSocketTestScheme.tlsConfiguration
                configure(&$0)
            })
    }

    /// The scripted raw WebSocket server's base URL.
    func rawWebSocketURL(_ path: String) async throws -> URL {
        let state = try await control([:], scoped: true)
        let base = try #require(state["rawWebSocketUrl"]?.stringValue)
        return try #require(URL(string: base + path))
    }
}

/// Untyped data for operations written by hand (the `@defer` query).
struct RawData: RootSelectionSet {
    static var __selections: [Selection] { [] }
    let __json: JSONObject
    init(from reader: JSONObjectReader) throws(GraphQLDecodingError) { __json = reader.object }
}

/// `hero { name ... @defer(label: "friends") { friends { name } } }`.
struct DeferredHeroQuery: GraphQLQuery {
    typealias Data = RawData
    static let operationName = "DeferredHero"
    static let operationDocument: String? =
        #"query DeferredHero { hero { name ... @defer(label: "friends") { friends { name } } } }"#
}

/// `hero { name }`, written by hand for the split-transport test.
struct PlainHeroQuery: GraphQLQuery {
    typealias Data = RawData
    static let operationName = "PlainHero"
    static let operationDocument: String? = "query PlainHero { hero { name } }"
}

/// Collects the results of `stream` (and counts connection events) until it ends or `limit`
/// results arrived.
func collect<Data>(
    _ stream: GraphQLSubscriptionStream<Data>,
    limit: Int = .max
) async throws -> (results: [GraphQLResult<Data>], disconnects: Int, reconnects: Int) {
    var results: [GraphQLResult<Data>] = []
    var disconnects = 0
    var reconnects = 0
    for try await event in stream {
        switch event {
        case .result(let result): results.append(result)
        case .disconnected: disconnects += 1
        case .reconnected: reconnects += 1
        }
        if results.count >= limit { break }
    }
    return (results, disconnects, reconnects)
}

/// The number of open file descriptors of this process (Linux), or `nil` elsewhere.
func openFileDescriptorCount() -> Int? {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count
}

/// A subscription the server's validation rejects.
struct InvalidSubscription: GraphQLSubscription {
    typealias Data = RawData
    static let operationName = "Invalid"
    static let operationDocument: String? = "subscription Invalid { noSuchField }"
}
