import CourierHTTP

/// A subscription transport that sends over HTTP and so can take a client's HTTP middleware:
/// ``MultipartGraphQLTransport``, and composites that hold one (``SplitGraphQLTransport``).
///
/// ``GraphQLClient`` starts every streamed operation through
/// ``GraphQLSubscriptionTransport/start(_:httpMiddleware:)``, which is how multipart
/// subscriptions and `@defer` get the same middleware (auth, headers, events) as queries.
protocol HTTPMiddlewareAcceptingTransport: GraphQLSubscriptionTransport {
    /// Starts `request` with `middleware` run around each HTTP exchange it makes.
    ///
    /// - Parameters:
    ///   - request: The operation.
    ///   - middleware: The client's HTTP middleware, outermost first.
    /// - Returns: The events, as ``GraphQLSubscriptionTransport/subscribe(_:)`` returns them.
    func subscribe(
        _ request: GraphQLRequest,
        applying middleware: [any HTTPMiddleware]
    ) -> GraphQLSubscriptionTransportStream
}

extension GraphQLSubscriptionTransport {
    /// Starts `request`, running `middleware` around its HTTP exchanges when this transport makes
    /// any (a WebSocket transport's frames are not HTTP exchanges and get none).
    func start(
        _ request: GraphQLRequest,
        httpMiddleware middleware: [any HTTPMiddleware]
    ) -> GraphQLSubscriptionTransportStream {
        if !middleware.isEmpty, let http = self as? any HTTPMiddlewareAcceptingTransport {
            return http.subscribe(request, applying: middleware)
        }
        return subscribe(request)
    }
}

extension MultipartGraphQLTransport: HTTPMiddlewareAcceptingTransport {
    func subscribe(
        _ request: GraphQLRequest,
        applying middleware: [any HTTPMiddleware]
    ) -> GraphQLSubscriptionTransportStream {
        var wrapped = self
        wrapped.transport = MiddlewareStreamingTransport(transport: transport, middlewares: middleware)
        return wrapped.subscribe(request)
    }
}
