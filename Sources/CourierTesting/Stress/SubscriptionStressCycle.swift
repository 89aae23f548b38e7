import CourierAPI
import CourierGraphQL
import CourierWebSocket
import Foundation

/// One kind of cycle a subscription stress run repeats: a way a subscription (or a bare
/// connection) starts and ends.
package enum SubscriptionStressCycle: String, CaseIterable, Sendable {
    /// Start the long subscription and cancel its consuming task at once.
    case cancelBeforeFirstResult
    /// Take one result of the long subscription, then stop iterating.
    case cancelAfterFirstResult
    /// Read the short subscription to its end: every result, then the completion.
    case completeOnItsOwn
    /// Take one result, then shut the transport down: the stream must fail with
    /// `.transportClosed`; the worker then continues on a new transport.
    case shutdownMidStream
    /// Two long subscriptions on the shared connection at once, each cancelled after a result.
    case concurrentPair
    /// A bare WebSocket: connect, `connection_init`, acknowledgement, close.
    case connectAndClose

    /// A failure of a cycle: what it expected and what happened.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs the cycle on `transport`.
    /// - Returns: Whether the transport was shut down (the worker must make a new one).
    func run(on transport: WebSocketSubscriptionTransport, target: SubscriptionStressTarget) async throws -> Bool {
        switch self {
        case .cancelBeforeFirstResult:
            let task = Task {
                var events = transport.subscribe(target.longSubscription).makeAsyncIterator()
                while try await Self.next(&events) != nil {}
            }
            task.cancel()
            _ = await task.result
        case .cancelAfterFirstResult:
            try await Self.firstResult(of: transport.subscribe(target.longSubscription))
        case .completeOnItsOwn:
            var results = 0
            var events = transport.subscribe(target.shortSubscription).makeAsyncIterator()
            while let event = try await Self.next(&events) {
                if case .response = event { results += 1 }
            }
            guard results == target.shortSubscriptionResults else {
                throw Failure(
                    description:
                        "the short subscription ended after \(results) results, not \(target.shortSubscriptionResults)")
            }
        case .shutdownMidStream:
            var events = transport.subscribe(target.longSubscription).makeAsyncIterator()
            while let event = try await Self.next(&events) {
                if case .response = event { break }
            }
            await transport.shutdown()
            do {
                while try await Self.next(&events) != nil {}
                throw Failure(description: "the stream ended without an error after the transport shut down")
            } catch let error as GraphQLSubscriptionError where error.kind == .transportClosed {
                return true
            }
        case .concurrentPair:
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<2 {
                    group.addTask { try await Self.firstResult(of: transport.subscribe(target.longSubscription)) }
                }
                try await group.waitForAll()
            }
        case .connectAndClose:
            let protocolName =
                transport.configuration.subprotocol == .legacyGraphQLWS ? "graphql-ws" : "graphql-transport-ws"
            let connection = POSIXWebSocketConnection(
                request: WebSocketRequest(
                    url: target.webSocketURL, subprotocols: [protocolName], additionalHeaders: target.headerFields
                ))
            try await connection.connect()
            try await connection.send(text: #"{"type":"connection_init","payload":{}}"#)
            guard case .text(let text) = try await connection.receive(), text.contains("connection_ack") else {
                await connection.close(code: .normalClosure, reason: "")
                throw Failure(description: "no connection_ack")
            }
            await connection.close(code: .normalClosure, reason: "")
        }
        return false
    }

    private static func firstResult(of stream: GraphQLSubscriptionTransportStream) async throws {
        var events = stream.makeAsyncIterator()
        while let event = try await next(&events) {
            if case .response = event { return }
        }
        throw Failure(description: "the long subscription ended before its first result")
    }

    /// The stream's next event, the wait registered so that a watchdog sees a consumer stuck in it.
    private static func next(_ events: inout GraphQLSubscriptionTransportStream.AsyncIterator) async throws
        -> GraphQLSubscriptionTransportEvent?
    {
        let pending = PendingContinuations.enter("subscription consumer waits for the next event")
        defer { PendingContinuations.leave(pending) }
        return try await events.next()
    }
}
