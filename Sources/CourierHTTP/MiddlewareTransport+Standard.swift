extension MiddlewareTransport {
    /// A chain in the recommended order: headers, then retry, then per-attempt middleware, then
    /// events, then `transport`.
    ///
    /// - Headers sit outside retry, so their values are computed once per request.
    /// - `perAttempt` middleware sits inside retry and runs again on every attempt.
    /// - Events sit innermost, so monitors see every attempt with its number.
    /// - To limit concurrency, pass a ``ConcurrencyLimitedTransport`` as `transport`: each attempt
    ///   then takes a slot, and waiting between attempts does not hold one.
    ///
    /// - Parameters:
    ///   - transport: The transport at the end of the chain.
    ///   - headers: Headers to add, or `nil` for none.
    ///   - retry: The retry middleware, or `nil` not to retry.
    ///   - perAttempt: Middleware to run on every attempt, outermost first.
    ///   - monitors: Event monitors; with none, no events middleware is added.
    /// - Returns: The chain.
    public static func standard(
        transport: any HTTPTransport,
        headers: HeadersMiddleware? = nil,
        retry: RetryMiddleware? = RetryMiddleware(),
        perAttempt: [any HTTPMiddleware] = [],
        monitors: [any HTTPEventMonitor] = []
    ) -> MiddlewareTransport {
        var middlewares: [any HTTPMiddleware] = []
        if let headers { middlewares.append(headers) }
        if let retry { middlewares.append(retry) }
        middlewares += perAttempt
        if !monitors.isEmpty { middlewares.append(EventsMiddleware(monitors: monitors)) }
        return MiddlewareTransport(transport: transport, middlewares: middlewares)
    }
}
