import CourierAPI
import CourierGraphQL
import CourierWebSocket
import Foundation
import Testing

/// The WebSocket subscription tests again, over `wss://` through the TLS test server: each runs
/// the `ws://` test's body inside ``WebSocketTestScheme/overTLS(_:)``. (The scripted raw
/// WebSocket server's tests stay `ws://`: that server is not behind the TLS proxy.)
@Suite(IntegrationServer.enabled, WebSocketTestScheme.tlsEnabled)
struct WebSocketSubscriptionOverTLSIntegrationTests {
    let plain = WebSocketSubscriptionIntegrationTests()

    @Test func theTransportsGoOverTLS() async throws {
        try await WebSocketTestScheme.overTLS {
            let scope = try ServerScope()
            #expect(scope.webSocketURL.scheme == "wss")
            // Without the test CA the same transport fails on the certificate: the path is TLS.
            // The failure is final: the scope's policy (5 attempts) does not try again.
            let transport = scope.webSocketTransport(.graphQLTransportWS) {
                $0.webSocket.tls = WebSocketTLSConfiguration()
            }
            do {
                for try await _ in transport.subscribe(GraphQLRequest(CountSubscription(to: 1))) {}
                Issue.record("expected a certificate failure")
            } catch let error as GraphQLSubscriptionError {
                #expect(error.kind == .certificateRejected(.untrustedRoot), "\(error)")
                #expect(error.underlyingError as? WebSocketError == .certificateRejected(.untrustedRoot), "\(error)")
            }
            #expect(await transport.connectionAttempts == 1)
            await transport.shutdown()
        }
    }

    @Test(arguments: WebSocketSubscriptionIntegrationTests.subprotocols)
    func countsToFiveThenCompletes(subprotocol: GraphQLWebSocketSubprotocol) async throws {
        try await WebSocketTestScheme.overTLS { try await plain.countsToFiveThenCompletes(subprotocol: subprotocol) }
    }

    @Test(arguments: WebSocketSubscriptionIntegrationTests.subprotocols)
    func connectionInitPayloadReachesTheServer(subprotocol: GraphQLWebSocketSubprotocol) async throws {
        try await WebSocketTestScheme.overTLS {
            try await plain.connectionInitPayloadReachesTheServer(subprotocol: subprotocol)
        }
    }

    @Test func anInvalidDocumentFailsWithTheValidationErrors() async throws {
        try await WebSocketTestScheme.overTLS { try await plain.anInvalidDocumentFailsWithTheValidationErrors() }
    }

    @Test func rejectedInitPayloadIsForbidden() async throws {
        try await WebSocketTestScheme.overTLS { try await plain.rejectedInitPayloadIsForbidden() }
    }

    @Test(.timeLimit(.minutes(1))) func reviewAddedIsFedByCreateReview() async throws {
        try await WebSocketTestScheme.overTLS { try await plain.reviewAddedIsFedByCreateReview() }
    }

    /// The review test over `ws://` and over `wss://` at the same moment, as the two suites run
    /// it: each copy must see only its own reviews, and neither may miss them (the copy that took
    /// the other's subscriber for its own used to wait for ever).
    @Test(.timeLimit(.minutes(1))) func theReviewTestRunsOverWSAndWSSAtOnce() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await plain.reviewAddedIsFedByCreateReview() }
            group.addTask { try await WebSocketTestScheme.overTLS { try await plain.reviewAddedIsFedByCreateReview() } }
            try await group.waitForAll()
        }
    }

    @Test(arguments: [
        (GraphQLWebSocketSubprotocol.graphQLTransportWS, false), (.graphQLTransportWS, true), (.legacyGraphQLWS, false),
    ])
    func aDroppedConnectionReconnectsAndResubscribes(subprotocol: GraphQLWebSocketSubprotocol, abrupt: Bool)
        async throws
    {
        try await WebSocketTestScheme.overTLS {
            try await plain.aDroppedConnectionReconnectsAndResubscribes(subprotocol: subprotocol, abrupt: abrupt)
        }
    }

    @Test func aMessageOverTheSizeLimitIsATypedError() async throws {
        try await WebSocketTestScheme.overTLS { try await plain.aMessageOverTheSizeLimitIsATypedError() }
    }

    @Test func aFailingSourceStreamEndsWithErrors() async throws {
        try await WebSocketTestScheme.overTLS { try await plain.aFailingSourceStreamEndsWithErrors() }
    }

    @Test func aThousandSubscribeCancelCyclesLeakNothing() async throws {
        try await WebSocketTestScheme.overTLS { try await plain.aThousandSubscribeCancelCyclesLeakNothing() }
    }
}
