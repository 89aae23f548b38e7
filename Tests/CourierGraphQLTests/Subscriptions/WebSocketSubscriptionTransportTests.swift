import CourierAPI
import CourierHTTP
import CourierWebSocket
import Foundation
import Testing

@testable import CourierGraphQL

/// A subscription operation for tests that need no generated code.
struct CountSubscription: GraphQLSubscription {
    struct Data: RootSelectionSet {
        static var __selections: [Selection] { [] }
        let count: Int
        let __json: JSONObject
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            __json = reader.object
            count = try reader.field("count")
        }
    }

    static let operationName = "Count"
    static let operationDocument: String? = "subscription Count($to: Int!) { count(to: $to) }"
    var to: Int
    var __variables: JSONObject { ["to": .number(.integer(Int64(to)))] }
}

/// Answers like a graphql-transport-ws server: ack on init, `next` 1…3 then complete on subscribe.
@Sendable func countingServer(_ text: String) -> [MockWebSocketConnection.Inbound] {
    if text.contains(#""type":"connection_init""#) { return [.text(#"{"type":"connection_ack"}"#)] }
    guard text.contains(#""type":"subscribe""#), let id = (try? JSONParser.parse(text))?["id"]?.stringValue else {
        return []
    }
    return (1...3).map { .text(#"{"id":"\#(id)","type":"next","payload":{"data":{"count":\#($0)}}}"#) }
        + [.text(#"{"id":"\#(id)","type":"complete"}"#)]
}

/// Records each connection the factory makes.
final class ConnectionRecorder: @unchecked Sendable {
    // `lock` guards `made`.
    private let lock = NSLock()
    private var made: [MockWebSocketConnection] = []
    private var requestsMade: [WebSocketRequest] = []
    let make: @Sendable (Int) -> MockWebSocketConnection

    init(make: @escaping @Sendable (Int) -> MockWebSocketConnection) { self.make = make }

    var connections: [MockWebSocketConnection] { lock.withLock { made } }
    var requests: [WebSocketRequest] { lock.withLock { requestsMade } }

    var factory: WebSocketSubscriptionTransport.ConnectionFactory {
        { [self] request, _ in
            lock.withLock {
                let connection = make(made.count)
                made.append(connection)
                requestsMade.append(request)
                return connection
            }
        }
    }
}

@Suite("WebSocketSubscriptionTransport over a mock connection")
struct WebSocketSubscriptionTransportTests {
    let url = URL(string: "ws://127.0.0.1:1/graphql")!

    @Test func typedResultsArriveAndTheStreamFinishesOnComplete() async throws {
        let recorder = ConnectionRecorder { _ in MockWebSocketConnection(respond: countingServer) }
        // Without an idle grace period the connection closes as the last subscription completes.
        let transport = WebSocketSubscriptionTransport(
            url: url,
            configuration: .init {
                $0.connectionPayload = ["token": "abc"]
                $0.pingInterval = nil
                $0.idleConnectionTimeout = 0
            }, connectionFactory: recorder.factory)
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1:1/graphql")!, transport: MockHTTPTransportStub()
        ) { $0.subscriptionTransport = transport }
        var counts: [Int] = []
        for try await event in client.subscribe(subscription: CountSubscription(to: 3)) {
            counts.append(try #require(event.result?.data?.count))
        }
        #expect(counts == [1, 2, 3])
        #expect(recorder.requests.first?.subprotocols == ["graphql-transport-ws"])
        let sent = try #require(recorder.connections.first).sent
        #expect(sent.first == #"{"type":"connection_init","payload":{"token":"abc"}}"#)
        #expect(sent.count == 2)
        #expect(
            await waitUntil {
                let count = await transport.activeSubscriptionCount
                let connected = await transport.hasConnection
                return count == 0 && !connected
            })
    }

    @Test func cancellingTheConsumerSendsCompleteAndClosesAfterTheGracePeriod() async throws {
        let sleeper = ManualSleeper()
        let recorder = ConnectionRecorder { _ in
            MockWebSocketConnection { text in
                text.contains("connection_init") ? [.text(#"{"type":"connection_ack"}"#)] : []
            }
        }
        // The default grace period, on a clock the test fires.
        let transport = WebSocketSubscriptionTransport(
            url: url,
            configuration: .init {
                $0.pingInterval = nil
                $0.sleeper = sleeper
            }, connectionFactory: recorder.factory)
        let task = Task {
            for try await _ in transport.subscribe(GraphQLRequest(CountSubscription(to: 1))) {}
        }
        #expect(await waitUntil { recorder.connections.first?.sent.count == 2 })
        task.cancel()
        _ = await task.result
        #expect(await waitUntil { await transport.activeSubscriptionCount == 0 })
        let connection = try #require(recorder.connections.first)
        #expect(await waitUntil { connection.sent.last?.hasSuffix(#""type":"complete"}"#) == true })
        // Unsubscribed but still connected until the grace timer fires.
        #expect(await waitUntil { sleeper.pending == [5] })
        #expect(await transport.hasConnection)
        #expect(connection.closes.isEmpty)
        sleeper.fire(5)
        #expect(await waitUntil { await !transport.hasConnection })
        await transport.waitUntilClosed()
        #expect(connection.closes == [1000])
        #expect(recorder.connections.count == 1)
    }

    @Test func aDropIsReportedThenReconnectedAfterTheBackoff() async throws {
        let sleeper = ManualSleeper()
        let recorder = ConnectionRecorder { _ in
            MockWebSocketConnection { text in
                text.contains("connection_init") ? [.text(#"{"type":"connection_ack"}"#)] : []
            }
        }
        let transport = WebSocketSubscriptionTransport(
            url: url,
            configuration: .init {
                $0.pingInterval = nil
                $0.sleeper = sleeper
                $0.reconnectPolicy = ReconnectPolicy(maximumAttempts: 5, initialDelay: 0.25, jitter: 0)
            }, connectionFactory: recorder.factory)
        var iterator = transport.subscribe(GraphQLRequest(CountSubscription(to: 1))).makeAsyncIterator()
        #expect(await waitUntil { recorder.connections.first?.sent.count == 2 })
        recorder.connections[0].push(.end(.connectionDropped))
        guard case .disconnected(let error)? = try await iterator.next() else {
            Issue.record("expected disconnected")
            return
        }
        #expect(error.kind == .connectionLost)
        #expect(await waitUntil { sleeper.pending.contains(0.25) })
        sleeper.fire(0.25)
        guard case .reconnected? = try await iterator.next() else {
            Issue.record("expected reconnected")
            return
        }
        #expect(recorder.connections.count == 2)
        // `.reconnected` is emitted as the subscribe is queued; the writer task sends it after.
        #expect(await waitUntil { recorder.connections[1].sent.count == 2 })
        let id = try #require((try JSONParser.parse(recorder.connections[1].sent[1]))["id"]?.stringValue)
        recorder.connections[1].push(.text(#"{"id":"\#(id)","type":"next","payload":{"data":{"count":7}}}"#))
        guard case .response(let response)? = try await iterator.next() else {
            Issue.record("expected a response")
            return
        }
        #expect(response.data?["count"] == 7)
        await transport.shutdown()
        await #expect(throws: GraphQLSubscriptionError.self) { _ = try await iterator.next() }
    }

    @Test func theConnectionPayloadProviderRunsForEveryConnection() async throws {
        let sleeper = ManualSleeper()
        let calls = ManagedCounter()
        let recorder = ConnectionRecorder { _ in
            MockWebSocketConnection { text in
                text.contains("connection_init") ? [.text(#"{"type":"connection_ack"}"#)] : []
            }
        }
        let transport = WebSocketSubscriptionTransport(
            url: url,
            configuration: .init {
                $0.pingInterval = nil
                $0.sleeper = sleeper
                $0.connectionPayload = ["token": "static"]
                $0.connectionPayloadProvider = { ["token": .string("fresh-\(calls.increment())")] }
                $0.reconnectPolicy = ReconnectPolicy(initialDelay: 0.5, jitter: 0)
            }, connectionFactory: recorder.factory)
        var iterator = transport.subscribe(GraphQLRequest(CountSubscription(to: 1))).makeAsyncIterator()
        #expect(await waitUntil { recorder.connections.first?.sent.count == 2 })
        recorder.connections[0].push(.end(.closed(code: .internalServerError, reason: "")))
        _ = try await iterator.next()
        #expect(await waitUntil { sleeper.pending == [0.5] })
        sleeper.fire(0.5)
        _ = try await iterator.next()
        #expect(
            recorder.connections.map { $0.sent.first } == [
                #"{"type":"connection_init","payload":{"token":"fresh-1"}}"#,
                #"{"type":"connection_init","payload":{"token":"fresh-2"}}"#,
            ])
        await transport.shutdown()
    }

    @Test func ackTimeoutFromTheInjectedClockReconnects() async throws {
        let sleeper = ManualSleeper()
        let recorder = ConnectionRecorder { _ in MockWebSocketConnection { _ in [] } }
        let transport = WebSocketSubscriptionTransport(
            url: url,
            configuration: .init {
                $0.pingInterval = nil
                $0.sleeper = sleeper
                $0.connectionAckTimeout = 3
                $0.reconnectPolicy = ReconnectPolicy(maximumAttempts: 1, initialDelay: 1, jitter: 0)
            }, connectionFactory: recorder.factory)
        var iterator = transport.subscribe(GraphQLRequest(CountSubscription(to: 1))).makeAsyncIterator()
        #expect(await waitUntil { sleeper.pending == [3] })
        sleeper.fire(3)
        guard case .disconnected(let error)? = try await iterator.next() else {
            Issue.record("expected disconnected")
            return
        }
        #expect(error.kind == .connectionAckTimeout)
        #expect(await waitUntil { sleeper.pending == [1] })
        sleeper.fire(1)
        #expect(await waitUntil { sleeper.pending == [3] })
        sleeper.fire(3)
        do {
            _ = try await iterator.next()
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .reconnectAttemptsExhausted(attempts: 1))
            #expect(error.operationName == "Count")
        }
        // The failure reaches the stream before the connection's close has run: closing waits
        // for the writer to drain, so the test waits for it too.
        await transport.waitUntilClosed()
        #expect(recorder.connections.map(\.closes) == [[4504], [4504]])
    }

    @Test func theSubscriptionLimitIsATypedError() async throws {
        let recorder = ConnectionRecorder { _ in MockWebSocketConnection { _ in [] } }
        let transport = WebSocketSubscriptionTransport(
            url: url, configuration: .init { $0.maximumSubscriptions = 1 }, connectionFactory: recorder.factory)
        let first = transport.subscribe(GraphQLRequest(CountSubscription(to: 1)))
        #expect(await waitUntil { await transport.activeSubscriptionCount == 1 })
        do {
            for try await _ in transport.subscribe(GraphQLRequest(CountSubscription(to: 1))) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .tooManySubscriptions(limit: 1))
        }
        _ = first
        await transport.shutdown()
    }

    @Test func aClientWithoutSubscriptionTransportFailsTyped() async throws {
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1:1/graphql")!, transport: MockHTTPTransportStub())
        do {
            for try await _ in client.subscribe(subscription: CountSubscription(to: 1)) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            guard case .unsupportedOperation = error.kind else {
                Issue.record("wrong kind \(error.kind)")
                return
            }
        }
    }

    @Test func splitTransportRoutesByOperationType() async throws {
        let split = SplitGraphQLTransport()
        await #expect(throws: GraphQLSubscriptionError.self) {
            _ = try await split.send(GraphQLRequest(CountSubscription(to: 1)))
        }
        do {
            for try await _ in split.subscribe(GraphQLRequest(CountSubscription(to: 1))) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .unsupportedOperation("no subscription transport"))
        }
        let recorder = ConnectionRecorder { _ in MockWebSocketConnection(respond: countingServer) }
        let routed = SplitGraphQLTransport(
            subscriptionTransport: WebSocketSubscriptionTransport(url: url, connectionFactory: recorder.factory))
        var count = 0
        for try await _ in routed.subscribe(GraphQLRequest(CountSubscription(to: 1))) { count += 1 }
        #expect(count == 3)
    }
}

/// A counter shared with a `@Sendable` closure.
final class ManagedCounter: @unchecked Sendable {
    // `lock` guards `value`.
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}

/// An HTTP transport that must not be called.
struct MockHTTPTransportStub: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        Issue.record("unexpected HTTP request \(request.url)")
        throw HTTPError(.transport, request: request, message: "unexpected")
    }
}

/// Records the raw responses it sees (the cache hook).
final class RecordingObserver: GraphQLStreamResponseObserver, @unchecked Sendable {
    // `lock` guards `seen`.
    private let lock = NSLock()
    private var seen: [(String, JSONValue?)] = []
    var responses: [(String, JSONValue?)] { lock.withLock { seen } }

    func didReceive(_ response: GraphQLResponse, for request: GraphQLRequest) async {
        lock.withLock { seen.append((request.operationName, response.data)) }
    }
}

@Suite("Subscription cache hook")
struct SubscriptionObserverTests {
    @Test func theObserverSeesEveryRawResponseBeforeDecoding() async throws {
        let recorder = ConnectionRecorder { _ in MockWebSocketConnection(respond: countingServer) }
        let transport = WebSocketSubscriptionTransport(
            url: URL(string: "ws://127.0.0.1:1/graphql")!, connectionFactory: recorder.factory)
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1:1/graphql")!, transport: MockHTTPTransportStub()
        ) { $0.subscriptionTransport = transport }
        let observer = RecordingObserver()
        var decoded = 0
        for try await event in client.subscribe(
            subscription: CountSubscription(to: 3), options: GraphQLSubscriptionOptions(responseObserver: observer))
        {
            #expect(observer.responses.count == decoded + 1)
            decoded += 1
            _ = event
        }
        #expect(observer.responses.map(\.0) == ["Count", "Count", "Count"])
        #expect(observer.responses.map { $0.1?["count"] } == [1, 2, 3])
        await transport.shutdown()
    }
}
