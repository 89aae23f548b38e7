import CourierAPI
import CourierLoopback
import CourierSupport
import GraphQLLanguage

/// An operation ready to run: parsed, validated, selected, variables coerced.
struct MockPreparedOperation: Sendable {
    /// The configuration current when the request arrived, used throughout it.
    var configuration: MockServerConfiguration
    var document: Document
    var operation: OperationDefinition
    var rootType: GraphQLObjectType
    var variables: JSONObject
}

extension GraphQLMockServer {
    /// Parses, validates and selects the operation of `request` and coerces its variables
    /// (specification §6.1), resolving a persisted-query hash first.
    func prepare(_ request: MockOperationRequest) throws(MockRequestFailure) -> MockPreparedOperation {
        let configuration = self.configuration
        let query = try documentText(of: request)
        let limits = configuration.limits
        guard query.utf8.count <= limits.maximumDocumentBytes else {
            throw MockRequestFailure("The document is larger than \(limits.maximumDocumentBytes) bytes.")
        }
        let document: Document
        do {
            document = try parse(
                Source(query), options: ParseOptions(maxDepth: limits.maximumDepth, maxTokens: limits.maximumTokens))
        } catch {
            throw MockRequestFailure("Syntax Error: \(error.message)", locations: [error.location])
        }
        let problems = validate(document, schema: schema)
        guard problems.isEmpty else {
            throw MockRequestFailure(problems.map { MockResponseError(message: $0.message, locations: $0.locations) })
        }
        let operation = try selectOperation(in: document, named: request.operationName)
        guard let rootType = schema.rootType(for: operation.operation) else {
            throw MockRequestFailure(
                "Schema is not configured to execute \(operation.operation.rawValue) operation.",
                locations: [operation.location])
        }
        let variables = try MockInputCoercion(schema: schema).coerceVariables(
            operation.variableDefinitions, provided: request.variables)
        return MockPreparedOperation(
            configuration: configuration, document: document, operation: operation, rootType: rootType,
            variables: variables)
    }

    private func documentText(of request: MockOperationRequest) throws(MockRequestFailure) -> String {
        let hash = request.extensions["persistedQuery"]?["sha256Hash"]?.stringValue
        if let query = request.query, !query.isEmpty {
            if let hash { state.withLock { $0.persistedQueries[hash] = query } }
            return query
        }
        guard let hash else { throw MockRequestFailure("Must provide query string.") }
        guard let query = state.withLock({ $0.persistedQueries[hash] }) else {
            throw MockRequestFailure([
                MockResponseError(message: "PersistedQueryNotFound", extensions: ["code": "PERSISTED_QUERY_NOT_FOUND"])
            ])
        }
        return query
    }

    private func selectOperation(in document: Document, named name: String?) throws(MockRequestFailure)
        -> OperationDefinition
    {
        let operations = document.operations
        if let name {
            guard let operation = operations.first(where: { $0.name == name }) else {
                throw MockRequestFailure("Unknown operation named \"\(name)\".")
            }
            return operation
        }
        guard operations.count == 1, let operation = operations.first else {
            throw MockRequestFailure(
                operations.isEmpty
                    ? "Must provide an operation."
                    : "Must provide operation name if query contains multiple operations.")
        }
        return operation
    }
}
