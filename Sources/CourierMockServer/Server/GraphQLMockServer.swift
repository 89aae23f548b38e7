public import CourierAPI
import CourierGraphQL
import CourierLoopback
import CourierSupport
import Foundation
public import GraphQLLanguage

/// A schema-aware GraphQL mock server: it answers any valid operation on its schema with
/// type-correct, deterministic data, shaped by a ``MockServerConfiguration`` (seed, list
/// lengths, type overrides, resolvers, injected errors).
///
/// Run it in process (``transport`` is an `HTTPTransport` for `GraphQLClient`) or on 127.0.0.1
/// (``serve(path:)``, with a graphql-transport-ws WebSocket for subscriptions). Faults injected
/// with ``inject(_:count:operationName:)`` apply to the next GraphQL requests either way.
///
/// Invalid documents get a GraphQL `errors` response with locations, never a crash; the
/// ``MockServerLimits`` bound what one request may cost.
public final class GraphQLMockServer: Sendable {
    struct PendingFault {
        var fault: MockServerFault
        var remaining: Int
        var operationName: String?
    }

    struct State {
        var configuration: MockServerConfiguration
        var faults: [PendingFault] = []
        var received: [MockOperationRequest] = []
        var persistedQueries: [String: String] = [:]
    }

    /// The schema the server answers for.
    public let schema: GraphQLSchema
    let state: Locked<State>
    let hub = MockSubscriptionHub()

    /// Creates a server for `schema`.
    /// - Parameters:
    ///   - schema: The schema.
    ///   - configuration: Seed, overrides, resolvers, errors and limits.
    public init(schema: GraphQLSchema, configuration: MockServerConfiguration = MockServerConfiguration()) {
        self.schema = schema
        self.state = Locked(State(configuration: configuration))
    }

    /// How the server makes up data now; each request uses the configuration current when it
    /// starts.
    public var configuration: MockServerConfiguration {
        state.withLock { $0.configuration }
    }

    /// Changes the configuration for the requests that start from now on (e.g. turn a field
    /// error on for one step of a demo).
    /// - Parameter change: The change.
    public func reconfigure(_ change: (inout MockServerConfiguration) -> Void) {
        state.withLock { change(&$0.configuration) }
    }

    /// Creates a server for the schema in `sdl`.
    /// - Parameters:
    ///   - sdl: The schema's SDL text.
    ///   - configuration: Seed, overrides, resolvers, errors and limits.
    /// - Throws: The schema's syntax or build error.
    public convenience init(sdl: String, configuration: MockServerConfiguration = MockServerConfiguration()) throws {
        self.init(schema: try GraphQLSchema(sdl: sdl), configuration: configuration)
    }

    /// Executes a query or mutation.
    /// - Parameters:
    ///   - query: The document text.
    ///   - operationName: The operation to run, when the document has several.
    ///   - variables: The variables.
    /// - Returns: The response body (`data` and/or `errors`).
    public func execute(_ query: String, operationName: String? = nil, variables: JSONObject = [:]) async -> JSONObject
    {
        await execute(MockOperationRequest(query: query, operationName: operationName, variables: variables)).response
    }

    /// Executes a query or mutation (a subscription is a request error here: use the WebSocket
    /// or ``subscribe(_:)``). Injected HTTP faults do not apply to this call.
    /// - Parameter request: The request.
    /// - Returns: The response and whether it is a request error.
    public func execute(_ request: MockOperationRequest) async -> MockOperationResult {
        await execute(request, allowsMutation: true)
    }

    func execute(_ request: MockOperationRequest, allowsMutation: Bool) async -> MockOperationResult {
        record(request)
        do throws(MockRequestFailure) {
            let prepared = try prepare(request)
            switch prepared.operation.operation {
            case .subscription:
                throw MockRequestFailure(
                    "Subscriptions are served over the WebSocket endpoint.", locations: [prepared.operation.location])
            case .mutation where !allowsMutation:
                throw MockRequestFailure(
                    "Can only perform a mutation operation from a POST request.",
                    locations: [prepared.operation.location])
            case .query, .mutation:
                return await run(prepared, rootValue: [:], seed: MockSeed(prepared.configuration.seed))
            }
        } catch {
            return Self.result(of: error)
        }
    }

    /// Runs a prepared operation's selection set.
    func run(_ prepared: MockPreparedOperation, rootValue: JSONObject, seed: MockSeed) async -> MockOperationResult {
        let execution = MockExecution(
            schema: schema, configuration: prepared.configuration, document: prepared.document,
            variables: prepared.variables, operationName: prepared.operation.name
        )
        do {
            let data = try await execution.executeRoot(
                prepared.operation.selectionSet, rootType: prepared.rootType, rootValue: rootValue, seed: seed)
            let response = GraphQLWire.responseObject(
                data: data, errors: execution.errors.map(\.json), errorsFirst: true)
            return MockOperationResult(response: response, isRequestError: false)
        } catch {
            // Aborted mid-execution (a limit): no partial data.
            return MockOperationResult(
                response: GraphQLWire.responseObject(data: nil, errors: error.errors.map(\.json), errorsFirst: true),
                isRequestError: false)
        }
    }

    static func result(of failure: MockRequestFailure) -> MockOperationResult {
        MockOperationResult(
            response: GraphQLWire.requestErrorObject(errors: failure.errors.map(\.json)), isRequestError: true)
    }

    /// Makes the next `count` GraphQL requests (over HTTP or in process through ``transport``)
    /// fail with `fault`; faults queue in the order injected.
    /// - Parameters:
    ///   - fault: The fault.
    ///   - count: How many requests it applies to.
    ///   - operationName: Only requests for this operation, or `nil` for any.
    public func inject(_ fault: MockServerFault, count: Int = 1, operationName: String? = nil) {
        guard count > 0 else { return }
        state.withLock { $0.faults.append(PendingFault(fault: fault, remaining: count, operationName: operationName)) }
    }

    /// Drops every injected fault not yet used (e.g. between the steps of a demo).
    public func removeInjectedFaults() {
        state.withLock { $0.faults = [] }
    }

    /// The fault for the next request for `operationName`, consuming one use of it.
    func takeFault(operationName: String?) -> MockServerFault? {
        state.withLock { state in
            guard
                let index = state.faults.firstIndex(where: {
                    $0.operationName == nil || $0.operationName == operationName
                })
            else { return nil }
            let fault = state.faults[index].fault
            state.faults[index].remaining -= 1
            if state.faults[index].remaining <= 0 { state.faults.remove(at: index) }
            return fault
        }
    }

    /// The requests executed so far (HTTP, in process and WebSocket), in arrival order: the last
    /// ``receivedRequestLimit`` of them, so that a long-running demo does not grow without bound.
    public var receivedRequests: [MockOperationRequest] {
        state.withLock { $0.received }
    }

    /// How many requests ``receivedRequests`` keeps.
    public static let receivedRequestLimit = 1_000

    func record(_ request: MockOperationRequest) {
        state.withLock { state in
            state.received.append(request)
            if state.received.count > Self.receivedRequestLimit {
                state.received.removeFirst(state.received.count - Self.receivedRequestLimit)
            }
        }
    }
}
