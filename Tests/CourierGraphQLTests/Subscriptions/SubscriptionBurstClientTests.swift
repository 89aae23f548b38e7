import CourierAPI
import CourierWebSocket
import Foundation
import Testing

@testable import CourierGraphQL

/// `subscription DroidRenamed { renamed { __typename id name } }`, hand-written.
private struct DroidRenamedSubscription: GraphQLSubscription {
    static let operationName = "DroidRenamed"
    static let operationDocument: String? = "subscription DroidRenamed { renamed { __typename id name } }"

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("renamed", CharacterRef?.self)]
        let renamed: CharacterRef?
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { renamed = try r.field("renamed") }
        var __json: JSONObject { .__object(["renamed": renamed]) }
    }
}

@Suite("WebSocket subscription bursts through the client")
struct SubscriptionBurstClientTests {
    private func next(_ name: String) -> String {
        let droid = #"{"__typename":"Droid","id":"2001","name":"\#(name)"}"#
        return #"{"id":"ID","type":"next","payload":{"data":{"renamed":\#(droid)}}}"#
    }

    /// A server that acknowledges, then answers the subscribe with `messages` all at once (`ID`
    /// stands for the subscription's id).
    private func connection(answering messages: [String]) -> BurstWebSocketConnection {
        BurstWebSocketConnection { text in
            if text.contains(#""type":"connection_init""#) { return [#"{"type":"connection_ack"}"#] }
            guard text.contains(#""type":"subscribe""#), let id = (try? JSONParser.parse(text))?["id"]?.stringValue
            else { return [] }
            return messages.map { $0.replacingOccurrences(of: "ID", with: id) }
        }
    }

    private func client(
        _ connection: BurstWebSocketConnection, store: GraphQLStore, maximumBufferedEvents: Int = 1_000
    ) -> GraphQLClient {
        clientAndTransport(connection, store: store, maximumBufferedEvents: maximumBufferedEvents).client
    }

    private func clientAndTransport(
        _ connection: BurstWebSocketConnection, store: GraphQLStore, maximumBufferedEvents: Int = 1_000
    ) -> (client: GraphQLClient, transport: WebSocketSubscriptionTransport) {
        let transport = WebSocketSubscriptionTransport(
            url: URL(string: "ws://127.0.0.1:1/graphql")!,
            configuration: .init {
                $0.pingInterval = nil
                $0.idleConnectionTimeout = 0
                $0.maximumBufferedEvents = maximumBufferedEvents
            }, connectionFactory: { _, _ in connection })
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1:1/graphql")!, transport: MockHTTPTransportStub()
        ) {
            $0.subscriptionTransport = transport
            $0.store = store
        }
        return (client, transport)
    }

    /// The names the subscription delivered, and the error that ended it, if one did.
    private func names(_ client: GraphQLClient) async -> ([String], (any Error)?) {
        var received: [String] = []
        do {
            for try await event in client.subscribe(subscription: DroidRenamedSubscription()) {
                received.append(event.result?.data?.renamed?.name ?? "-")
            }
        } catch {
            return (received, error)
        }
        return (received, nil)
    }

    @Test func aBurstIsWrittenInOneTransactionAndHandedOutInOrder() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        let (collector, task) = WatchCollector.start(await store.watch(query: CacheHeroNameQuery(episode: "JEDI")))
        await eventually("initial value") { await collector.elements.count == 1 }
        let before = await store.watcherRefreshCount

        let names = ["R1", "R2", "R3", "R4", "R5"]
        let connection = connection(answering: names.map(next) + [#"{"id":"ID","type":"complete"}"#])
        var received: [String] = []
        for try await event in client(connection, store: store).subscribe(subscription: DroidRenamedSubscription()) {
            received.append(try #require(event.result?.data?.renamed?.name))
        }

        #expect(received == names)
        #expect(connection.burstSizes.contains(names.count + 1))
        // One transaction for the five results: the watcher re-read once and saw the last name.
        #expect(await store.watcherRefreshCount == before + 1)
        await eventually("the burst's last name") { await collector.elements.count == 2 }
        let watched = await collector.elements.map { try? $0.get().hero?.name }
        #expect(watched == ["R2-D2", "R5"])
        task.cancel()
    }

    @Test func aMalformedMessageMidBurstEndsTheStreamAfterTheResultsBeforeIt() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        let malformed = #"{"type":"next","payload":{oops"#
        let (received, failure) = await names(
            client(connection(answering: [next("R1"), next("R2"), malformed, next("R3")]), store: store))
        #expect(received == ["R1", "R2"])
        let error = try #require(failure as? GraphQLSubscriptionError)
        #expect(error.kind == .malformedMessage)
        #expect(error.operationName == "DroidRenamed")
        var treeError: JSONParseError?
        do { _ = try JSONParser.parse(malformed) } catch { treeError = error }
        #expect(error.underlyingError as? JSONParseError == treeError)
    }

    @Test func anErrorMessageAfterABurstFailsWithTheServersErrors() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        let connection = connection(answering: [
            next("R1"), next("R2"), #"{"id":"ID","type":"error","payload":[{"message":"gone"}]}"#,
        ])
        let (received, failure) = await names(client(connection, store: store))
        #expect(received == ["R1", "R2"])
        let error = try #require(failure as? GraphQLSubscriptionError)
        #expect(error.kind == .operationFailed)
        #expect(error.errors.map(\.message) == ["gone"])
    }

    @Test func aBurstBeyondTheBufferLimitFailsWithBufferOverflowAfterTheResultsThatFit() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        let names = (1...6).map { "R\($0)" }
        let connection = connection(answering: names.map(next))
        let (received, failure) = await self.names(client(connection, store: store, maximumBufferedEvents: 2))
        // Two wait for the stream; a third fits when the stream was already waiting for one.
        #expect((2...3).contains(received.count))
        #expect(received == Array(names.prefix(received.count)))
        let error = try #require(failure as? GraphQLSubscriptionError)
        #expect(error.kind == .bufferOverflow(limit: 2))
        #expect(error.operationName == "DroidRenamed")
    }

    @Test func leavingTheLoopEarlyUnsubscribes() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        let (client, transport) = clientAndTransport(connection(answering: [next("R1"), next("R2")]), store: store)
        for try await event in client.subscribe(subscription: DroidRenamedSubscription()) {
            #expect(event.result?.data?.renamed?.name == "R1")
            break
        }
        await eventually("the transport forgot the subscription") { await transport.activeSubscriptionCount == 0 }
    }

    @Test func cancellingTheConsumingTaskEndsTheStreamAndUnsubscribes() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        // The server acknowledges and never answers the subscribe.
        let (client, transport) = clientAndTransport(connection(answering: []), store: store)
        let consumer = Task {
            var count = 0
            for try await _ in client.subscribe(subscription: DroidRenamedSubscription()) { count += 1 }
            return count
        }
        await eventually("subscribed") { await transport.activeSubscriptionCount == 1 }
        consumer.cancel()
        #expect(try await consumer.value == 0)
        await eventually("the transport forgot the subscription") { await transport.activeSubscriptionCount == 0 }
    }
}
