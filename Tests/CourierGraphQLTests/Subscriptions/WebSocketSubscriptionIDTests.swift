import CourierAPI
import Foundation
import Testing

@testable import CourierGraphQL

@Suite("WebSocketSubscriptionTransport subscription ids")
struct WebSocketSubscriptionIDTests {
    let url = URL(string: "ws://127.0.0.1:1/graphql")!

    /// The ids of the `subscribe` messages `connection` sent, in order.
    private func subscribeIDs(_ connection: MockWebSocketConnection) -> [String] {
        connection.sent.compactMap { text in
            guard let message = try? JSONParser.parse(text), message["type"]?.stringValue == "subscribe" else {
                return nil
            }
            return message["id"]?.stringValue
        }
    }

    @Test func idsAreShortUniqueAndRouteEachResultToItsOwnStream() async throws {
        let recorder = ConnectionRecorder { _ in MockWebSocketConnection(respond: countingServer) }
        let transport = WebSocketSubscriptionTransport(
            url: url, configuration: .init { $0.pingInterval = nil }, connectionFactory: recorder.factory)
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1:1/graphql")!, transport: MockHTTPTransportStub()
        ) { $0.subscriptionTransport = transport }
        // One stream read through the transport's channel, one through its AsyncThrowingStream,
        // then one more after both ended, on the same connection.
        async let viaChannel: [Int] = client.subscribe(subscription: CountSubscription(to: 3)).reduce(into: []) {
            $0.append($1.result?.data?.count ?? -1)
        }
        async let viaStream: Int = transport.subscribe(GraphQLRequest(CountSubscription(to: 3))).reduce(0) {
            if case .response = $1 { return $0 + 1 }
            return $0
        }
        #expect(try await viaChannel == [1, 2, 3])
        #expect(try await viaStream == 3)
        var later: [Int] = []
        for try await event in client.subscribe(subscription: CountSubscription(to: 3)) {
            later.append(try #require(event.result?.data?.count))
        }
        #expect(later == [1, 2, 3])

        #expect(recorder.connections.count == 1)
        let ids = subscribeIDs(try #require(recorder.connections.first))
        #expect(ids.count == 3)
        #expect(Set(ids) == ["1", "2", "3"])
        await transport.shutdown()
    }
}
