import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RetryPolicy {
    /// Whether an outcome is worth another attempt, with the response (if any) whose
    /// `Retry-After` header may set the delay.
    enum Verdict {
        case retryable(HTTPResponse?)
        case final
    }

    /// Sorts an outcome into retryable or final, ignoring attempt counts and idempotency.
    func classify(_ outcome: Result<HTTPResponse, any Error>) -> Verdict {
        switch outcome {
        case .success(let response):
            return retryableStatusCodes.contains(response.statusCode) ? .retryable(response) : .final
        case .failure(let error):
            return classify(error)
        }
    }

    private func classify(_ error: any Error) -> Verdict {
        if Self.isCancellation(error) { return .final }
        if let error = error as? HTTPError {
            switch error.kind {
            case .transport, .timeout:
                return .retryable(error.response)
            case .httpStatus(let code):
                return retryableStatusCodes.contains(code) ? .retryable(error.response) : .final
            case .cancelled, .responseTooLarge, .decoding, .invalidRequest, .serverTrust:
                return .final
            }
        }
        if let error = error as? URLError {
            return retryableURLErrorCodes.contains(error.code) ? .retryable(nil) : .final
        }
        return .final
    }

    /// Whether `error` reports a cancellation: `CancellationError`, an ``HTTPError`` of kind
    /// ``HTTPError/Kind/cancelled``, or `URLError.cancelled` — directly or as the underlying error.
    static func isCancellation(_ error: any Error) -> Bool {
        if error is CancellationError { return true }
        if let error = error as? URLError { return error.code == .cancelled }
        if let error = error as? HTTPError {
            if error.kind == .cancelled { return true }
            if let underlying = error.underlyingError { return isCancellation(underlying) }
        }
        return false
    }
}
