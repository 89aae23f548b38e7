public import CourierGraphQL
public import CourierHTTP
public import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension GraphQLClientConfiguration {
    /// A configuration against the network, or — when the launch environment turns the mock
    /// server on — against an in-process ``GraphQLMockServer`` for both requests and subscriptions.
    ///
    /// ```swift
    /// let configuration = try GraphQLClientConfiguration.mockable(endpoint: apiURL) { launch in
    ///     GraphQLMockServer(schema: try GraphQLSchema(sdl: bundledSchema), configuration: launch.configuration())
    /// }
    /// let client = GraphQLClient(configuration: configuration)
    /// ```
    ///
    /// - Parameters:
    ///   - endpoint: The real endpoint (the mock answers whatever the URL).
    ///   - transport: The network transport; a `URLSessionTransport` by default.
    ///   - environment: The process environment; inject a dictionary in tests.
    ///   - makeMockServer: Builds the mock server; called only when the switch is on.
    ///   - configure: The app's usual changes (middleware, interceptors, a WebSocket transport);
    ///     applied in both modes, after which the mock mode replaces the transports.
    /// - Returns: The configuration.
    /// - Throws: What `makeMockServer` throws.
    public static func mockable(
        endpoint: URL,
        transport: any HTTPTransport = URLSessionTransport(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        makeMockServer: (MockServerLaunchEnvironment) throws -> GraphQLMockServer,
        configure: (inout GraphQLClientConfiguration) -> Void = { _ in }
    ) rethrows -> GraphQLClientConfiguration {
        let launch = MockServerLaunchEnvironment(environment: environment)
        var configuration = GraphQLClientConfiguration(endpoint: endpoint, transport: transport, configure: configure)
        guard launch.isEnabled else { return configuration }
        let server = try makeMockServer(launch)
        configuration.transport = server.transport
        configuration.subscriptionTransport = server.subscriptionTransport
        // The mock has no HTTP endpoint to stream from: `@defer` queries go in process too.
        configuration.incrementalDelivery = .subscriptionTransport
        return configuration
    }
}
