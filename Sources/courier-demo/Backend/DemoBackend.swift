import Foundation

/// The server the tour talks to, and the faults it can be asked to inject.
protocol DemoBackend: Sendable {
    /// One line saying what the server is.
    var summary: String { get }
    /// The GraphQL endpoint (HTTP).
    var graphQLEndpoint: URL { get }
    /// The GraphQL WebSocket endpoint for subscriptions.
    var webSocketEndpoint: URL { get }
    /// The base of the REST routes (`/rest`).
    var restBaseURL: URL { get }

    /// Answers the next `count` GraphQL requests with 503 and `Retry-After: retryAfter`.
    func injectServiceUnavailable(count: Int, retryAfter: Int) async throws
    /// Delays the next `count` GraphQL requests by `milliseconds`, then answers them.
    func delayNextRequests(count: Int, milliseconds: Int) async throws
    /// Forgets injected faults and restores the data (renames, reviews) between steps.
    func reset() async
    /// Stops what the backend started.
    func stop() async
}

extension DemoBackend {
    /// `endpoint` with its path replaced by `path`.
    static func sibling(of endpoint: URL, path: String, scheme: String? = nil) -> URL {
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.path = path
        components.query = nil
        if let scheme { components.scheme = scheme }
        return components.url ?? endpoint
    }
}
