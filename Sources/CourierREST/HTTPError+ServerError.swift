public import CourierHTTP

extension HTTPError {
    /// The typed server error decoded from a rejected response's body, if the endpoint declared
    /// one with ``Endpoint/serverError(_:)`` and the body decoded as it.
    ///
    /// ```swift
    /// catch let error as HTTPError {
    ///     if let problem = error.serverError(as: Problem.self) { show(problem.detail) }
    /// }
    /// ```
    /// - Parameter type: The server-error type the endpoint declared.
    /// - Returns: The decoded value, or `nil` when there is none of that type.
    public func serverError<ServerError: Error>(as type: ServerError.Type) -> ServerError? {
        guard case .httpStatus = kind else { return nil }
        return underlyingError as? ServerError
    }
}
