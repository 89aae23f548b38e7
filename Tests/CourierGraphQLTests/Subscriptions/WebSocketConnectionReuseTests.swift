import CourierAPI
import CourierGraphQL
import CourierTesting
import CourierWebSocket
import Foundation
import Testing

/// Subscriptions one after another against a real loopback WebSocket server: the server counts
/// the connections it accepted.
@Suite("WebSocket connection reuse across sequential subscriptions")
struct WebSocketConnectionReuseTests {
    /// A graphql-transport-ws server that acknowledges, answers `subscribe` with `count` 1…3 and
    /// `complete`, and closes when the client does.
    static let countingHandler = LoopbackWebSocketHandler { peer in
        while let event = peer.receive() {
            guard case .message(.text(let text)) = event else {
                if case .close(let payload) = event { peer.answerClose(payload) }
                return
            }
            let message = (try? JSONParser.parse(text))?.objectValue ?? [:]
            var replies: [String] = []
            switch message["type"]?.stringValue {
            case "connection_init": replies = [#"{"type":"connection_ack"}"#]
            case "ping": replies = [#"{"type":"pong"}"#]
            case "subscribe":
                let id = message["id"]?.stringValue ?? ""
                replies = (1...3).map { #"{"id":"\#(id)","type":"next","payload":{"data":{"count":\#($0)}}}"# }
                replies.append(#"{"id":"\#(id)","type":"complete"}"#)
            default: break
            }
            for reply in replies where !peer.send(.text(reply)) { return }
        }
    }

    /// Runs three subscriptions to completion, one after another, and returns the connections the
    /// server accepted and the transport opened.
    private func threeSequentialSubscriptions(
        _ configure: (inout WebSocketSubscriptionConfiguration) -> Void
    ) async throws -> (accepted: Int, opened: Int) {
        let server = try LoopbackWebSocketServer(
            options: .init { $0.supportedSubprotocols = ["graphql-transport-ws"] }, handler: Self.countingHandler)
        defer { server.stop() }
        let transport = WebSocketSubscriptionTransport(url: server.url("/graphql"), configuration: .init(configure))
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1:1/graphql")!, transport: MockHTTPTransportStub()
        ) {
            $0.subscriptionTransport = transport
        }
        for _ in 0..<3 {
            var counts: [Int] = []
            for try await result in client.subscribe(subscription: CountSubscription(to: 3)).results {
                counts.append(try #require(result.data?.count))
            }
            #expect(counts == [1, 2, 3])
        }
        let opened = await transport.connectionAttempts
        await transport.shutdown()
        await transport.waitUntilClosed()
        return (server.acceptedConnectionCount, opened)
    }

    @Test func threeSequentialSubscriptionsShareOneConnectionByDefault() async throws {
        let counted = try await threeSequentialSubscriptions { _ in }
        #expect(counted.accepted == 1)
        #expect(counted.opened == 1)
    }

    @Test func withoutAGracePeriodEachSubscriptionOpensItsOwnConnection() async throws {
        let counted = try await threeSequentialSubscriptions { $0.idleConnectionTimeout = 0 }
        #expect(counted.accepted == 3)
        #expect(counted.opened == 3)
    }
}
