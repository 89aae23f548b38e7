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

    mutating func read(_ body: [UInt8]) throws(GraphQLSubscriptionError) -> Output {
        // An empty part (RFC 2046 allows one) carries nothing, like a heartbeat.
        if body.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 || $0 == 10 }) { return .none }
        let object: JSONObject
        do {
            guard let parsed = try JSONParser.parse(body).objectValue else {
                throw invalid("a part is not a JSON object")
            }
            object = parsed
        } catch let error as GraphQLSubscriptionError {
            throw error
        } catch {
            throw GraphQLSubscriptionError(
                .invalidStreamingResponse("a part is not JSON"), operationName: operationName, underlyingError: error)
        }
        switch mode {
        case .subscription: return try subscriptionOutput(object)
        case .incremental: return try incrementalOutput(object)
        }
    }

    private func subscriptionOutput(_ object: JSONObject) throws(GraphQLSubscriptionError) -> Output {
        // Apollo's envelope carries transport-level `errors` next to `payload`, as a response does.
        let errors = object[GraphQLWire.Key.errors]?.arrayValue.map(GraphQLWire.errors)
        guard let payload = object["payload"] else {
            if let errors {
                throw GraphQLSubscriptionError(.operationFailed, operationName: operationName, errors: errors)
            }
            return .none
        }
        switch payload {
        case .null:
            throw GraphQLSubscriptionError(.operationFailed, operationName: operationName, errors: errors ?? [])
        case .object(let result):
            let response = GraphQLResponse(payload: result)
            // A source stream that failed sends data null with errors, then ends.
            return response.hasNullData && !response.errors.isEmpty ? .last(response) : .response(response)
        default:
            throw invalid("payload is neither an object nor null")
        }
    }

    private mutating func incrementalOutput(_ object: JSONObject) throws(GraphQLSubscriptionError) -> Output {
        let changed: Bool
        do {
            changed = try merger.apply(object)
        } catch {
            throw GraphQLSubscriptionError(
                .invalidStreamingResponse(error.reason), operationName: operationName, underlyingError: error)
        }
        let response = GraphQLResponse(payload: merger.result)
        if !merger.hasNext { return changed ? .last(response) : .end }
        return changed ? .response(response) : .none
    }

    private func invalid(_ reason: String) -> GraphQLSubscriptionError {
        GraphQLSubscriptionError(.invalidStreamingResponse(reason), operationName: operationName)
    }
}
