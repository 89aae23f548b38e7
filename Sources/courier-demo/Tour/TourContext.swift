import CourierGraphQL
import CourierHTTP
import Foundation

/// What every step shares: the backend, the request recorder, and a client factory wired the way
/// an app would wire it.
@MainActor
final class TourContext {
    let backend: any DemoBackend
    let recorder = RequestRecorder()
    /// The app's client: one store (cache) for the whole tour, HTTP retry, WebSocket subscriptions.
    let client: GraphQLClient

    init(backend: any DemoBackend) {
        self.backend = backend
        client = TourContext.makeClient(backend: backend, recorder: recorder)
    }

    /// A client as an app builds one: URLSession transport; HTTP middleware retrying 5xx/429
    /// (honouring `Retry-After`) around the recorder, so the recorder sees every attempt; a
    /// WebSocket subscription transport; a store keyed by the schema's key fields.
    static func makeClient(backend: any DemoBackend, recorder: RequestRecorder, endpoint: URL? = nil) -> GraphQLClient {
        GraphQLClient(endpoint: endpoint ?? backend.graphQLEndpoint, transport: URLSessionTransport()) {
            $0.middleware = [
                RetryMiddleware(policy: RetryPolicy(maxAttempts: 3, initialDelay: 0.05, maxRetryAfter: 2)),
                recorder.middleware,
            ]
            $0.subscriptionTransport = WebSocketSubscriptionTransport(url: backend.webSocketEndpoint)
            // The generated schema metadata gives the store each type's key fields (Human:1000).
            $0.store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: StarWarsDemo.Metadata.self))
        }
    }

    /// How many HTTP attempts the recorder has seen.
    func requestCount() -> Int { recorder.count }
}
