public import CourierHTTP
public import Foundation

/// Everything a ``GraphQLClient`` is made of: endpoint, transport, HTTP middleware, operation
/// interceptors and defaults. A value with defaults and a configure-closure initializer.
public struct GraphQLClientConfiguration: Sendable {
    /// The GraphQL endpoint, e.g. `https://example.com/graphql`.
    public var endpoint: URL
    /// The transport that sends HTTP requests.
    public var transport: any HTTPTransport
    /// HTTP middleware around the transport, outermost first (see ``/CourierHTTP/HTTPMiddleware``).
    public var middleware: [any HTTPMiddleware]
    /// Operation interceptors in front of the HTTP layer, outermost first (see ``GraphQLInterceptor``).
    public var interceptors: [any GraphQLInterceptor]
    /// The error policy of requests that do not choose one; ``GraphQLErrorPolicy/all`` by default.
    public var errorPolicy: GraphQLErrorPolicy
    /// How queries go over HTTP unless a request says otherwise; mutations always use POST.
    public var queryMethod: GraphQLHTTPMethod
    /// Header fields added to every request.
    public var headerFields: HTTPFields
    /// Where subscriptions go: a WebSocket, multipart HTTP or split transport; `nil` makes
    /// `subscribe` fail with a typed error. Queries with `@defer` go by ``incrementalDelivery``.
    public var subscriptionTransport: (any GraphQLSubscriptionTransport)?
    /// Where queries with `@defer` go (``GraphQLClient/fetchIncrementally(query:options:)``):
    /// multipart HTTP to ``endpoint`` by default, whatever ``subscriptionTransport`` is; see
    /// ``IncrementalDeliveryRoute`` for the alternatives.
    public var incrementalDelivery: IncrementalDeliveryRoute
    /// The normalized cache that cache policies read and that results are written to; a fresh
    /// in-memory ``GraphQLStore`` by default. Give it a ``GraphQLStoreConfiguration`` with the
    /// generated schema metadata so objects are keyed by their key fields (see `CourierGraphQL.docc/Cache.md`).
    public var store: GraphQLStore
    /// Called when writing a result to ``store`` fails (a storage error). A failed write never
    /// fails the request it came with: the result is still returned, and this hook is the only
    /// trace. `nil` (the default) ignores such failures.
    public var cacheWriteFailureHandler: (@Sendable (_ error: GraphQLCacheError, _ operationName: String) -> Void)?

    /// Creates a configuration with defaults, then lets `configure` change them.
    /// - Parameters:
    ///   - endpoint: The GraphQL endpoint.
    ///   - transport: The HTTP transport; a ``/CourierHTTP/URLSessionTransport`` by default.
    ///   - configure: Changes to the defaults.
    public init(
        endpoint: URL,
        transport: any HTTPTransport = URLSessionTransport(),
        configure: (inout GraphQLClientConfiguration) -> Void = { _ in }
    ) {
        self.endpoint = endpoint
        self.transport = transport
        middleware = []
        interceptors = []
        errorPolicy = .all
        queryMethod = .post
        headerFields = [:]
        subscriptionTransport = nil
        incrementalDelivery = .multipartHTTP
        store = GraphQLStore()
        cacheWriteFailureHandler = nil
        configure(&self)
    }
}

/// Choices for one request that override the client's defaults.
public struct GraphQLRequestOptions: Sendable {
    /// The error policy, or `nil` for the client's.
    ///
    /// Assign `GraphQLErrorPolicy.none` in full: a bare `.none` here means `nil`.
    public var errorPolicy: GraphQLErrorPolicy?
    /// POST or GET for a query, or `nil` for the client's choice; ignored for mutations.
    public var method: GraphQLHTTPMethod?
    /// Extra header fields.
    public var headerFields: HTTPFields
    /// A timeout for the exchange, or `nil` for the transport's.
    public var timeoutInterval: TimeInterval?
    /// Whether the result's data is written to the client's ``GraphQLClientConfiguration/store``;
    /// `true` by default. Cache policies that never write (``CachePolicy/SingleResponse/fetchIgnoringCacheCompletely``)
    /// ignore it.
    public var writesToCache: Bool
    /// Receives the progress of sending the request body, if set: for a mutation that uploads
    /// files, how much of the multipart body has gone out (see
    /// ``/CourierHTTP/TransferProgressReporter``).
    public var uploadProgress: TransferProgressReporter?

    /// Creates options.
    /// - Parameters:
    ///   - errorPolicy: The error policy, or `nil` for the client's.
    ///   - method: POST or GET for a query, or `nil` for the client's.
    ///   - headerFields: Extra header fields.
    ///   - timeoutInterval: A timeout, or `nil`.
    ///   - writesToCache: Whether the result is written to the store.
    public init(
        errorPolicy: GraphQLErrorPolicy? = nil,
        method: GraphQLHTTPMethod? = nil,
        headerFields: HTTPFields = [:],
        timeoutInterval: TimeInterval? = nil,
        writesToCache: Bool = true
    ) {
        self.errorPolicy = errorPolicy
        self.method = method
        self.headerFields = headerFields
        self.timeoutInterval = timeoutInterval
        self.writesToCache = writesToCache
    }

    /// Creates options with an error policy; this overload makes `errorPolicy: .none` mean
    /// ``GraphQLErrorPolicy/none`` rather than `nil`.
    /// - Parameters:
    ///   - errorPolicy: The error policy.
    ///   - method: POST or GET for a query, or `nil` for the client's.
    ///   - headerFields: Extra header fields.
    ///   - timeoutInterval: A timeout, or `nil`.
    ///   - writesToCache: Whether the result is written to the store.
    public init(
        errorPolicy: GraphQLErrorPolicy,
        method: GraphQLHTTPMethod? = nil,
        headerFields: HTTPFields = [:],
        timeoutInterval: TimeInterval? = nil,
        writesToCache: Bool = true
    ) {
        self.init(
            errorPolicy: .some(errorPolicy), method: method, headerFields: headerFields,
            timeoutInterval: timeoutInterval, writesToCache: writesToCache)
    }
}
