public import CourierHTTP
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An `HTTPTransport` that answers GraphQL requests with a ``GraphQLMockServer`` in process,
/// without sockets: use it as `GraphQLClient(endpoint:transport:)`'s transport. Every request is
/// taken as one for the GraphQL endpoint, whatever its URL path.
///
/// Injected faults act as over HTTP: a status fault returns that response, a dropped connection
/// throws an ``/CourierHTTP/HTTPError`` of kind `.transport`, a delay waits on the injected `Sleeper`.
public struct MockServerTransport: HTTPTransport {
    /// The server that answers.
    public let server: GraphQLMockServer
    private let sleeper: any Sleeper

    /// Creates a transport.
    /// - Parameters:
    ///   - server: The server that answers.
    ///   - sleeper: Waits out injected delays; real time by default.
    public init(server: GraphQLMockServer, sleeper: any Sleeper = TaskSleeper()) {
        self.server = server
        self.sleeper = sleeper
    }

    /// Answers `request` with the mock server.
    /// - Parameter request: A GraphQL GET or POST request.
    /// - Returns: The server's response.
    /// - Throws: ``/CourierHTTP/HTTPError`` `.transport` for an injected dropped connection; `.cancelled` when
    ///   the task is cancelled during an injected delay.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        // A file or stream body is read as a server would receive it.
        let body: Data
        do {
            body = try await request.bodySource?.collect(upTo: 64 << 20) ?? Data()
        } catch {
            throw HTTPError(
                .invalidRequest, request: request, underlyingError: error, message: "the body could not be read")
        }
        let exchange = MockHTTPExchange(
            method: request.method, query: request.url.query, headerFields: request.headerFields, body: body)
        let reply = await server.respond(to: exchange)
        if reply.delay > 0 {
            do {
                try await sleeper.sleep(seconds: reply.delay)
            } catch {
                throw HTTPError(.cancelled, request: request, underlyingError: error)
            }
        }
        if reply.drops {
            throw HTTPError(
                .transport, request: request, underlyingError: URLError(.networkConnectionLost),
                message: "the mock server dropped the connection")
        }
        return HTTPResponse(
            statusCode: reply.status, headerFields: reply.headerFields, body: reply.body, url: request.url)
    }
}

extension GraphQLMockServer {
    /// An in-process transport to this server, for `GraphQLClient(endpoint:transport:)`.
    public var transport: MockServerTransport { MockServerTransport(server: self) }
}
