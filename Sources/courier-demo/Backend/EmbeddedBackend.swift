import CourierAPI
import CourierHTTP
import CourierLoopback
import CourierMockServer
import Foundation
import GraphQLLanguage

/// The default backend: Courier's schema-aware mock server, inside this process, serving the
/// integration server's Star Wars schema on 127.0.0.1 with the Star Wars data of
/// ``StarWarsUniverse`` (resolvers) and generated values for anything else.
final class EmbeddedBackend: DemoBackend {
    let server: GraphQLMockServer
    let host: MockServerHost
    let universe: StarWarsUniverse

    var graphQLEndpoint: URL { host.graphQLURL }
    var webSocketEndpoint: URL { host.webSocketURL }
    var restBaseURL: URL { host.baseURL.appendingPathComponent("rest") }
    var summary: String { "the embedded mock server at \(host.graphQLURL.absoluteString) (Star Wars schema and data)" }

    private init(server: GraphQLMockServer, host: MockServerHost, universe: StarWarsUniverse) {
        self.server = server
        self.host = host
        self.universe = universe
    }

    /// Builds the server from the bundled schema and starts it on 127.0.0.1.
    static func start() async throws -> EmbeddedBackend {
        guard let schemaURL = Bundle.module.url(forResource: "schema", withExtension: "graphqls") else {
            throw DemoBackendError(message: "the bundled schema.graphqls is missing")
        }
        let schema = try GraphQLSchema(
            sdl: String(contentsOf: schemaURL, encoding: .utf8), sourceName: "schema.graphqls")
        let universe = StarWarsUniverse()
        let server = GraphQLMockServer(schema: schema, configuration: StarWarsResolvers.configuration(universe))
        let host = try server.serve(path: "/graphql")
        RESTRoutes.install(on: host, universe: universe)
        FileRoutes.install(on: host)
        return EmbeddedBackend(server: server, host: host, universe: universe)
    }

    func injectServiceUnavailable(count: Int, retryAfter: Int) async throws {
        server.inject(.unavailable(retryAfter: retryAfter), count: count)
    }

    func delayNextRequests(count: Int, milliseconds: Int) async throws {
        server.inject(.delay(Double(milliseconds) / 1000), count: count)
    }

    func reset() async {
        universe.reset()
    }

    func stop() async {
        host.stop()
    }
}
