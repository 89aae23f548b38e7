import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

/// The operation names an interceptor saw, in order.
actor SeenOperations {
    private(set) var names: [String] = []
    func append(_ name: String) { names.append(name) }
}

/// An interceptor written for single answers, as an app writes one: it stamps a header on every
/// operation and notes its name.
struct StampingInterceptor: GraphQLInterceptor {
    let seen: SeenOperations

    func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse {
        await seen.append(request.operationName)
        var stamped = request
        stamped.headerFields.append(name: "X-Stamp", value: "stamped")
        return try await next(stamped)
    }
}

/// A loopback GraphQL endpoint that streams multipart answers: `@defer` increments for queries,
/// Apollo's multipart subscription parts for subscriptions. With `requiredAuthorization`, a
/// request without that `Authorization` value gets 401.
func multipartServer(requiredAuthorization: String? = nil) throws -> LoopbackHTTPServer {
    let subscriptionBody =
        "\r\n---\r\nContent-Type: application/json\r\n\r\n{\"payload\":{\"data\":{\"count\":1}}}"
        + "\r\n---\r\nContent-Type: application/json\r\n\r\n{}"
        + "\r\n---\r\nContent-Type: application/json\r\n\r\n{\"payload\":{\"data\":{\"count\":2}}}"
        + "\r\n-----\r\n"
    let server = try LoopbackHTTPServer()
    server.route(.post, "/graphql") { request in
        if let requiredAuthorization, request.headerFields["Authorization"] != requiredAuthorization {
            return LoopbackResponse(status: 401, headerFields: ["Content-Type": "text/plain"], body: Data("no".utf8))
        }
        if request.headerFields["Accept"]?.contains("subscriptionSpec") == true {
            let type = "multipart/mixed; boundary=\"-\"; subscriptionSpec=1.0"
            return LoopbackResponse(headerFields: ["Content-Type": type], body: Data(subscriptionBody.utf8))
        }
        let type = "multipart/mixed; boundary=\"-\"; deferSpec=20220824"
        let body = Data(IncrementalDeliveryRouteTests.deferBody.utf8)
        return LoopbackResponse(headerFields: ["Content-Type": type], body: body)
    }
    return server
}

/// The `count` of each result of a stream of ``CountSubscription`` data.
func counts(_ stream: GraphQLSubscriptionStream<CountSubscription.Data>) async throws -> [Int?] {
    try await stream.results.reduce(into: []) { $0.append($1.data?.count) }
}

