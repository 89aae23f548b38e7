public import CourierAPI
public import CourierGraphQL
public import CourierHTTP

/// How a ``MockGraphQLTransport`` expectation answers an operation whose data is `Data`: with data
/// built from the generated initializers, with GraphQL errors (and optional partial data), with
/// an HTTP status, or with a transport error.
///
/// ```swift
/// mock.expect(HeroNameQuery.self, response: .errors([GraphQLError(message: "hidden")], data: .init(hero: nil)))
/// mock.expect(HeroNameQuery.self, response: .failure(HTTPError(.timeout)))
/// ```
public struct MockGraphQLResponse<Data: RootSelectionSet>: Sendable {
    enum Answer: Sendable {
        case result(data: Data?, errors: [GraphQLError], extensions: JSONObject?)
        case status(Int, body: String)
        case failure(HTTPError)
    }

    let body: @Sendable (MockGraphQLRequest) async throws -> Answer

    /// A successful answer with `data`.
    /// - Parameters:
    ///   - data: The data, built through the generated initializers.
    ///   - extensions: A response `extensions` object, if any.
    /// - Returns: The answer.
    public static func data(_ data: Data, extensions: JSONObject? = nil) -> MockGraphQLResponse {
        MockGraphQLResponse { _ in .result(data: data, errors: [], extensions: extensions) }
    }

    /// An answer with `errors` and, if given, partial `data` (`"data": null` otherwise).
    /// - Parameters:
    ///   - errors: The errors the "server" reports.
    ///   - data: Partial data, or `nil`.
    ///   - extensions: A response `extensions` object, if any.
    /// - Returns: The answer; it reaches ``/CourierGraphQL/GraphQLResult/errors`` (or throws under
    ///   ``/CourierGraphQL/GraphQLErrorPolicy/none``) exactly as a server's would.
    public static func errors(_ errors: [GraphQLError], data: Data? = nil, extensions: JSONObject? = nil)
        -> MockGraphQLResponse
    {
        MockGraphQLResponse { _ in .result(data: data, errors: errors, extensions: extensions) }
    }

    /// A non-GraphQL HTTP answer: `status` with a plain-text `body`.
    /// - Parameters:
    ///   - status: The status code, e.g. 503.
    ///   - body: The body text.
    /// - Returns: The answer.
    public static func status(_ status: Int, body: String = "") -> MockGraphQLResponse {
        MockGraphQLResponse { _ in .status(status, body: body) }
    }

    /// No answer: the transport throws `error` (with the request filled in when it has none).
    /// - Parameter error: The error, e.g. `HTTPError(.transport)` or `HTTPError(.timeout)`.
    /// - Returns: The answer.
    public static func failure(_ error: HTTPError) -> MockGraphQLResponse {
        MockGraphQLResponse { _ in .failure(error) }
    }

    /// An answer chosen per request by `handler`, which may read the request's variables.
    /// - Parameter handler: Returns the answer, or throws (the error reaches the client as a
    ///   transport failure).
    /// - Returns: The answer.
    public static func handler(_ handler: @escaping @Sendable (MockGraphQLRequest) async throws -> MockGraphQLResponse)
        -> MockGraphQLResponse
    {
        MockGraphQLResponse { request in try await handler(request).body(request) }
    }
}

extension MockGraphQLResponse.Answer {
    /// The `{"data":…, "errors":…, "extensions":…}` object of a result answer, or `nil` for the
    /// HTTP-level answers.
    var resultJSON: JSONObject? {
        guard case .result(let data, let errors, let extensions) = self else { return nil }
        return GraphQLWire.responseObject(
            data: data.map { .object($0.__json) }, errors: errors.map(GraphQLWire.errorJSON), extensions: extensions)
    }
}
