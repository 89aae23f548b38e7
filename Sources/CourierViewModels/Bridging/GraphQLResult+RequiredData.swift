public import CourierGraphQL

extension GraphQLResult {
    /// The data of an answer that has no GraphQL errors: what the data-only forms of the reactive
    /// bridges deliver (`rx.fetchData`, `fetchDataPublisher`), for code that treats a server's
    /// errors as a failure rather than as partial data.
    ///
    /// - Parameter operationName: The operation's name, for the error.
    /// - Returns: The data.
    /// - Throws: ``GraphQLClientError`` of kind `.graphQLErrors` carrying ``errors`` (and no data
    ///   is returned even if some arrived) when the answer has errors; of kind `.malformedResponse`
    ///   when it has neither data nor errors.
    public func requiredData(operationName: String) throws(GraphQLClientError) -> Data {
        if !errors.isEmpty { throw GraphQLClientError(.graphQLErrors, operationName: operationName, errors: errors) }
        guard let data else { throw GraphQLClientError(.malformedResponse, operationName: operationName) }
        return data
    }
}
