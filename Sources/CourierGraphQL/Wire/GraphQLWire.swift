package import CourierAPI

/// The GraphQL wire format in one place: the member names of the response envelope, and the
/// readers and writers of GraphQL error objects (GraphQL specification, section 7.1).
///
/// Envelopes are read with ``GraphQLWireEnvelope``; responses are written with
/// ``responseObject(data:errors:extensions:hasNext:errorsFirst:)``.
package enum GraphQLWire {
    /// Member names.
    enum Key {
        static let data = "data"
        static let errors = "errors"
        static let extensions = "extensions"
        static let hasNext = "hasNext"
        static let incremental = "incremental"
        static let pending = "pending"
        static let completed = "completed"
        static let path = "path"
        static let items = "items"
        static let label = "label"
        static let message = "message"
        static let locations = "locations"
        static let line = "line"
        static let column = "column"
    }

    /// An execution-result object: `data` (`null` when `nil`), then `errors` when there are any,
    /// `extensions` and `hasNext` when given.
    ///
    /// - Parameters:
    ///   - data: The `data` member.
    ///   - errors: The `errors` entries, as written by ``errorJSON(_:)`` or received.
    ///   - extensions: The `extensions` member.
    ///   - hasNext: The incremental-delivery `hasNext` member.
    ///   - errorsFirst: Whether `errors` comes before `data`, as the specification suggests for
    ///     readability (a server's choice; the client's merged results put `data` first).
    /// - Returns: The object.
    package static func responseObject(
        data: JSONValue?, errors: [JSONValue], extensions: JSONObject? = nil, hasNext: Bool? = nil,
        errorsFirst: Bool = false
    ) -> JSONObject {
        var object = JSONObject()
        if errorsFirst, !errors.isEmpty { object[Key.errors] = .array(errors) }
        object[Key.data] = data ?? .null
        if !errorsFirst, !errors.isEmpty { object[Key.errors] = .array(errors) }
        if let extensions { object[Key.extensions] = .object(extensions) }
        if let hasNext { object[Key.hasNext] = .bool(hasNext) }
        return object
    }

    /// A request-error object: `errors` and no `data` (GraphQL over HTTP: the request failed
    /// before execution).
    ///
    /// - Parameter errors: The `errors` entries.
    /// - Returns: The object.
    package static func requestErrorObject(errors: [JSONValue]) -> JSONObject {
        var object = JSONObject()
        object[Key.errors] = .array(errors)
        return object
    }
}
