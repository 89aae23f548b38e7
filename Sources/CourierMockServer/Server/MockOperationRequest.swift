public import CourierAPI

/// One GraphQL request as the mock server receives it (the fields of a GraphQL-over-HTTP body).
public struct MockOperationRequest: Sendable, Hashable {
    /// The document text; `nil` for a persisted-query hash alone.
    public var query: String?
    /// The operation to run, when the document has several.
    public var operationName: String?
    /// The variables.
    public var variables: JSONObject
    /// The `extensions` (e.g. `persistedQuery`).
    public var extensions: JSONObject

    /// Creates a request.
    /// - Parameters:
    ///   - query: The document text.
    ///   - operationName: The operation to run.
    ///   - variables: The variables.
    ///   - extensions: The extensions.
    public init(query: String?, operationName: String? = nil, variables: JSONObject = [:], extensions: JSONObject = [:])
    {
        self.query = query
        self.operationName = operationName
        self.variables = variables
        self.extensions = extensions
    }

    /// The request in a GraphQL-over-HTTP JSON body or GET parameters, or `nil` when `json` is
    /// not an object or its members have the wrong types.
    init?(json: JSONValue) {
        guard case .object(let object) = json else { return nil }
        let query = object["query"]
        let operationName = object["operationName"]
        let variables = object["variables"]
        let extensions = object["extensions"]
        guard query == nil || query == .null || query?.stringValue != nil,
            operationName == nil || operationName == .null || operationName?.stringValue != nil,
            variables == nil || variables == .null || variables?.objectValue != nil,
            extensions == nil || extensions == .null || extensions?.objectValue != nil
        else { return nil }
        self.init(
            query: query?.stringValue, operationName: operationName?.stringValue,
            variables: variables?.objectValue ?? [:], extensions: extensions?.objectValue ?? [:]
        )
    }
}

/// The mock server's answer to one ``MockOperationRequest``.
public struct MockOperationResult: Sendable, Hashable {
    /// The response body: `data` and/or `errors`.
    public var response: JSONObject
    /// Whether the request failed before execution (no `data`): a syntax, validation or variable
    /// error, which GraphQL over HTTP answers with 400 for `application/graphql-response+json`.
    public var isRequestError: Bool

    /// Creates a result.
    /// - Parameters:
    ///   - response: The response body.
    ///   - isRequestError: Whether it is a request error.
    public init(response: JSONObject, isRequestError: Bool) {
        self.response = response
        self.isRequestError = isRequestError
    }

    /// The `data` entry, if any.
    public var data: JSONValue? { response["data"] }
    /// The `errors` entry, empty when there is none.
    public var errors: [JSONValue] { response["errors"]?.arrayValue ?? [] }
}
