import CourierHTTP

extension HTTPError {
    /// `error` as an ``HTTPError``: itself when it already is one, a `.cancelled` error for a
    /// `CancellationError`, a `.transport` error wrapping it otherwise. ``APIClient`` throws only
    /// ``HTTPError``; this covers the rest so that a publisher's failure type can be concrete.
    static func bridging(_ error: any Error) -> HTTPError {
        if let error = error as? HTTPError { return error }
        return HTTPError(error is CancellationError ? .cancelled : .transport, underlyingError: error)
    }
}
