extension GraphQLClient {
    /// The end of the interceptor chain for a streamed operation: `transport`, with the client's
    /// HTTP middleware around each HTTP exchange it makes (multipart subscriptions and `@defer`),
    /// or a typed failure when there is no transport for it.
    func streamEnd(_ transport: (any GraphQLSubscriptionTransport)?) -> GraphQLStreamNext {
        let middleware = configuration.middleware
        return GraphQLStreamNext { request in
            guard let transport else {
                let error = GraphQLSubscriptionError(
                    .unsupportedOperation("no subscription transport configured"), operationName: request.operationName
                )
                return .failing(error)
            }
            return transport.start(request, httpMiddleware: middleware)
        }
    }
}
