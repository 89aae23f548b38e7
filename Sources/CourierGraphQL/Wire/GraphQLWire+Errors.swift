package import CourierAPI

extension GraphQLWire {
    /// The entries of an `errors` list that are GraphQL error objects (others are skipped).
    static func errors<Value: GraphQLWireValue>(_ entries: [Value]) -> [GraphQLError] {
        entries.compactMap(error)
    }

    /// Reads one entry of an `errors` list, tolerating servers that leave out optional members.
    ///
    /// - Parameter value: The entry.
    /// - Returns: The error, or `nil` when the entry is not an object with a string `message`.
    static func error<Value: GraphQLWireValue>(_ value: Value) -> GraphQLError? {
        guard value.isObject, let message = value[Key.message]?.stringValue else { return nil }
        var locations: [GraphQLError.Location] = []
        for entry in value[Key.locations]?.wireElements ?? [] {
            guard let line = entry[Key.line]?.numberValue?.int64Value,
                let column = entry[Key.column]?.numberValue?.int64Value
            else { continue }
            locations.append(GraphQLError.Location(line: Int(line), column: Int(column)))
        }
        var path: ResponsePath?
        if let items = value[Key.path]?.wireElements {
            path = ResponsePath(
                items.compactMap { item -> ResponsePath.Component? in
                    if let key = item.stringValue { return .key(key) }
                    if let index = item.numberValue?.int64Value { return .index(Int(index)) }
                    return nil
                })
        }
        return GraphQLError(
            message: message, locations: locations, path: path, extensions: value[Key.extensions]?.objectTree)
    }

    /// Reads one entry of an `errors` list from a tree, as ``error(_:)``.
    package static func error(json: JSONValue) -> GraphQLError? { error(json) }

    /// The errors of a WebSocket `error` message's payload: a list of GraphQL errors, an object
    /// with an `errors` list, or one error object.
    static func errors<Value: GraphQLWireValue>(inErrorPayload payload: Value?) -> [GraphQLError] {
        guard let payload else { return [] }
        if let items = payload.wireElements { return errors(items) }
        guard payload.isObject else { return [] }
        if let nested = payload[Key.errors]?.wireElements { return errors(nested) }
        return error(payload).map { [$0] } ?? []
    }

    /// One entry of a response's `errors` list: `message`, then `locations`, `path` and
    /// `extensions` when present.
    ///
    /// - Parameter error: The error.
    /// - Returns: The JSON object.
    package static func errorJSON(_ error: GraphQLError) -> JSONValue {
        var object = JSONObject()
        object[Key.message] = .string(error.message)
        if !error.locations.isEmpty {
            object[Key.locations] = .array(
                error.locations.map { location in
                    .object([
                        Key.line: .number(.integer(Int64(location.line))),
                        Key.column: .number(.integer(Int64(location.column))),
                    ])
                })
        }
        if let path = error.path {
            object[Key.path] = .array(
                path.components.map { component in
                    switch component {
                    case .key(let key): .string(key)
                    case .index(let index): .number(.integer(Int64(index)))
                    }
                })
        }
        if let extensions = error.extensions { object[Key.extensions] = .object(extensions) }
        return .object(object)
    }
}
