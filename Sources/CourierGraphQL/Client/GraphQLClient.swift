public import CourierAPI
public import CourierHTTP
public import Foundation

/// A GraphQL client over HTTP: a thin façade that turns a generated operation into a
/// ``GraphQLRequest``, runs it through the operation interceptors, the HTTP middleware and the
/// transport, and decodes the answer into the operation's `Data`.
///
/// ```swift
/// let client = GraphQLClient(endpoint: url) { $0.interceptors = [RetryInterceptor()] }
/// let result = try await client.fetch(query: HeroNameQuery(episode: .jedi))
/// print(result.data?.hero?.name, result.errors)
/// ```
///
/// A network failure, timeout or non-GraphQL HTTP failure throws ``GraphQLClientError``; an answer
/// with `errors` is a ``GraphQLResult`` unless the error policy is ``GraphQLErrorPolicy/none``.
/// Cancelling the calling task cancels the HTTP request.
public struct GraphQLClient: Sendable {
    /// The configuration the client was made with.
    public let configuration: GraphQLClientConfiguration
    private let chain: InterceptorChain

    /// Creates a client.
    /// - Parameter configuration: Endpoint, transport, middleware, interceptors and defaults.
    public init(configuration: GraphQLClientConfiguration) {
        self.configuration = configuration
        let transport: any HTTPTransport = configuration.middleware.isEmpty
            ? configuration.transport
            : MiddlewareTransport(transport: configuration.transport, middlewares: configuration.middleware)
        let builder = GraphQLRequestBuilder(endpoint: configuration.endpoint, headerFields: configuration.headerFields)
        chain = InterceptorChain(interceptors: configuration.interceptors, network: GraphQLNetworkStage(builder: builder, transport: transport))
    }

    /// Creates a client for `endpoint`.
    /// - Parameters:
    ///   - endpoint: The GraphQL endpoint.
    ///   - transport: The HTTP transport; a ``URLSessionTransport`` by default.
    ///   - configure: Changes to the default configuration.
    public init(
        endpoint: URL,
        transport: any HTTPTransport = URLSessionTransport(),
        configure: (inout GraphQLClientConfiguration) -> Void = { _ in }
    ) {
        self.init(configuration: GraphQLClientConfiguration(endpoint: endpoint, transport: transport, configure: configure))
    }

    /// Fetches a query from the server.
    /// - Parameters:
    ///   - query: The generated query.
    ///   - options: Per-request choices (error policy, GET, headers, timeout).
    /// - Returns: The data (possibly partial) and the errors the policy keeps.
    /// - Throws: ``GraphQLClientError``.
    public func fetch<Query: GraphQLQuery>(query: Query, options: GraphQLRequestOptions = GraphQLRequestOptions()) async throws -> GraphQLResult<Query.Data> {
        try await execute(query, options: options)
    }

    /// Performs a mutation (always a POST).
    /// - Parameters:
    ///   - mutation: The generated mutation.
    ///   - options: Per-request choices; `method` is ignored.
    /// - Returns: The data (possibly partial) and the errors the policy keeps.
    /// - Throws: ``GraphQLClientError``.
    public func perform<Mutation: GraphQLMutation>(mutation: Mutation, options: GraphQLRequestOptions = GraphQLRequestOptions()) async throws -> GraphQLResult<Mutation.Data> {
        var options = options
        options.method = .post
        return try await execute(mutation, options: options)
    }

    /// Runs `request` through the interceptors and the network, without decoding: for tools and
    /// for steps (such as a cache) that work on raw responses.
    /// - Parameter request: The request.
    /// - Returns: The untyped response.
    /// - Throws: ``GraphQLClientError``.
    public func send(_ request: GraphQLRequest) async throws -> GraphQLResponse {
        do {
            return try await chain.send(request)
        } catch {
            throw GraphQLClientError.wrapping(error, operationName: request.operationName, request: nil)
        }
    }

    private func execute<Operation: GraphQLOperation>(_ operation: Operation, options: GraphQLRequestOptions) async throws -> GraphQLResult<Operation.Data> {
        let method = Operation.operationType == .query ? (options.method ?? configuration.queryMethod) : .post
        let request = GraphQLRequest(operation, method: method, headerFields: options.headerFields, timeoutInterval: options.timeoutInterval)
        let response = try await send(request)
        return try GraphQLResultDecoder.result(
            Operation.Data.self, from: response,
            policy: options.errorPolicy ?? configuration.errorPolicy,
            operationName: Operation.operationName
        )
    }
}
