import CourierAPI
import CourierWebSocket
import Foundation
import Testing

@testable import CourierGraphQL

/// A `wss://` server whose certificate is rejected: the subscription fails at once with the typed
/// problem, and the reconnect policy does not try again (a refused connect, by contrast, is
/// retried).
@Suite("WebSocketSubscriptionTransport and rejected certificates")
struct WebSocketSubscriptionCertificateTests {
    let url = URL(string: "wss://127.0.0.1:1/graphql")!

    @Test(arguments: [
        WebSocketCertificateProblem.expired, .hostnameMismatch(host: "127.0.0.1"), .selfSigned, .untrustedRoot,
    ])
    func aRejectedCertificateFailsOnceAndIsNotRetried(problem: WebSocketCertificateProblem) async throws {
        let sleeper = ManualSleeper()
        let recorder = ConnectionRecorder { _ in
            MockWebSocketConnection(connectError: .certificateRejected(problem), respond: countingServer)
        }
        let transport = transport(recorder, sleeper: sleeper)
        do {
            for try await _ in transport.subscribe(GraphQLRequest(CountSubscription(to: 1))) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .certificateRejected(problem))
            #expect(!error.isRetryable)
            #expect(error.underlyingError as? WebSocketError == .certificateRejected(problem))
        }
        #expect(sleeper.pending.isEmpty)
        #expect(recorder.connections.count == 1)
        #expect(await transport.connectionAttempts == 1)
        await transport.shutdown()
    }

    @Test func aRefusedConnectIsRetriedByThePolicy() async throws {
        let sleeper = ManualSleeper()
        let recorder = ConnectionRecorder { index in
            MockWebSocketConnection(
                connectError: index == 0 ? .connectFailed(host: "127.0.0.1", port: 1, errno: 111) : nil,
                respond: countingServer)
        }
        let transport = transport(recorder, sleeper: sleeper)
        var iterator = transport.subscribe(GraphQLRequest(CountSubscription(to: 1))).makeAsyncIterator()
        guard case .disconnected(let error)? = try await iterator.next() else {
            Issue.record("expected disconnected")
            return
        }
        #expect(error.kind == .connectionFailed)
        #expect(await waitUntil { sleeper.pending == [0.5] })
        sleeper.fire(0.5)
        guard case .reconnected? = try await iterator.next() else {
            Issue.record("expected reconnected")
            return
        }
        #expect(recorder.connections.count == 2)
        await transport.shutdown()
    }

    private func transport(_ recorder: ConnectionRecorder, sleeper: ManualSleeper) -> WebSocketSubscriptionTransport {
        WebSocketSubscriptionTransport(
            url: url,
            configuration: .init {
                $0.pingInterval = nil
                $0.sleeper = sleeper
                $0.reconnectPolicy = ReconnectPolicy(maximumAttempts: 5, initialDelay: 0.5, jitter: 0)
            }, connectionFactory: recorder.factory)
    }
}
