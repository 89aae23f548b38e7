import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

/// The Python integration server that `scripts/test` starts, and a per-test scope on it.
enum IntegrationServer {
    static let urlVariable = "COURIER_INTEGRATION_SERVER_URL"

    /// The server's base URL, or `nil` when the tests run without one.
    static var baseURL: URL? {
        ProcessInfo.processInfo.environment[urlVariable].flatMap { URL(string: $0) }
    }

    /// Whether the server is available; integration tests are skipped otherwise.
    static var isAvailable: Bool { baseURL != nil }

    /// The trait that skips a suite when no server runs, saying why.
    static var enabled: ConditionTrait {
        .enabled(
            if: isAvailable, "\(urlVariable) is not set: run scripts/test, or start IntegrationServer (see its README)")
    }
}

/// One test's view of the server: a unique scope for faults and the request log, and clients
/// that send the scope header.
struct ServerScope {
    let baseURL: URL
    let id: String
    private let http = URLSessionTransport()

    init(_ name: String = #function) throws {
        try self.init(name, baseURL: #require(IntegrationServer.baseURL))
    }

    /// A scope on another server (the Ariadne server of the interoperability tests).
    init(_ name: String = #function, baseURL: URL) {
        self.baseURL = baseURL
        id = "\(name.prefix(40))-\(UUID().uuidString.prefix(8))"
    }

    var endpoint: URL { baseURL.appendingPathComponent("graphql") }

    /// A client whose requests carry this scope.
    func client(_ configure: (inout GraphQLClientConfiguration) -> Void = { _ in }) -> GraphQLClient {
        GraphQLClient(endpoint: endpoint, transport: http) {
            $0.headerFields = ["X-Courier-Test-Scope": id]
            configure(&$0)
        }
    }

    /// Posts `settings` (plus this scope) to `/control`.
    @discardableResult
    func control(_ settings: JSONObject, scoped: Bool = true) async throws -> JSONValue {
        var body = settings
        if scoped { body["scope"] = .string(id) }
        let request = HTTPRequest(
            method: .post, url: baseURL.appendingPathComponent("control"),
            headerFields: ["Content-Type": "application/json"], body: Data(try JSONValue.object(body).serialized()))
        let response = try await http.send(request)
        #expect(response.statusCode == 200, "control \(settings) answered \(response.statusCode)")
        return try JSONParser.parse(Array(response.body))
    }

    /// The request log of this scope, oldest first.
    func requests() async throws -> [JSONValue] {
        var components = URLComponents(url: baseURL.appendingPathComponent("control"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "scope", value: id)]
        let url = try #require(components?.url)
        let response = try await http.send(HTTPRequest(method: .get, url: url))
        return try JSONParser.parse(Array(response.body))["requests"]?.arrayValue ?? []
    }
}
