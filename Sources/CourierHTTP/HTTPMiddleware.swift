/// A step around every request: it may change the request, answer it itself, retry it, observe it
/// or change the response.
///
/// **Ordering.** In a list of middleware `[a, b, c]` around a transport, `a` is outermost: it sees
/// the request first and the response last (`a → b → c → transport → c → b → a`). So put what must
/// see every attempt (events, auth) *inside* what repeats attempts (retry): `[retry, auth, events]`.
public protocol HTTPMiddleware: Sendable {
    /// Handles `request`, calling `next` zero or more times to pass it on.
    /// - Parameters:
    ///   - request: The request as the previous middleware left it.
    ///   - next: Sends a request through the rest of the chain and the transport.
    /// - Returns: The response to hand back to the previous middleware.
    /// - Throws: Whatever `next` throws, or an ``HTTPError`` of the middleware's own.
    func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}

/// A transport that runs every request through a list of middleware before the wrapped transport.
///
/// The first middleware in the list is the outermost; see ``HTTPMiddleware`` for the ordering rule.
public struct MiddlewareTransport: HTTPTransport {
    /// The transport at the end of the chain.
    public let transport: any HTTPTransport
    /// The middleware, outermost first.
    public let middlewares: [any HTTPMiddleware]

    /// Creates the chain.
    /// - Parameters:
    ///   - transport: The transport that sends the final request.
    ///   - middlewares: The middleware, outermost first.
    public init(transport: any HTTPTransport, middlewares: [any HTTPMiddleware]) {
        self.transport = transport
        self.middlewares = middlewares
    }

    /// Sends `request` through every middleware and then the transport.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await send(request, from: middlewares[...])
    }

    private func send(_ request: HTTPRequest, from remaining: ArraySlice<any HTTPMiddleware>) async throws
        -> HTTPResponse
    {
        guard let first = remaining.first else { return try await transport.send(request) }
        let rest = remaining.dropFirst()
        return try await first.intercept(request) { next in
            try await send(next, from: rest)
        }
    }
}
