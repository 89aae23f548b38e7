import CourierAPI
import CourierHTTP

/// Decodes an untyped ``GraphQLResponse`` into a typed ``GraphQLResult`` and applies the error policy.
enum GraphQLResultDecoder {
    static func result<Data: RootSelectionSet>(
        _ type: Data.Type,
        from response: GraphQLResponse,
        policy: GraphQLErrorPolicy,
        operationName: String
    ) throws(GraphQLClientError) -> GraphQLResult<Data> {
        if policy == .none, !response.errors.isEmpty {
            var error = GraphQLClientError(.graphQLErrors, operationName: operationName, errors: response.errors)
            error.statusCode = response.httpResponse?.statusCode
            error.attempts = response.attempts
            throw error
        }
        var data: Data?
        if let storage = response.storage, storage.isObject {
            do {
                switch storage {
                case .tree(let value): data = try Data(from: JSONObjectReader(value))
                case .tape(let value): data = try Data(from: JSONObjectReader(value))
                }
            } catch {
                var failure = GraphQLClientError(
                    .decoding, operationName: operationName, response: response.httpResponse, underlyingError: error)
                failure.attempts = response.attempts
                throw failure
            }
        }
        return GraphQLResult(
            data: data,
            errors: policy == .ignore ? [] : response.errors,
            extensions: response.extensions,
            source: response.source
        )
    }
}
