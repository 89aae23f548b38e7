public import CourierHTTP

/// A decoded value together with the exchange it came from.
public struct APIResponse<Value> {
    /// The decoded value.
    public var value: Value
    /// The response, with status, header fields and the raw body.
    public var response: HTTPResponse
    /// The request as the client built it (before middleware changed it).
    public var request: HTTPRequest

    /// Creates a response.
    /// - Parameters:
    ///   - value: The decoded value.
    ///   - response: The HTTP response.
    ///   - request: The request.
    public init(value: Value, response: HTTPResponse, request: HTTPRequest) {
        self.value = value
        self.response = response
        self.request = request
    }

    /// The response's status code.
    public var statusCode: Int { response.statusCode }
}

extension APIResponse: Sendable where Value: Sendable {}
