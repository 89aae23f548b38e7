import CourierAPI
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
    let chain: InterceptorChain

    /// Creates a client.
    /// - Parameter configuration: Endpoint, transport, middleware, interceptors and defaults.
    public init(configuration: GraphQLClientConfiguration) {
        self.configuration = configuration
        let transport: any HTTPTransport =
            configuration.middleware.isEmpty
            ? configuration.transport
            : MiddlewareTransport(transport: configuration.transport, middlewares: configuration.middleware)
        let builder = GraphQLRequestBuilder(endpoint: configuration.endpoint, headerFields: configuration.headerFields)
        chain = InterceptorChain(
            interceptors: configuration.interceptors,
            network: GraphQLNetworkStage(builder: builder, transport: transport))
    }

    /// Creates a client for `endpoint`.
    /// - Parameters:
    ///   - endpoint: The GraphQL endpoint.
    ///   - transport: The HTTP transport; a ``/CourierHTTP/URLSessionTransport`` by default.
    ///   - configure: Changes to the default configuration.
    public init(
        endpoint: URL,
        transport: any HTTPTransport = URLSessionTransport(),
        configure: (inout GraphQLClientConfiguration) -> Void = { _ in }
    ) {
        self.init(
            configuration: GraphQLClientConfiguration(endpoint: endpoint, transport: transport, configure: configure))
    }

    /// The normalized cache this client reads (per cache policy) and writes results to: the
    /// configuration's ``GraphQLClientConfiguration/store``.
    public var store: GraphQLStore { configuration.store }

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

    /// Sends `operation` and returns the untyped response, without touching the cache.
    func sendOperation<Operation: GraphQLOperation>(_ operation: Operation, options: GraphQLRequestOptions) async throws
        -> GraphQLResponse
    {
        let method = Operation.operationType == .query ? (options.method ?? configuration.queryMethod) : .post
        var request = GraphQLRequest(
            operation, method: method, headerFields: options.headerFields, timeoutInterval: options.timeoutInterval)
        request.uploadProgress = options.uploadProgress
        return try await send(request)
    }

    /// Decodes `response` under the request's error policy.
    func decode<Operation: GraphQLOperation>(
        _ response: GraphQLResponse, for operation: Operation, options: GraphQLRequestOptions
    ) throws -> GraphQLResult<Operation.Data> {
        try GraphQLResultDecoder.result(
            Operation.Data.self, from: response,
            policy: options.errorPolicy ?? configuration.errorPolicy,
            operationName: Operation.operationName
        )
    }

    /// Fetches `operation` from the network, writes the raw `data` to the store first when
    /// `writesToCache` (before decoding, so that a partial answer writes the fields that arrived),
    /// then decodes. An operation with deferred fragments is refused before anything is sent: its
    /// answer is a stream (``fetchIncrementally(query:options:)``).
    func fetchFromNetwork<Operation: GraphQLOperation>(
        _ operation: Operation, options: GraphQLRequestOptions, writesToCache: Bool
    ) async throws -> GraphQLResult<Operation.Data> {
        try await fetchFromNetwork(operation, options: options, writesToCache: writesToCache, deliveredTo: nil).result
    }

    /// ``fetchFromNetwork(_:options:writesToCache:)`` for the store watch `watch` (see
    /// ``GraphQLStore/write(responseData:for:deliveredTo:)``), with the watch's generation after
    /// the write.
    func fetchFromNetwork<Operation: GraphQLOperation>(
        _ operation: Operation,
        options: GraphQLRequestOptions,
        writesToCache: Bool,
        deliveredTo watch: Int?
    ) async throws -> (result: GraphQLResult<Operation.Data>, generation: Int?) {
        guard !Operation.__hasDeferredFragments else {
            let reason = IncrementalOperationError(operationName: Operation.operationName)
            throw GraphQLClientError(.invalidRequest, operationName: Operation.operationName, underlyingError: reason)
        }
        let response = try await sendOperation(operation, options: options)
        let generation = writesToCache ? await writeToStore(response.storage, for: operation, deliveredTo: watch) : nil
        return (try decode(response, for: operation, options: options), generation)
    }

    /// Writes a response's `data` object to the store (for the watch `watch`, when one fetched
    /// it), read where the response holds it (its tape, for a parsed answer); a failure goes to
    /// the configuration's ``GraphQLClientConfiguration/cacheWriteFailureHandler`` and never to
    /// the caller.
    /// - Returns: The watch's generation after the write, when there is a watch.
    @discardableResult
    func writeToStore<Operation: GraphQLOperation>(
        _ data: GraphQLResponse.DataStorage?,
        for operation: Operation,
        deliveredTo watch: Int? = nil
    ) async -> Int? {
        guard let data, data.isObject else { return nil }
        do {
            return try await store.write(responseData: data, for: operation, deliveredTo: watch)
        } catch {
            configuration.cacheWriteFailureHandler?(error, Operation.operationName)
        }
        return nil
    }
}
