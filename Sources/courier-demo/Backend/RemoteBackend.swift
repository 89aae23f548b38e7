import CourierHTTP
import CourierREST
import Foundation

/// A running server given by `--endpoint`: Courier's integration server (`IntegrationServer/`),
/// whose `/control` endpoint injects faults and resets state.
struct RemoteBackend: DemoBackend {
    let graphQLEndpoint: URL
    let webSocketEndpoint: URL
    let restBaseURL: URL
    private let control: APIClient

    init(endpoint: URL, transport: any HTTPTransport = URLSessionTransport()) {
        graphQLEndpoint = endpoint
        webSocketEndpoint = RemoteBackend.sibling(
            of: endpoint, path: endpoint.path, scheme: endpoint.scheme == "https" ? "wss" : "ws")
        restBaseURL = RemoteBackend.sibling(of: endpoint, path: "/rest")
        control = APIClient(baseURL: RemoteBackend.sibling(of: endpoint, path: "/"), transport: transport)
    }

    var summary: String { "the server at \(graphQLEndpoint.absoluteString) (faults through its /control endpoint)" }

    func injectServiceUnavailable(count: Int, retryAfter: Int) async throws {
        try await send(ControlSettings(failNext: count, status: 503, retryAfter: retryAfter, path: "/graphql"))
    }

    func delayNextRequests(count: Int, milliseconds: Int) async throws {
        try await send(ControlSettings(delayNext: count, delayMilliseconds: milliseconds, path: "/graphql"))
    }

    func reset() async {
        try? await send(ControlSettings(reset: true))
    }

    func stop() async {}

    /// Checks that the server has the control endpoint the tour needs.
    func checkReachable() async throws {
        do {
            try await send(ControlSettings(reset: true))
        } catch {
            throw DemoBackendError(
                message: "\(graphQLEndpoint.absoluteString): no usable /control endpoint (\(error)); "
                    + "--endpoint needs Courier's integration server (IntegrationServer/)")
        }
    }

    private func send(_ settings: ControlSettings) async throws {
        _ = try await control.send(Endpoint<EmptyResponse>("control", method: .post, body: .json(settings)))
    }
}

/// A `POST /control` body of the integration server (see `IntegrationServer/README.md`).
private struct ControlSettings: Encodable {
    var reset: Bool?
    var failNext: Int?
    var status: Int?
    var retryAfter: Int?
    var delayNext: Int?
    var delayMilliseconds: Int?
    var path: String?

    init(
        reset: Bool? = nil, failNext: Int? = nil, status: Int? = nil, retryAfter: Int? = nil, delayNext: Int? = nil,
        delayMilliseconds: Int? = nil, path: String? = nil
    ) {
        self.reset = reset
        self.failNext = failNext
        self.status = status
        self.retryAfter = retryAfter
        self.delayNext = delayNext
        self.delayMilliseconds = delayMilliseconds
        self.path = path
    }

    enum CodingKeys: String, CodingKey {
        case reset, status, path
        case failNext = "fail_next"
        case retryAfter = "retry_after"
        case delayNext = "delay_next"
        case delayMilliseconds = "delay_ms"
    }
}

/// A backend that cannot do what the tour asks.
struct DemoBackendError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
