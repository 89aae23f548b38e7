public import CourierAPI
public import CourierHTTP

/// One GraphQL operation a mock received, read back from the HTTP request the client sent: the
/// operation's name, its variables as JSON, the document and extensions.
///
/// Variables arrive as JSON because that is what went over the wire; compare them with a
/// generated operation's `__variables`, or use ``MockGraphQLTransport/received(_:)``.
public struct MockGraphQLRequest: Sendable, Hashable, CustomStringConvertible {
    /// The `operationName` the client sent.
    public var operationName: String
    /// The `variables` object (empty when the client sent none).
    public var variables: JSONObject
    /// The document text, or `nil` when the client sent only a persisted-query hash.
    public var query: String?
    /// The `extensions` object (empty when absent), e.g. `persistedQuery`.
    public var extensions: JSONObject
    /// The HTTP request that carried the operation (a batch's operations share one); `nil` for a
    /// subscription a ``MockGraphQLSubscriptionTransport`` received.
    public var httpRequest: HTTPRequest?

    /// Creates a recorded request.
    /// - Parameters:
    ///   - operationName: The operation's name.
    ///   - variables: The variables.
    ///   - query: The document text, if sent.
    ///   - extensions: The extensions.
    ///   - httpRequest: The carrying HTTP request, if any.
    public init(
        operationName: String, variables: JSONObject = JSONObject(), query: String? = nil,
        extensions: JSONObject = JSONObject(), httpRequest: HTTPRequest? = nil
    ) {
        self.operationName = operationName
        self.variables = variables
        self.query = query
        self.extensions = extensions
        self.httpRequest = httpRequest
    }

    /// Whether this is a request for `operation` with exactly its variables.
    /// - Parameter operation: A generated operation value.
    /// - Returns: `true` when the name and the variables (in any key order) are equal.
    public func matches<Operation: GraphQLOperation>(_ operation: Operation) -> Bool {
        operationName == Operation.operationName && variables == operation.__variables
    }

    /// One variable read as a Swift value, the way generated code reads response fields.
    ///
    /// ```swift
    /// let episode = try request.variable("episode", as: StarWarsAPI.Episode?.self)   // .jedi
    /// ```
    ///
    /// - Parameters:
    ///   - name: The variable's name.
    ///   - type: The type to read; an `Optional` reads an absent or `null` variable as `nil`.
    /// - Returns: The value.
    /// - Throws: ``/CourierAPI/GraphQLDecodingError`` when the variable is absent (for a non-optional type) or
    ///   has another type.
    public func variable<Value: JSONValueDecodable>(_ name: String, as type: Value.Type = Value.self)
        throws(GraphQLDecodingError) -> Value
    {
        try JSONObjectReader(variables).field(name, as: type)
    }

    /// `Name {"variable":value}`.
    public var description: String {
        let text = (try? JSONValue.object(variables).jsonString(options: .sortedKeys)) ?? "{…}"
        return "\(operationName) \(text)"
    }
}

/// Why a request that reached a ``MockGraphQLTransport`` could not be answered.
public enum MockGraphQLTransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No expectation matched the operation.
    case unexpectedOperation(MockGraphQLRequest)
    /// The HTTP request was no GraphQL request the mock can read (the reason says why).
    case unreadableRequest(String)

    /// A sentence naming the operation and its variables.
    public var description: String {
        switch self {
        case .unexpectedOperation(let request): "unexpected GraphQL operation \(request)"
        case .unreadableRequest(let reason): "unreadable GraphQL request: \(reason)"
        }
    }
}
