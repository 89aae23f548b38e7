import CourierAPI
public import CourierHTTP
public import Foundation

/// A streaming transport over HTTP `multipart/mixed`: subscriptions with Apollo's multipart
/// subscription protocol (`subscriptionSpec="1.0"`) and queries with `@defer` (incremental
/// delivery, `deferSpec=20220824`), each part (or merged increment) emitted as a response.
///
/// Each call makes one POST. A JSON (non-multipart) answer — a request error, or a document
/// without `@defer` — is emitted as a single response. Heartbeats (`{}`) are skipped. The stream
/// finishes after the closing delimiter (or `hasNext: false`); it throws
/// ``GraphQLSubscriptionError`` for a non-2xx status, a malformed part or a failed transport.
/// Cancelling the consuming task cancels the HTTP exchange. There is no reconnection: the
/// stream fails with `.connectionLost` when the body breaks off.
///
/// Each part is parsed once onto a ``/CourierAPI/JSONTape`` and a response's `data` stays there,
/// where generated types decode it and the store normalizes it, as for WebSocket results; only a
/// `@defer` result that increments were merged into is a ``/CourierAPI/JSONValue`` tree.
public struct MultipartGraphQLTransport: GraphQLSubscriptionTransport {
    /// The GraphQL endpoint.
    public var endpoint: URL
    /// The streaming HTTP transport.
    public var transport: any HTTPStreamingTransport
    /// Header fields added to every request.
    public var headerFields: HTTPFields
    /// The largest single part accepted (default 16 MiB).
    public var maximumPartSize: Int

    /// Creates a transport.
    ///
    /// - Parameters:
    ///   - endpoint: The GraphQL endpoint.
    ///   - transport: The streaming transport; a ``/CourierHTTP/URLSessionStreamingTransport`` by default.
    ///   - headerFields: Header fields for every request.
    ///   - maximumPartSize: The largest part accepted.
    public init(
        endpoint: URL,
        transport: any HTTPStreamingTransport = URLSessionStreamingTransport(),
        headerFields: HTTPFields = [:],
        maximumPartSize: Int = 16 * 1024 * 1024
    ) {
        self.endpoint = endpoint
        self.transport = transport
        self.headerFields = headerFields
        self.maximumPartSize = maximumPartSize
    }

    /// `Accept` for subscriptions.
    static let subscriptionAccept = #"multipart/mixed;subscriptionSpec="1.0",application/json"#
    /// `Accept` for incremental delivery.
    static let incrementalAccept = "multipart/mixed;deferSpec=20220824,application/json"

