public import CourierHTTP
import CourierLoopback
import CourierSupport
import Foundation

/// A transport that answers from closures instead of the network, and records every request.
///
/// Answers come from routes matched by method and path (the first match wins) or from one
/// handler for everything. A request that no route matches is a test failure: the mock reports it
/// through ``MockHTTPTransport/FailureReporter`` (by default a Swift Testing `Issue`) and throws
/// ``MockHTTPTransportError/unexpectedRequest(_:)``.
///
/// ```swift
/// let transport = MockHTTPTransport(routes: [
///     .init(.get, "/me", .json(#"{"id":1}"#)),
///     .init(.post, "/login", .status(401)),
/// ])
/// ```
public struct MockHTTPTransport: HTTPTransport {
    /// Reports a failed expectation with a message and the place the mock was created.
    public typealias FailureReporter = @Sendable (_ message: String, _ location: MockSourceLocation) -> Void

    private let state: Locked<[MockRoute]>
    private let log = Locked<[HTTPRequest]>([])
    private let fallback: MockResponse?
    private let reportFailure: FailureReporter
    private let location: MockSourceLocation

    /// Creates a mock that answers by route.
    /// - Parameters:
    ///   - routes: The routes, first match wins.
    ///   - reportFailure: Reports an unexpected request; a Swift Testing `Issue` by default.
    ///   - fileID: The creating file, for the report (leave the default).
    ///   - filePath: The creating file's path, for the report (leave the default).
    ///   - line: The creating line, for the report (leave the default).
    ///   - column: The creating column, for the report (leave the default).
    public init(
        routes: [MockRoute],
        reportFailure: @escaping FailureReporter = MockSourceLocation.recordIssue,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.state = Locked(routes)
        self.fallback = nil
        self.reportFailure = reportFailure
        self.location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a mock that answers every request with `handler`.
    /// - Parameters:
    ///   - fileID: The creating file (leave the default).
    ///   - filePath: The creating file's path (leave the default).
    ///   - line: The creating line (leave the default).
    ///   - column: The creating column (leave the default).
    ///   - handler: Builds the response (or throws) for any request.
    public init(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) {
        self.state = Locked([])
        self.fallback = .handler(handler)
        self.reportFailure = MockSourceLocation.recordIssue
        self.location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Adds a route after the existing ones.
    /// - Parameter route: The route.
    public func register(_ route: MockRoute) {
        state.withLock { $0.append(route) }
    }

    /// Every request sent so far, in order (including unexpected ones).
    public var sentRequests: [HTTPRequest] {
        log.withLock { $0 }
    }

    /// Records `request` and answers it from the first matching route; the route's answer gets the
    /// request with a file or stream body read into memory (a one-shot stream is used up).
    /// - Parameter request: The request.
    /// - Returns: The route's response.
    /// - Throws: The route's error, ``MockHTTPTransportError/unexpectedRequest(_:)`` when nothing
    ///   matches, or ``/CourierHTTP/HTTPError`` of kind `.cancelled` when the task is cancelled.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        log.withLock { $0.append(request) }
        if Task.isCancelled { throw HTTPError(.cancelled, request: request) }
        let route = state.withLock { routes in routes.first { $0.matches(request) } }
        guard let response = route?.response ?? fallback else {
            reportFailure("MockHTTPTransport: unexpected request \(request)", location)
            throw MockHTTPTransportError.unexpectedRequest(request)
        }
        // The answer sees a file or stream body as bytes, as a server would receive it.
        let received: HTTPRequest
        do {
            received = try await request.collectingBody(upTo: 64 << 20)
        } catch {
            throw HTTPError(
                .invalidRequest, request: request, underlyingError: error, message: "the body could not be read")
        }
        return try await response.respond(to: received)
    }
}

/// The error a ``MockHTTPTransport`` throws for a request it was not told to expect.
public enum MockHTTPTransportError: Error, Sendable, Hashable {
    /// No route matched the request.
    case unexpectedRequest(HTTPRequest)
}

/// A method-and-path rule of a ``MockHTTPTransport`` with the answer it gives.
public struct MockRoute: Sendable {
    /// The method to match, or `nil` for any.
    public var method: HTTPMethod?
    /// The URL path to match exactly (the query is ignored).
    public var path: String
    /// The answer.
    public var response: MockResponse

    /// Creates a route.
    /// - Parameters:
    ///   - method: The method to match, or `nil` for any.
    ///   - path: The URL path, e.g. `/users/1`.
    ///   - response: The answer.
    public init(_ method: HTTPMethod?, _ path: String, _ response: MockResponse) {
        self.method = method
        self.path = path
        self.response = response
    }

    func matches(_ request: HTTPRequest) -> Bool {
        (method == nil || method == request.method) && request.url.path == path
    }
}
