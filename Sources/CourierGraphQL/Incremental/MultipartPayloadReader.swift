import CourierAPI

/// Turns the JSON parts of a multipart GraphQL response into responses: Apollo's multipart
/// subscription envelope (`{}` heartbeats and empty parts, `{"payload": …}`, `{"payload": null, "errors": …}`)
/// or incremental delivery (initial result, then `incremental` payloads merged in).
struct MultipartPayloadReader: Sendable {
    enum Mode: Sendable { case subscription, incremental }

    /// What one part yields.
    enum Output: Sendable {
        /// Nothing to emit (a heartbeat, or an increment that changed nothing).
        case none
        /// A response to emit.
        case response(GraphQLResponse)
        /// A response to emit, after which the stream is over.
        case last(GraphQLResponse)
        /// The stream is over; nothing new to emit.
        case end
    }

    let mode: Mode
    let operationName: String
    private var merger = IncrementalResultMerger()

    init(mode: Mode, operationName: String) {
        self.mode = mode
        self.operationName = operationName
    }

    /// Reads one part's body.
    ///
    /// A subscription part is parsed onto a ``/CourierAPI/JSONTape`` and its `payload` read there
    /// in place, so the response's `data` stays on the tape, as over the WebSocket. So does the
    /// initial result of incremental delivery (all of a plain result sent as multipart); the parts
    /// after it are merged into a tree (``IncrementalResultMerger``), so they are parsed as one.
    ///
    /// - Parameter body: The part's body.
    /// - Returns: What to emit.
    /// - Throws: ``GraphQLSubscriptionError`` for a part that is not a JSON object, a failed
    ///   subscription, or increments that do not merge.
    mutating func read(_ body: [UInt8]) throws(GraphQLSubscriptionError) -> Output {
        // An empty part (RFC 2046 allows one) carries nothing, like a heartbeat.
        if body.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 || $0 == 10 }) { return .none }
        switch mode {
        case .subscription:
            return try subscriptionOutput(object(body, parse: Self.tapeRoot))
        case .incremental where merger.awaitsInitialResult:
            return try incrementalOutput(object(body, parse: Self.tapeRoot))
        case .incremental:
            return try incrementalOutput(object(body, parse: Self.tree))
        }
    }

    private static func tapeRoot(_ body: [UInt8]) throws(JSONParseError) -> JSONTapeValue {
        try JSONTape(parsing: body).root
    }

    private static func tree(_ body: [UInt8]) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(body)
    }

    /// The part parsed by `parse`, which must give an object.
    private func object<Value: GraphQLWireValue>(
        _ body: [UInt8], parse: ([UInt8]) throws(JSONParseError) -> Value
    ) throws(GraphQLSubscriptionError) -> Value {
        let value: Value
        do { value = try parse(body) } catch {
            throw GraphQLSubscriptionError(
                .invalidStreamingResponse("a part is not JSON"), operationName: operationName, underlyingError: error)
        }
        guard value.isObject else { throw invalid("a part is not a JSON object") }
        return value
    }

    private func subscriptionOutput<Value: GraphQLWireValue>(_ part: Value) throws(GraphQLSubscriptionError)
        -> Output
    {
        // Apollo's envelope carries transport-level `errors` next to `payload`, as a response does.
        let errors = part[GraphQLWire.Key.errors]?.wireElements.map { GraphQLWire.errors($0) }
        guard let payload = part["payload"] else {
            if let errors {
                throw GraphQLSubscriptionError(.operationFailed, operationName: operationName, errors: errors)
            }
            return .none
        }
        if payload.isNull {
            throw GraphQLSubscriptionError(.operationFailed, operationName: operationName, errors: errors ?? [])
        }
        guard let result = try? GraphQLWireEnvelope(payload) else {
            throw invalid("payload is neither an object nor null")
        }
        let response = result.response()
        // A source stream that failed sends data null with errors, then ends.
        return response.hasNullData && !response.errors.isEmpty ? .last(response) : .response(response)
    }

    private mutating func incrementalOutput<Value: GraphQLWireValue>(_ part: Value) throws(GraphQLSubscriptionError)
        -> Output
    {
        let changed: Bool
        do {
            changed = try merger.apply(payload: part)
        } catch {
            throw GraphQLSubscriptionError(
                .invalidStreamingResponse(error.reason), operationName: operationName, underlyingError: error)
        }
        let response = merger.response
        if !merger.hasNext { return changed ? .last(response) : .end }
        return changed ? .response(response) : .none
    }

    private func invalid(_ reason: String) -> GraphQLSubscriptionError {
        GraphQLSubscriptionError(.invalidStreamingResponse(reason), operationName: operationName)
    }
}
