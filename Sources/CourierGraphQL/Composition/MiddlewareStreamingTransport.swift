import CourierHTTP
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A streaming transport that runs a client's HTTP middleware around another streaming
/// transport, so that multipart subscriptions and `@defer` streams are authorized, decorated
/// and observed like plain requests.
///
/// The middleware sees the response head (status and header fields) with an empty body: the
/// body streams to the caller afterwards. A middleware that sends a request again (an auth
/// refresh after `401`, a retry) starts a new exchange; only the last exchange's body is handed
/// on, and dropping an earlier one cancels it. A middleware that answers by itself has its
/// answer's body handed on as a single chunk. The ordering rule is ``HTTPMiddleware``'s.
struct MiddlewareStreamingTransport: HTTPStreamingTransport {
    /// The transport at the end of the chain.
    let transport: any HTTPStreamingTransport
    /// The middleware, outermost first.
    let middlewares: [any HTTPMiddleware]

    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        guard !middlewares.isEmpty else { return try await transport.stream(request) }
        let latest = LatestStreamingBody()
        let heads = HeadOnlyTransport(transport: transport, latest: latest)
        var head = try await MiddlewareTransport(transport: heads, middlewares: middlewares).send(request)
        if let body = await latest.take() { return HTTPStreamingResponse(head: head, body: body) }
        // A middleware answered without sending: its body is the whole stream.
        let answered = head.body
        head.body = Data()
        let (body, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        if !answered.isEmpty { continuation.yield(answered) }
        continuation.finish()
        return HTTPStreamingResponse(head: head, body: body)
    }
}

/// The innermost step of ``MiddlewareStreamingTransport``: starts the exchange, keeps its body
/// aside and hands the middleware only the head.
private struct HeadOnlyTransport: HTTPTransport {
    let transport: any HTTPStreamingTransport
    let latest: LatestStreamingBody

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await transport.stream(request)
        await latest.replace(with: response.body)
        return response.head
    }
}

/// The body of the most recent exchange of one streamed request.
private actor LatestStreamingBody {
    private var body: AsyncThrowingStream<Data, any Error>?

    /// Keeps `body`, dropping (and so cancelling) the one of an earlier attempt.
    func replace(with body: AsyncThrowingStream<Data, any Error>) {
        self.body = body
    }

    func take() -> AsyncThrowingStream<Data, any Error>? {
        defer { body = nil }
        return body
    }
}
