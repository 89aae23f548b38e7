import CourierHTTP

/// The end of the interceptor chain: build the HTTP request, send it through the HTTP
/// middleware and transport, parse the answer.
struct GraphQLNetworkStage: Sendable {
    let builder: GraphQLRequestBuilder
    /// The transport wrapped in the client's HTTP middleware.
    let transport: any HTTPTransport

    func send(_ request: GraphQLRequest) async throws -> GraphQLResponse {
        let http = try builder.httpRequest(for: request)
        let response = try await exchange(http, operationName: request.operationName)
        return try GraphQLResponseParser.parse(response, operationName: request.operationName, request: http)
    }

    func send(batch requests: [GraphQLRequest]) async throws -> [Result<GraphQLResponse, GraphQLClientError>] {
        let http = try builder.httpRequest(forBatch: requests)
        let names = requests.map(\.operationName)
        let response = try await exchange(http, operationName: names.joined(separator: ","))
        return try GraphQLResponseParser.parseBatch(response, operationNames: names, request: http)
    }

    private func exchange(_ http: HTTPRequest, operationName: String) async throws(GraphQLClientError) -> HTTPResponse {
        do {
            try Task.checkCancellation()
            return try await transport.send(http)
        } catch {
            throw GraphQLClientError.wrapping(error, operationName: operationName, request: http)
        }
    }
}
