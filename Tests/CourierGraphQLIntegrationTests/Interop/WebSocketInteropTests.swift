import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

/// The WebSocket client, in both subscription protocols, against each independent server: the
/// events, the reconnection after a close, and the typed error for every protocol close code.
@Suite(InteropServer.enabled) struct WebSocketInteropTests {
    static let cases: [(InteropServer, GraphQLWebSocketSubprotocol)] = InteropServer.available.flatMap { server in
        [(server, .graphQLTransportWS), (server, .legacyGraphQLWS)]
    }

    @Test(arguments: cases)
    func countsThenCompletes(server: InteropServer, subprotocol: GraphQLWebSocketSubprotocol) async throws {
        let scope = try server.scope()
        let transport = scope.webSocketTransport(subprotocol)
        let client = scope.client { $0.subscriptionTransport = transport }
        let collected = try await collect(client.subscribe(subscription: CountSubscription(to: 5, intervalMs: 1)))
        #expect(collected.results.map { $0.data?.count } == [1, 2, 3, 4, 5])
        #expect(collected.disconnects == 0)
        await transport.shutdown()
    }

    @Test(arguments: cases)
    func theConnectionInitPayloadReachesTheServer(server: InteropServer, subprotocol: GraphQLWebSocketSubprotocol)
        async throws
    {
        let scope = try server.scope()
        let transport = scope.webSocketTransport(subprotocol) { $0.connectionPayload = ["authToken": "s3cret"] }
        let client = scope.client { $0.subscriptionTransport = transport }
        let collected = try await collect(
            client.subscribe(subscription: ConnectionParamSubscription(name: "authToken")))
        #expect(collected.results.first?.data?.connectionParam == "s3cret")
        await transport.shutdown()
    }

    @Test(arguments: cases)
    func aClosedConnectionReconnectsAndResubscribes(server: InteropServer, subprotocol: GraphQLWebSocketSubprotocol)
        async throws
    {
        let scope = try server.scope()
        let transport = scope.webSocketTransport(subprotocol)
        let client = scope.client { $0.subscriptionTransport = transport }
        var sequence: [String] = []
        for try await event in client.subscribe(subscription: DropAfterSubscription(n: 2, intervalMs: 1)) {
            switch event {
            case .result(let result): sequence.append(String(result.data?.dropAfter ?? -1))
            case .disconnected: sequence.append("drop")
            case .reconnected: sequence.append("back")
            }
            if sequence.count >= 8 { break }
        }
        #expect(sequence == ["1", "2", "drop", "back", "1", "2", "drop", "back"])
        await transport.shutdown()
    }

    @Test(arguments: cases)
    func anInvalidDocumentFailsWithTheValidationErrors(server: InteropServer, subprotocol: GraphQLWebSocketSubprotocol)
        async throws
    {
        let transport = try server.scope().webSocketTransport(subprotocol) { $0.reconnectPolicy = .never }
        do {
            for try await _ in transport.subscribe(GraphQLRequest(InvalidSubscription())) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .operationFailed)
            #expect(error.errors.contains { $0.message.contains("noSuchField") })
        }
        await transport.shutdown()
    }

    static let expectedKinds: [Int: GraphQLSubscriptionError.Kind] = [
        4400: .badRequest(reason: ""), 4401: .unauthorized(reason: ""), 4403: .forbidden(reason: ""),
        4409: .subscriberAlreadyExists(reason: ""), 4429: .tooManyInitialisationRequests(reason: ""),
        4500: .internalServerError(reason: ""),
    ]

    /// Each server closes with the code (`dropAfter(code:)`); the client must end the
    /// subscription with the typed error of that graphql-transport-ws code, without reconnecting.
    @Test(
        arguments: InteropServer.available.flatMap { server in
            [4400, 4401, 4403, 4409, 4429, 4500].map { (server, $0) }
        })
    func aProtocolCloseCodeIsATypedErrorAndNoReconnect(server: InteropServer, code: Int) async throws {
        let scope = try server.scope()
        let transport = scope.webSocketTransport(.graphQLTransportWS)
        let client = scope.client { $0.subscriptionTransport = transport }
        var values: [Int] = []
        var disconnects = 0
        do {
            for try await event in client.subscribe(
                subscription: DropAfterSubscription(n: 1, intervalMs: 1, code: .some(code)))
            {
                if let value = event.result?.data?.dropAfter { values.append(value) }
                if case .disconnected = event { disconnects += 1 }
            }
            Issue.record("expected close \(code) to fail the subscription")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == Self.expectedKinds[code], "close \(code): \(error)")
        }
        #expect(values == [1])
        #expect(await transport.connectionAttempts == 1)
        await transport.shutdown()
    }

    /// A refused `connection_init`: Strawberry closes 4403 (forbidden, final); Ariadne 1.1 closes
    /// normally (1000), which the client treats as a lost connection and, with no retries, fails.
    @Test(arguments: InteropServer.available)
    func aRejectedConnectionInit(server: InteropServer) async throws {
        let transport = try server.scope().webSocketTransport(.graphQLTransportWS) {
            $0.connectionPayload = ["reject": true]
            $0.reconnectPolicy = .never
        }
        do {
            for try await _ in transport.subscribe(GraphQLRequest(CountSubscription(to: 1))) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            switch server {
            case .strawberry: #expect(error.kind == .forbidden(reason: "Forbidden"), "\(error)")
            case .ariadne: #expect(!error.kind.isForbidden, "\(error)")
            }
        }
        await transport.shutdown()
    }
}

extension GraphQLSubscriptionError.Kind {
    fileprivate var isForbidden: Bool { if case .forbidden = self { true } else { false } }
}
