#if canImport(Combine)
public import Combine
public import CourierHTTP
public import CourierREST

extension APIClient {
    /// A publisher that sends `endpoint`'s request when subscribed to and publishes the decoded
    /// response.
    ///
    /// Each subscription sends the request anew; cancelling the subscription cancels it.
    ///
    /// - Parameter endpoint: The endpoint.
    /// - Returns: A publisher of one response that then finishes, or fails with ``HTTPError``.
    public func sendPublisher<Response: Sendable>(_ endpoint: Endpoint<Response>) -> AnyPublisher<Response, HTTPError> {
        AsyncBridgePublisher<Response, HTTPError>(
            body: { emitter in try await emitter.emit(try await send(endpoint)) },
            mapError: { HTTPError.bridging($0) }
        ).eraseToAnyPublisher()
    }

    /// A publisher of the decoded response with the HTTP exchange it came from (status, headers).
    ///
    /// - Parameter endpoint: The endpoint.
    /// - Returns: A publisher of one ``APIResponse`` that then finishes, or fails with ``HTTPError``.
    public func responsePublisher<Response: Sendable>(for endpoint: Endpoint<Response>) -> AnyPublisher<
        APIResponse<Response>, HTTPError
    > {
        AsyncBridgePublisher<APIResponse<Response>, HTTPError>(
            body: { emitter in try await emitter.emit(try await response(for: endpoint)) },
            mapError: { HTTPError.bridging($0) }
        ).eraseToAnyPublisher()
    }
}
#endif