/// Subscriptions (WebSocket and multipart HTTP) and `@defer` pass through the client's operation
/// interceptors, like queries.
@Suite("Streamed operations through the interceptors")
struct StreamedOperationInterceptorTests {
    @Test func aSingleAnswerInterceptorAndMetricsSeeEveryStreamedOperationKind() async throws {
        let server = try multipartServer()
        defer { server.stop() }
        let recorder = ConnectionRecorder { _ in MockWebSocketConnection(respond: countingServer) }
        let webSocket = WebSocketSubscriptionTransport(
            url: URL(string: "ws://127.0.0.1:1/graphql")!,
            configuration: .init { $0.pingInterval = nil },
            connectionFactory: recorder.factory
        )
        let seen = SeenOperations()
        let metrics = GraphQLMetricsCollector()
        let interceptors: [any GraphQLInterceptor] = [
            MetricsInterceptor(recorder: metrics), StampingInterceptor(seen: seen),
        ]
        let endpoint = server.url("/graphql")
        let overWebSocket = GraphQLClient(endpoint: endpoint, transport: MockHTTPTransportStub()) {
            $0.interceptors = interceptors
            $0.subscriptionTransport = webSocket
        }
        let overMultipart = GraphQLClient(endpoint: endpoint, transport: MockHTTPTransportStub()) {
            $0.interceptors = interceptors
            $0.subscriptionTransport = MultipartGraphQLTransport(endpoint: endpoint)
        }

        let webSocketCounts = try await counts(overWebSocket.subscribe(subscription: CountSubscription(to: 3)))
        #expect(webSocketCounts == [1, 2, 3])
        let multipartCounts = try await counts(overMultipart.subscribe(subscription: CountSubscription(to: 2)))
        #expect(multipartCounts == [1, 2])
        var increments = 0
        for try await _ in overMultipart.fetchIncrementally(query: DeferQuery()).results { increments += 1 }
        #expect(increments == 2)

        #expect(await seen.names == ["Count", "Count", "Defer"])
        // The interceptor's header reached the server on both multipart requests.
        #expect(server.receivedRequests.map { $0.headerFields["X-Stamp"] } == ["stamped", "stamped"])
        #expect(
            await eventually {
                let summaries = await metrics.summaries
                return summaries["Count"]?.count == 2 && summaries["Defer"]?.count == 1
            })
        #expect(await metrics.summaries["Count"]?.successes == 2)
        await webSocket.shutdown()
    }

    @Test func aStreamFailureKeepsItsTypeThroughTheInterceptors() async throws {
        let seen = SeenOperations()
        let metrics = GraphQLMetricsCollector()
        let endpoint = URL(string: "http://127.0.0.1:1/graphql")!
        let client = GraphQLClient(endpoint: endpoint, transport: MockHTTPTransportStub()) {
            $0.interceptors = [MetricsInterceptor(recorder: metrics), StampingInterceptor(seen: seen)]
        }
        do {
            for try await _ in client.subscribe(subscription: CountSubscription(to: 1)) {}
            Issue.record("expected a failure")
        } catch let error as GraphQLSubscriptionError {
            #expect(error.kind == .unsupportedOperation("no subscription transport configured"))
        }
        #expect(await seen.names == ["Count"])
        #expect(await eventually { await metrics.summaries["Count"]?.failures == 1 })
    }

    @Test func anInterceptorThatAnswersItselfAnswersTheStream() async throws {
        struct Answering: GraphQLInterceptor {
            func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse {
                GraphQLResponse(data: ["count": 7])
            }
        }
        let endpoint = URL(string: "http://127.0.0.1:1/graphql")!
        let client = GraphQLClient(endpoint: endpoint, transport: MockHTTPTransportStub()) {
            $0.interceptors = [Answering()]
        }
        #expect(try await counts(client.subscribe(subscription: CountSubscription(to: 1))) == [7])
    }
}

/// The Authenticator of these tests: a refresh gives `fresh-token`.
struct FreshTokenAuthenticator: Authenticator {
    func refresh(_ credential: Credential) async throws -> Credential { Credential(accessToken: "fresh-token") }
}

/// Multipart subscriptions and `@defer` go through the client's HTTP middleware, like queries.
@Suite("Streamed operations through the HTTP middleware")
struct StreamedOperationMiddlewareTests {
    func client(_ server: LoopbackHTTPServer, token: String) -> GraphQLClient {
        let store = InMemoryCredentialStore(Credential(accessToken: token))
        let auth = AuthMiddleware(authenticator: FreshTokenAuthenticator(), store: store)
        return GraphQLClient(endpoint: server.url("/graphql"), transport: MockHTTPTransportStub()) {
            $0.middleware = [auth]
            $0.subscriptionTransport = MultipartGraphQLTransport(endpoint: server.url("/graphql"))
        }
    }

    @Test func theAuthTokenReachesTheServerOnADeferQueryAndAMultipartSubscription() async throws {
        let server = try multipartServer(requiredAuthorization: "Bearer app-token")
        defer { server.stop() }
        let client = client(server, token: "app-token")
        var increments = 0
        for try await _ in client.fetchIncrementally(query: DeferQuery()).results { increments += 1 }
        #expect(increments == 2)
        #expect(try await counts(client.subscribe(subscription: CountSubscription(to: 2))) == [1, 2])
        let authorizations = server.receivedRequests.map { $0.headerFields["Authorization"] }
        #expect(authorizations == ["Bearer app-token", "Bearer app-token"])
    }

    @Test func aRejectedTokenIsRefreshedAndTheStreamReplayed() async throws {
        let server = try multipartServer(requiredAuthorization: "Bearer fresh-token")
        defer { server.stop() }
        let client = client(server, token: "stale-token")
        #expect(try await counts(client.subscribe(subscription: CountSubscription(to: 2))) == [1, 2])
        let authorizations = server.receivedRequests.map { $0.headerFields["Authorization"] }
        #expect(authorizations == ["Bearer stale-token", "Bearer fresh-token"])
    }
}
