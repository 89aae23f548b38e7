import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

/// Which transport `fetchIncrementally` (`@defer`) and `subscribe` use, by default and when
/// overridden.
@Suite("Incremental delivery route")
struct IncrementalDeliveryRouteTests {
    static let deferBody = """
        \r\n---\r\nContent-Type: application/json\r\n\r\n\
        {"data":{"count":1,"hero":{"name":"R2"}},"hasNext":true}\
        \r\n---\r\nContent-Type: application/json\r\n\r\n\
        {"incremental":[{"data":{"id":"2001"},"path":["hero"],"label":"L"}],"hasNext":false}\
        \r\n-----\r\n
        """

    let webSocketURL = URL(string: "ws://127.0.0.1:1/graphql")!

    func deferServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(
                headerFields: ["Content-Type": "multipart/mixed; boundary=\"-\"; deferSpec=20220824"],
                body: Data(Self.deferBody.utf8))
        }
        return server
    }

    @Test func byDefaultDeferGoesOverMultipartHTTPAndSubscriptionsOverTheWebSocket() async throws {
        let server = try deferServer()
        defer { server.stop() }
        let recorder = ConnectionRecorder { _ in MockWebSocketConnection(respond: countingServer) }
        let webSocket = WebSocketSubscriptionTransport(
            url: webSocketURL, configuration: .init { $0.pingInterval = nil }, connectionFactory: recorder.factory)
        let client = GraphQLClient(endpoint: server.url("/graphql"), transport: MockHTTPTransportStub()) {
            $0.subscriptionTransport = webSocket
            $0.headerFields = ["X-App": "courier-tests"]
        }

        var increments = 0
        for try await result in client.fetchIncrementally(query: DeferQuery()).results {
            increments += 1
            #expect(result.data?.count == 1)
        }
        #expect(increments == 2)
        #expect(recorder.connections.isEmpty)
        let request = try #require(server.receivedRequests.first)
        #expect(request.headerFields["Accept"] == "multipart/mixed;deferSpec=20220824,application/json")
        #expect(request.headerFields["X-App"] == "courier-tests")

        var counts: [Int] = []
        for try await result in client.subscribe(subscription: CountSubscription(to: 3)).results {
            counts.append(try #require(result.data?.count))
        }
        #expect(counts == [1, 2, 3])
        #expect(recorder.connections.count == 1)
        #expect(server.receivedRequests.count == 1)
        await webSocket.shutdown()
    }

    @Test func theSubscriptionTransportRouteSendsDeferOverTheWebSocket() async throws {
        let recorder = ConnectionRecorder { _ in MockWebSocketConnection(respond: countingServer) }
        let webSocket = WebSocketSubscriptionTransport(
            url: webSocketURL, configuration: .init { $0.pingInterval = nil }, connectionFactory: recorder.factory)
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1:1/graphql")!, transport: MockHTTPTransportStub()
        ) {
            $0.subscriptionTransport = webSocket
            $0.incrementalDelivery = .subscriptionTransport
        }
        var counts: [Int] = []
        for try await result in client.fetchIncrementally(query: DeferQuery()).results {
            counts.append(try #require(result.data?.count))
        }
        #expect(counts == [1, 2, 3])
        let subscribe = try #require(recorder.connections.first?.sent.dropFirst().first)
        #expect(subscribe.contains(#""operationName":"Defer""#))
        await webSocket.shutdown()
    }

    @Test func aTransportOfYourOwnTakesTheQuery() async throws {
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1:1/graphql")!, transport: MockHTTPTransportStub()
        ) {
            $0.incrementalDelivery = .transport(SplitGraphQLTransport())
        }
        do {
            for try await _ in client.fetchIncrementally(query: DeferQuery()) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .unsupportedOperation("no incremental-delivery transport for query"))
        }
    }

    @Test func theSubscriptionTransportRouteWithoutOneFailsTyped() async throws {
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1:1/graphql")!, transport: MockHTTPTransportStub()
        ) {
            $0.incrementalDelivery = .subscriptionTransport
        }
        do {
            for try await _ in client.fetchIncrementally(query: DeferQuery()) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            guard case .unsupportedOperation = error.kind else {
                Issue.record("wrong kind \(error.kind)")
                return
            }
        }
    }
}
