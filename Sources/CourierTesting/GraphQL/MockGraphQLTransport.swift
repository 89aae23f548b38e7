public import CourierAPI
public import CourierHTTP
import CourierSupport
import Foundation

/// An HTTP transport that plays a GraphQL server for unit tests: it reads each GraphQL request
/// the client sends (JSON `POST`, `GET`, batches), answers it from expectations keyed by the
/// generated operation type, and records it.
///
/// Plug it in as a ``/CourierGraphQL/GraphQLClient``'s transport so that the whole interceptor and middleware
/// chain runs, then build answers with the generated initializers — no JSON:
///
/// ```swift
/// let mock = MockGraphQLTransport()
/// mock.expect(HeroNameQuery.self) { _ in HeroNameQuery.Data(hero: .init(__typename: "Droid", name: "R2-D2")) }
/// let client = GraphQLClient(endpoint: URL(string: "https://example.com/graphql")!, transport: mock)
/// let result = try await client.fetch(query: HeroNameQuery())
/// #expect(mock.received(HeroNameQuery()) == 1)
/// mock.verify()
/// ```
///
/// Matching: expectations are tried in the order they were added; the first one with the
/// request's `operationName` (and, if it was given an operation value, equal variables) that is
/// not used up answers. A request no expectation matches is a test failure: the mock reports it
/// through its ``FailureReporter`` (by default a Swift Testing `Issue` naming the operation and
/// its variables) and throws ``MockGraphQLTransportError/unexpectedOperation(_:)``, which the
/// client wraps in a ``/CourierGraphQL/GraphQLClientError`` of kind `.transport`.
///
/// Batches (from a batching interceptor) are answered with one result per operation; a
/// `.status` or `.failure` answer to any operation of a batch fails the whole exchange, as it
/// would on a real server. Multipart uploads are not read (use ``MockHTTPTransport``).
public struct MockGraphQLTransport: HTTPTransport {
    /// Reports a failed expectation with a message and a source location.
    public typealias FailureReporter = @Sendable (_ message: String, _ location: MockSourceLocation) -> Void

    private struct State {
        var expectations: [MockGraphQLExpectation] = []
        var requests: [MockGraphQLRequest] = []
    }

    private let state = Locked(State())
    private let reportFailure: FailureReporter
    private let location: MockSourceLocation

