public import CourierHTTP
public import Dispatch

extension APIClient {
    /// Sends `endpoint` and delivers the outcome to `completion` on `queue` — for callers that
    /// are not written with `async`/`await`.
    ///
    /// The work runs in an unstructured task. Cancelling the returned handle cancels that task
    /// (the transport sees the cancellation); `completion` then receives an ``/CourierHTTP/HTTPError`` of kind
    /// ``/CourierHTTP/HTTPError/Kind/cancelled``, even if a response had already arrived. `completion` runs
    /// exactly once.
    /// - Parameters:
    ///   - endpoint: The endpoint to call.
    ///   - queue: The queue `completion` runs on; the main queue by default.
    ///   - completion: Receives the decoded value or the error.
    /// - Returns: A handle that cancels the call.
    @discardableResult
    public func send<Response: Sendable>(
        _ endpoint: Endpoint<Response>,
        on queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Response, HTTPError>) -> Void
    ) -> any Cancellable {
        let task = Task<Void, Never> {
            var result: Result<Response, HTTPError>
            do throws(HTTPError) {
                result = .success(try await send(endpoint))
            } catch {
                result = .failure(error)
            }
            if Task.isCancelled, case .success = result {
                result = .failure(
                    HTTPError(.cancelled, message: "the request was cancelled after its response arrived"))
            }
            let outcome = result
            queue.async { completion(outcome) }
        }
        return TaskCancellable(task)
    }
}
