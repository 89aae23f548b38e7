public import CourierAPI

/// Where a result came from.
public enum GraphQLResultSource: Sendable, Hashable {
    /// The server answered.
    case network
    /// The normalized cache answered without a request.
    case cache
}

/// The outcome of an operation that reached a server (or a cache): data, possibly partial, and
/// the errors the server reported alongside it.
///
/// A response with `errors` is a result, not a thrown error, unless the request's
/// ``GraphQLErrorPolicy`` is ``GraphQLErrorPolicy/none``.
public struct GraphQLResult<Data: Sendable>: Sendable {
    /// The decoded data; `nil` when the server sent `"data": null` or no data at all.
    public var data: Data?
    /// The errors the server reported (empty under ``GraphQLErrorPolicy/ignore``).
    public var errors: [GraphQLError]
    /// The response's `extensions` object, if any.
    public var extensions: JSONObject?
    /// Where the result came from.
    public var source: GraphQLResultSource

    /// Creates a result.
    /// - Parameters:
    ///   - data: The decoded data.
    ///   - errors: The reported errors.
    ///   - extensions: The `extensions` object.
    ///   - source: Where the result came from.
    public init(
        data: Data?, errors: [GraphQLError] = [], extensions: JSONObject? = nil, source: GraphQLResultSource = .network
    ) {
        self.data = data
        self.errors = errors
        self.extensions = extensions
        self.source = source
    }

    /// Whether the server reported errors.
    public var hasErrors: Bool { !errors.isEmpty }
}
