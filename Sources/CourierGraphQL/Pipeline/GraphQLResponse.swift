public import CourierAPI
public import CourierHTTP

/// A server's (or a cache's) answer to one ``GraphQLRequest``, before decoding into generated
/// types.
public struct GraphQLResponse: Sendable {
    /// The `data` member: `nil` when absent, ``/CourierAPI/JSONValue/null`` when the server sent `null`.
    public var data: JSONValue?
    /// The `errors` member (empty when absent).
    public var errors: [GraphQLError]
    /// The `extensions` member.
    public var extensions: JSONObject?
    /// The HTTP response it came in, when it came over HTTP (a batch's results share one).
    public var httpResponse: HTTPResponse?
    /// Where it came from.
    public var source: GraphQLResultSource
    /// How many attempts it took; retry interceptors raise it.
    public var attempts: Int

    /// Creates a response.
    /// - Parameters:
    ///   - data: The `data` member.
    ///   - errors: The `errors` member.
    ///   - extensions: The `extensions` member.
    ///   - httpResponse: The HTTP response.
    ///   - source: Where it came from.
    public init(
        data: JSONValue?,
        errors: [GraphQLError] = [],
        extensions: JSONObject? = nil,
        httpResponse: HTTPResponse? = nil,
        source: GraphQLResultSource = .network
    ) {
        self.data = data
        self.errors = errors
        self.extensions = extensions
        self.httpResponse = httpResponse
        self.source = source
        attempts = 1
    }
}
