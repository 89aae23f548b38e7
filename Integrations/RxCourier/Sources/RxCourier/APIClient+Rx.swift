public import CourierREST
public import RxSwift

// The `.rx` namespace on a Courier type is what this module adds, so the conformance is retroactive by design.
// swift-format-ignore: AvoidRetroactiveConformances
extension APIClient: @retroactive ReactiveCompatible {}

extension Reactive where Base == APIClient {
    /// A `Single` that sends `endpoint`'s request when subscribed to and succeeds with the decoded
    /// response.
    ///
    /// Each subscription sends the request anew; disposing it cancels the request.
    ///
    /// - Parameter endpoint: The endpoint.
    /// - Returns: The decoded response; fails with ``CourierHTTP/HTTPError`` (status, transport,
    ///   decoding, cancellation …).
    public func send<Response>(_ endpoint: Endpoint<Response>) -> Single<Response> {
        let client = base
        return AsyncRxBridge.single { try await client.send(endpoint) }
    }

    /// A `Single` of the decoded response with the HTTP exchange it came from (status, headers).
    ///
    /// - Parameter endpoint: The endpoint.
    /// - Returns: The response; fails with ``CourierHTTP/HTTPError``.
    public func response<Response>(for endpoint: Endpoint<Response>) -> Single<APIResponse<Response>> {
        let client = base
        return AsyncRxBridge.single { try await client.response(for: endpoint) }
    }
}