    /// Starts `request` as one streamed POST.
    ///
    /// - Parameter request: A subscription, or a query using `@defer`.
    /// - Returns: The events (never `.disconnected`/`.reconnected`).
    public func subscribe(_ request: GraphQLRequest) -> GraphQLSubscriptionTransportStream {
        let (stream, continuation) = GraphQLSubscriptionTransportStream.makeStream()
        let task = Task { await run(request, into: continuation) }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The HTTP request for `request`.
    func httpRequest(for request: GraphQLRequest) throws(GraphQLSubscriptionError) -> HTTPRequest {
        let body: [UInt8]
        do {
            body = try JSONValue.object(request.subscriptionPayload).serialized()
        } catch {
            throw GraphQLSubscriptionError(
                .invalidStreamingResponse("variables do not serialize"), operationName: request.operationName,
                underlyingError: error)
        }
        var fields = headerFields
        for field in request.headerFields { fields.append(name: field.name, value: field.value) }
        fields.remove("Accept")
        fields.append(
            name: "Accept",
            value: request.operationType == .subscription ? Self.subscriptionAccept : Self.incrementalAccept)
        fields.remove("Content-Type")
        fields.append(name: "Content-Type", value: "application/json")
        return HTTPRequest(
            method: .post, url: endpoint, headerFields: fields, body: Data(body),
            timeoutInterval: request.timeoutInterval)
    }

    private func run(_ request: GraphQLRequest, into continuation: GraphQLSubscriptionTransportStream.Continuation)
        async
    {
        do {
            try await stream(request, into: continuation)
            continuation.finish()
        } catch let error as GraphQLSubscriptionError {
            continuation.finish(throwing: error)
        } catch {
            continuation.finish(throwing: Self.mapped(error, operationName: request.operationName))
        }
    }

    private func stream(_ request: GraphQLRequest, into continuation: GraphQLSubscriptionTransportStream.Continuation)
        async throws
    {
        let name = request.operationName
        let response = try await transport.stream(try httpRequest(for: request))
        let contentType = response.head.contentType ?? ""
        guard response.head.isSuccessful || contentType.lowercased().contains("json") else {
            throw GraphQLSubscriptionError(.httpStatus(response.head.statusCode), operationName: name)
        }
        guard contentType.lowercased().hasPrefix("multipart/") else {
            var bytes: [UInt8] = []
            for try await chunk in response.body {
                bytes += chunk
                if bytes.count > maximumPartSize {
                    throw GraphQLSubscriptionError(.messageTooBig(limit: maximumPartSize), operationName: name)
                }
            }
            // Parsed onto a tape, where the response's `data` stays, as for ``GraphQLClient``'s HTTP answers.
            let envelope = (try? JSONTape(parsing: bytes).root).flatMap { try? GraphQLWireEnvelope($0) }
            guard let envelope, envelope.hasResultMember else {
                let kind: GraphQLSubscriptionError.Kind =
                    response.head.isSuccessful
                    ? .invalidStreamingResponse("not a GraphQL response") : .httpStatus(response.head.statusCode)
                throw GraphQLSubscriptionError(kind, operationName: name)
            }
            continuation.yield(.response(envelope.response()))
            return
        }
        var parser = MultipartMixedParser(
            boundary: try Self.boundary(contentType, name), maximumPartSize: maximumPartSize)
        var reader = MultipartPayloadReader(
            mode: request.operationType == .subscription ? .subscription : .incremental, operationName: name)
        for try await chunk in response.body {
            parser.append(chunk)
            while let part = try Self.next(&parser, name) {
                switch try reader.read(part.body) {
                case .none: continue
                case .response(let response): continuation.yield(.response(response))
                case .last(let response):
                    continuation.yield(.response(response))
                    return
                case .end: return
                }
            }
            if parser.isFinished { return }
        }
        do { try parser.finish() } catch {
            throw GraphQLSubscriptionError(.connectionLost, operationName: name, underlyingError: error)
        }
    }

    private static func boundary(_ contentType: String, _ name: String) throws(GraphQLSubscriptionError) -> String {
        do { return try MultipartMixedParser.boundary(fromContentType: contentType) } catch {
            throw GraphQLSubscriptionError(
                .invalidStreamingResponse(error.description), operationName: name, underlyingError: error)
        }
    }

    private static func next(_ parser: inout MultipartMixedParser, _ name: String) throws(GraphQLSubscriptionError)
        -> MultipartPart?
    {
        do { return try parser.nextPart() } catch {
            let kind: GraphQLSubscriptionError.Kind =
                if case .partTooLarge(let limit) = error { .messageTooBig(limit: limit) } else {
                    .invalidStreamingResponse(error.description)
                }
            throw GraphQLSubscriptionError(kind, operationName: name, underlyingError: error)
        }
    }

    static func mapped(_ error: any Error, operationName: String) -> GraphQLSubscriptionError {
        if let http = error as? HTTPError {
            switch http.kind {
            case .responseTooLarge(let limit):
                return GraphQLSubscriptionError(
                    .messageTooBig(limit: limit), operationName: operationName, underlyingError: http)
            case .cancelled:
                return GraphQLSubscriptionError(.transportClosed, operationName: operationName, underlyingError: http)
            default:
                return GraphQLSubscriptionError(.connectionLost, operationName: operationName, underlyingError: http)
            }
        }
        if error is CancellationError {
            return GraphQLSubscriptionError(.transportClosed, operationName: operationName, underlyingError: error)
        }
        return GraphQLSubscriptionError(.connectionLost, operationName: operationName, underlyingError: error)
    }
}
