import CourierAPI

/// The members of a GraphQL response envelope, read from one JSON object: an execution result
/// (`data`, `errors`, `extensions`) and the incremental-delivery members (`hasNext`,
/// `incremental`, `pending`, `completed`).
///
/// This is the one reader of the envelope: HTTP answers and batches, multipart parts, `@defer`
/// payloads and both WebSocket subprotocols' payloads go through it, over a tree or a tape.
struct GraphQLWireEnvelope<Value: GraphQLWireValue>: Sendable {
    /// The envelope object.
    let object: Value

    /// Reads `value` as an envelope.
    /// - Throws: ``GraphQLWireError/Kind/notAnObject``.
    init(_ value: Value) throws(GraphQLWireError) {
        guard value.isObject else { throw GraphQLWireError(.notAnObject) }
        object = value
    }

    /// `data`: `nil` when absent.
    var data: Value? { object[GraphQLWire.Key.data] }
    /// The `errors` member as written, `nil` when absent.
    var errorsMember: Value? { object[GraphQLWire.Key.errors] }
    /// The entries of the `errors` list (empty when absent or not a list).
    var errorEntries: [Value] { errorsMember?.wireElements ?? [] }
    /// The `errors` list's entries that are GraphQL error objects.
    var errors: [GraphQLError] { GraphQLWire.errors(errorEntries) }
    /// `extensions`, when it is an object.
    var extensions: JSONObject? { object[GraphQLWire.Key.extensions]?.objectTree }
    /// `hasNext`, when it is a boolean.
    var hasNext: Bool? { object[GraphQLWire.Key.hasNext]?.boolValue }
    /// The entries of `incremental` (empty when absent).
    var incremental: [Value] { object[GraphQLWire.Key.incremental]?.wireElements ?? [] }
    /// The entries of `pending` (empty when absent).
    var pending: [Value] { object[GraphQLWire.Key.pending]?.wireElements ?? [] }
    /// The entries of `completed` (empty when absent).
    var completed: [Value] { object[GraphQLWire.Key.completed]?.wireElements ?? [] }

    /// Whether the envelope has a `data` or an `errors` member, whatever their values: the check
    /// on a streamed answer's first result.
    var hasResultMember: Bool { data != nil || errorsMember != nil }

    /// The envelope as a response, without checks (a WebSocket or multipart payload).
    func response() -> GraphQLResponse {
        GraphQLResponse(storage: data?.responseData, errors: errors, extensions: extensions)
    }

    /// The envelope as a GraphQL-over-HTTP answer: it has `data` or a non-empty `errors` list,
    /// and its `data` is an object or `null`.
    /// - Throws: ``GraphQLWireError/Kind/noResult`` or ``GraphQLWireError/Kind/dataNotAnObject``.
    func checkedResponse() throws(GraphQLWireError) -> GraphQLResponse {
        let data = data
        let errors = errors
        guard data != nil || !errors.isEmpty else { throw GraphQLWireError(.noResult) }
        if let data, !data.isNull, !data.isObject { throw GraphQLWireError(.dataNotAnObject) }
        return GraphQLResponse(storage: data?.responseData, errors: errors, extensions: extensions)
    }
}

/// One entry of an envelope's `incremental` list: `data` for a deferred fragment or `items` for
/// a streamed list, at `path`.
struct GraphQLWireIncrement<Value: GraphQLWireValue>: Sendable {
    /// The response path the increment applies to.
    let path: [Value]
    let data: Value?
    let items: [Value]?
    let label: String?
    /// The entries of the increment's `errors` list.
    let errorEntries: [Value]

    /// Reads one `incremental` entry.
    /// - Throws: ``GraphQLWireError/Kind/incrementalEntryWithoutPath``.
    init(_ value: Value) throws(GraphQLWireError) {
        guard value.isObject, let path = value[GraphQLWire.Key.path]?.wireElements else {
            throw GraphQLWireError(.incrementalEntryWithoutPath)
        }
        self.path = path
        data = value[GraphQLWire.Key.data]
        items = value[GraphQLWire.Key.items]?.wireElements
        label = value[GraphQLWire.Key.label]?.stringValue
        errorEntries = value[GraphQLWire.Key.errors]?.wireElements ?? []
    }
}
