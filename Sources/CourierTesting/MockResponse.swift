public import CourierHTTP
import CourierLoopback
import CourierSupport
public import Foundation

/// How a ``MockHTTPTransport`` route answers: a ready-made response, an error or a closure.
public struct MockResponse: Sendable {
    private let body: @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// An answer computed by `handler`.
    /// - Parameter handler: Builds the response, or throws.
    /// - Returns: The answer.
    public static func handler(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse)
        -> MockResponse
    {
        MockResponse(body: handler)
    }

    /// A JSON answer.
    /// - Parameters:
    ///   - json: The JSON text of the body.
    ///   - status: The status code; 200 by default.
    ///   - headerFields: Extra header fields.
    /// - Returns: The answer, with `Content-Type: application/json`.
    public static func json(_ json: String, status: Int = 200, headerFields: HTTPFields = [:]) -> MockResponse {
        data(Data(json.utf8), status: status, headerFields: headerFields, contentType: "application/json")
    }

    /// A JSON answer encoding `value`.
    /// - Parameters:
    ///   - value: The value to encode with a default `JSONEncoder`.
    ///   - status: The status code; 200 by default.
    /// - Returns: The answer; encoding failures are thrown when the route is hit.
    public static func json(encoding value: some Encodable & Sendable, status: Int = 200) -> MockResponse {
        MockResponse { request in
            let body = try JSONEncoder().encode(value)
            return HTTPResponse(
                statusCode: status, headerFields: ["Content-Type": "application/json"], body: body, url: request.url)
        }
    }

    /// An answer with `status`, the given header fields and an empty body.
    /// - Parameters:
    ///   - status: The status code.
    ///   - headerFields: The header fields, e.g. `Retry-After`.
    /// - Returns: The answer.
    public static func status(_ status: Int, headerFields: HTTPFields = [:]) -> MockResponse {
        data(Data(), status: status, headerFields: headerFields, contentType: nil)
    }

    /// An answer with raw body bytes.
    /// - Parameters:
    ///   - body: The body.
    ///   - status: The status code.
    ///   - headerFields: Header fields.
    ///   - contentType: A `Content-Type`, if any.
    /// - Returns: The answer.
    public static func data(_ body: Data, status: Int = 200, headerFields: HTTPFields = [:], contentType: String? = nil)
        -> MockResponse
    {
        var fields = headerFields
        if let contentType, !fields.contains("Content-Type") { fields["Content-Type"] = contentType }
        let finalFields = fields
        return MockResponse { request in
            HTTPResponse(statusCode: status, headerFields: finalFields, body: body, url: request.url)
        }
    }

    /// An answer that throws `error`, with the request filled in when the error has none.
    /// - Parameter error: The error, e.g. `HTTPError(.timeout)`.
    /// - Returns: The answer.
    public static func failure(_ error: HTTPError) -> MockResponse {
        MockResponse { request in
            var error = error
            if error.request == nil { error.request = request }
            throw error
        }
    }

    /// Answers the first request with the first element, the second with the second, and every
    /// later one with the last (e.g. `[.status(503), .json("{}")]` for a retry test).
    /// - Parameter responses: The answers in order; an empty list answers `.status(500)`.
    /// - Returns: The answer.
    public static func sequence(_ responses: [MockResponse]) -> MockResponse {
        let next = Locked(0)
        return MockResponse { request in
            let index = next.withLock { index in
                defer { index += 1 }
                return min(index, responses.count - 1)
            }
            guard index >= 0 else { return HTTPResponse(statusCode: 500, url: request.url) }
            return try await responses[index].respond(to: request)
        }
    }

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        try await body(request)
    }
}