    /// Creates a mock with no expectations.
    /// - Parameters:
    ///   - reportFailure: Reports unexpected operations and unmet expectations; a Swift Testing
    ///     `Issue` by default.
    ///   - fileID: The creating file, for reports (leave the default).
    ///   - filePath: The creating file's path (leave the default).
    ///   - line: The creating line (leave the default).
    ///   - column: The creating column (leave the default).
    public init(
        reportFailure: @escaping FailureReporter = MockSourceLocation.recordIssue,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.reportFailure = reportFailure
        location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `operation` (any variables) and answers with `response`.
    /// - Parameters:
    ///   - operation: The generated operation type; matched by its `operationName`.
    ///   - times: How many requests it answers; ``MockGraphQLTimes/once`` by default.
    ///   - response: The answer.
    ///   - fileID: Where the expectation is made (leave the default).
    ///   - filePath: The file's path (leave the default).
    ///   - line: The line (leave the default).
    ///   - column: The column (leave the default).
    public func expect<Operation: GraphQLOperation>(
        _ operation: Operation.Type,
        times: MockGraphQLTimes = .once,
        response: MockGraphQLResponse<Operation.Data>,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        add(
            Operation.operationName, variables: nil, times, response,
            MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects `operation` (any variables) and answers with the data `answer` builds.
    /// - Parameters:
    ///   - operation: The generated operation type; matched by its `operationName`.
    ///   - times: How many requests it answers; ``MockGraphQLTimes/once`` by default.
    ///   - fileID: Where the expectation is made (leave the default).
    ///   - filePath: The file's path (leave the default).
    ///   - line: The line (leave the default).
    ///   - column: The column (leave the default).
    ///   - answer: Builds the data from the request (its variables); a thrown error reaches the
    ///     client as a transport failure.
    public func expect<Operation: GraphQLOperation>(
        _ operation: Operation.Type,
        times: MockGraphQLTimes = .once,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        answer: @escaping @Sendable (MockGraphQLRequest) async throws -> Operation.Data
    ) {
        let response = MockGraphQLResponse<Operation.Data>.handler { request in .data(try await answer(request)) }
        add(
            Operation.operationName, variables: nil, times, response,
            MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects exactly `operation` — its name and its variables — and answers with `response`.
    /// - Parameters:
    ///   - operation: A generated operation value.
    ///   - times: How many requests it answers; ``MockGraphQLTimes/once`` by default.
    ///   - response: The answer.
    ///   - fileID: Where the expectation is made (leave the default).
    ///   - filePath: The file's path (leave the default).
    ///   - line: The line (leave the default).
    ///   - column: The column (leave the default).
    public func expect<Operation: GraphQLOperation>(
        _ operation: Operation,
        times: MockGraphQLTimes = .once,
        response: MockGraphQLResponse<Operation.Data>,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        add(
            Operation.operationName, variables: operation.__variables, times, response,
            MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects exactly `operation` — its name and its variables — and answers with the data
    /// `answer` builds.
    /// - Parameters:
    ///   - operation: A generated operation value.
    ///   - times: How many requests it answers; ``MockGraphQLTimes/once`` by default.
    ///   - fileID: Where the expectation is made (leave the default).
    ///   - filePath: The file's path (leave the default).
    ///   - line: The line (leave the default).
    ///   - column: The column (leave the default).
    ///   - answer: Builds the data for the operation.
    public func expect<Operation: GraphQLOperation>(
        _ operation: Operation,
        times: MockGraphQLTimes = .once,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        answer: @escaping @Sendable (Operation) async throws -> Operation.Data
    ) {
        let response = MockGraphQLResponse<Operation.Data>.handler { _ in .data(try await answer(operation)) }
        add(
            Operation.operationName, variables: operation.__variables, times, response,
            MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func add<Data>(
        _ name: String, variables: JSONObject?, _ times: MockGraphQLTimes, _ response: MockGraphQLResponse<Data>,
        _ location: MockSourceLocation
    ) {
        let expectation = MockGraphQLExpectation(
            operationName: name, variables: variables, times: times, location: location, response: response)
        state.withLock { $0.expectations.append(expectation) }
    }

    /// Reads the GraphQL operations in `request`, records them and answers from the expectations.
    /// - Parameter request: The HTTP request the client sent.
    /// - Returns: A `200` JSON response with the result (an array of results for a batch), or the
    ///   expectation's HTTP status.
    /// - Throws: The expectation's ``/CourierHTTP/HTTPError``, ``MockGraphQLTransportError`` for an unexpected
    ///   operation or an unreadable request, or ``/CourierHTTP/HTTPError`` of kind `.cancelled` when the task is
    ///   cancelled.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if Task.isCancelled { throw HTTPError(.cancelled, request: request) }
        let operations: (requests: [MockGraphQLRequest], isBatch: Bool)
        // A file or stream body is read as a server would receive it.
        do {
            let received = try await request.collectingBody(upTo: 64 << 20)
            operations = try MockGraphQLRequestReader.operations(in: received)
        } catch {
            reportFailure("MockGraphQLTransport: \(error) in \(request)", location)
            throw error
        }
        var results: [JSONValue] = []
        for operation in operations.requests {
            switch try await answer(operation) {
            case .result(let object): results.append(.object(object))
            case .status(let code, let body):
                return HTTPResponse(
                    statusCode: code, headerFields: ["Content-Type": "text/plain"], body: Data(body.utf8),
                    url: request.url)
            case .failure(var error):
                if error.request == nil { error.request = request }
                throw error
            }
        }
        let json: JSONValue = operations.isBatch ? .array(results) : results.first ?? .null
        let body = try json.serialized()
        return HTTPResponse(
            statusCode: 200, headerFields: ["Content-Type": "application/json"], body: Data(body), url: request.url)
    }

    private func answer(_ request: MockGraphQLRequest) async throws -> MockGraphQLErasedAnswer {
        let expectation: MockGraphQLExpectation? = state.withLock { state in
            state.requests.append(request)
            guard let index = state.expectations.firstIndex(where: { $0.matches(request) }) else { return nil }
            state.expectations[index].uses += 1
            return state.expectations[index]
        }
        guard let expectation else {
            reportFailure("MockGraphQLTransport: unexpected operation \(request)", location)
            throw MockGraphQLTransportError.unexpectedOperation(request)
        }
        return try await expectation.answer(request)
    }

    // MARK: - Recorded requests and verification

    /// Every operation received so far, in order (including unexpected ones).
    public var requests: [MockGraphQLRequest] {
        state.withLock { $0.requests }
    }

    /// The operations of type `operation` received so far, in order.
    /// - Parameter operation: The generated operation type.
    /// - Returns: The recorded requests with its `operationName`; read their ``MockGraphQLRequest/variables``.
    public func requests<Operation: GraphQLOperation>(for operation: Operation.Type) -> [MockGraphQLRequest] {
        requests.filter { $0.operationName == Operation.operationName }
    }

    /// How many times exactly `operation` (its name and variables) was received.
    /// - Parameter operation: A generated operation value.
    /// - Returns: The count.
    public func received<Operation: GraphQLOperation>(_ operation: Operation) -> Int {
        requests.filter { $0.matches(operation) }.count
    }

    /// Whether every expectation answered as often as it asked for (at least once for
    /// ``MockGraphQLTimes/always``); for `#expect(mock.allExpectationsMet)`.
    public var allExpectationsMet: Bool {
        unmetExpectations.isEmpty
    }

    /// A line for each expectation not used as often as it asked for, e.g.
    /// `HeroName (once, used 0 times)`.
    public var unmetExpectations: [String] {
        state.withLock { $0.expectations.filter { !$0.isSatisfied }.map(\.summary) }
    }

    /// Reports each unmet expectation through the failure reporter, at the place it was made.
    /// - Parameters:
    ///   - fileID: The calling file, named in the message (leave the default).
    ///   - filePath: The calling file's path (leave the default).
    ///   - line: The calling line (leave the default).
    ///   - column: The calling column (leave the default).
    /// - Returns: Whether every expectation was met.
    @discardableResult
    public func verify(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column)
        -> Bool
    {
        let unmet = state.withLock { $0.expectations.filter { !$0.isSatisfied } }
        for expectation in unmet {
            reportFailure(
                "MockGraphQLTransport: expectation not met: \(expectation.summary) (verified at \(fileID):\(line))",
                expectation.location)
        }
        return unmet.isEmpty
    }
}
