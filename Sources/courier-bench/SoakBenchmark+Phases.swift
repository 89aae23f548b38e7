import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import CourierWebSocket
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension SoakBenchmark {
    static let episodes = ["NEWHOPE", "EMPIRE", "JEDI", "A", "B", "C", "D", "E"]

    static let inFlight = 8

    /// Where a soak phase's GraphQL requests go.
    enum RequestPath {
        /// A transport that answers in memory: only Courier's code runs.
        case inMemory
        /// `URLSessionTransport` to the loopback HTTP server.
        case urlSession
    }

    /// The loopback server answering every GraphQL POST with the small hero response.
    static func graphQLServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(
                headerFields: ["Content-Type": "application/graphql-response+json"],
                body: GraphQLBenchmark.smallResponse)
        }
        return server
    }

    /// `count` fetches that write to the store, 8 in flight, while a watcher follows one query.
    static func graphQLRequests(_ count: Int, over path: RequestPath) async throws {
        let server = try graphQLServer()
        defer { server.stop() }
        let transport: any HTTPTransport =
            switch path {
            case .inMemory:
                CannedTransport(
                    response: HTTPResponse(
                        statusCode: 200, headerFields: ["Content-Type": "application/graphql-response+json"],
                        body: GraphQLBenchmark.smallResponse
                    ))
            case .urlSession: URLSessionTransport()
            }
        let client = GraphQLClient(endpoint: server.url("/graphql"), transport: transport)
        let watcher = Task {
            for await _ in client.watch(query: BenchHeroQuery(episode: episodes[0])) {}
        }
        defer { watcher.cancel() }
        try await inLanes(count) { index in
            let query = BenchHeroQuery(episode: episodes[index % episodes.count])
            guard try await client.fetch(query: query, cachePolicy: .fetchIgnoringCacheData).data?.hero?.name == "R2-D2"
            else {
                throw BenchmarkFailure.badResponse
            }
        }
        watcher.cancel()
        await watcher.value
        guard await waitForNoWatchers(client.store) else {
            throw SoakFailure.leftOver("a store watcher still registered after its consumer ended")
        }
    }

    /// `count` posts of the client's request body with `URLSession` alone, 8 in flight, to the
    /// same server: what the platform's URL loading keeps without Courier.
    static func rawURLSessionRequests(_ count: Int) async throws {
        let server = try graphQLServer()
        defer { server.stop() }
        let session = URLSession(configuration: URLSessionTransport.Configuration.defaultSessionConfiguration())
        defer { session.invalidateAndCancel() }
        let url = server.url("/graphql")
        let body = try GraphQLBenchmark.requestBody(for: BenchHeroQuery(episode: episodes[0]))
        try await inLanes(count) { _ in
            try await GraphQLBenchmark.rawPost(session: session, url: url, body: body, parse: false)
        }
    }

    /// Runs `body` for the indices `0..<count`, ``inFlight`` at a time: lane `n` takes the
    /// indices `n`, `n + inFlight`, … in order.
    private static func inLanes(_ count: Int, _ body: @escaping @Sendable (Int) async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for lane in 0..<inFlight {
                group.addTask {
                    for index in stride(from: lane, to: count, by: inFlight) { try await body(index) }
                }
            }
            try await group.waitForAll()
        }
    }

    private static func waitForNoWatchers(_ store: GraphQLStore) async -> Bool {
        for _ in 0..<200 {
            if await store.activeWatcherCount == 0 { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }

    /// `count` subscriptions on one transport: every other one cancelled before its first
    /// result, the others after it.
    static func subscriptionStartCancel(_ count: Int) async throws {
        let server = try LoopbackWebSocketServer(
            options: .init { $0.supportedSubprotocols = ["graphql-transport-ws"] },
            handler: SubscriptionBenchmark.handler(messages: 1, dropAfterSending: false)
        )
        defer { server.stop() }
        let transport = WebSocketSubscriptionTransport(
            url: server.url("/graphql"), configuration: .init { $0.pingInterval = nil })
        let client = GraphQLClient(endpoint: URL(string: "http://127.0.0.1:1/graphql")!) {
            $0.subscriptionTransport = transport
        }
        for index in 0..<count {
            if index.isMultiple(of: 2) {
                let task = Task {
                    for try await _ in client.subscribe(subscription: SubscriptionBenchmark.CountSubscription()) {}
                }
                task.cancel()
                _ = await task.result
            } else {
                for try await event in client.subscribe(subscription: SubscriptionBenchmark.CountSubscription())
                where event.result != nil {
                    break
                }
            }
        }
        await transport.shutdown()
        await transport.waitUntilClosed()
    }

    /// `count` reconnects: the server drops the connection after each result.
    static func reconnectCycles(_ count: Int) async throws {
        let server = try LoopbackWebSocketServer(
            options: .init { $0.supportedSubprotocols = ["graphql-transport-ws"] },
            handler: SubscriptionBenchmark.handler(messages: 1, dropAfterSending: true)
        )
        defer { server.stop() }
        let transport = WebSocketSubscriptionTransport(
            url: server.url("/graphql"),
            configuration: .init {
                $0.pingInterval = nil
                $0.reconnectPolicy = ReconnectPolicy(maximumAttempts: nil, initialDelay: 0, jitter: 0)
            })
        let client = GraphQLClient(endpoint: URL(string: "http://127.0.0.1:1/graphql")!) {
            $0.subscriptionTransport = transport
        }
        var reconnected = 0
        for try await event in client.subscribe(subscription: SubscriptionBenchmark.CountSubscription()) {
            if case .reconnected = event { reconnected += 1 }
            if reconnected == count { break }
        }
        await transport.shutdown()
        await transport.waitUntilClosed()
    }
}
