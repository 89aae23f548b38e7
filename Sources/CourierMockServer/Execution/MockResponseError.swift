import CourierAPI
import GraphQLLanguage

/// One entry of a response's `errors` list.
struct MockResponseError: Error, Sendable {
    var message: String
    var locations: [SourceLocation] = []
    var path: ResponsePath?
    var extensions: JSONObject?

    var json: JSONValue {
        var object = JSONObject()
        object["message"] = .string(message)
        if !locations.isEmpty {
            object["locations"] = .array(
                locations.map { location in
                    .object([
                        "line": .number(.integer(Int64(location.line))),
                        "column": .number(.integer(Int64(location.column))),
                    ])
                })
        }
        if let path {
            object["path"] = .array(
                path.components.map { component in
                    switch component {
                    case .key(let key): .string(key)
                    case .index(let index): .number(.integer(Int64(index)))
                    }
                })
        }
        if let extensions { object["extensions"] = .object(extensions) }
        return .object(object)
    }
}

/// Errors that end a request before or during execution with no `data` ("request errors").
struct MockRequestFailure: Error, Sendable {
    var errors: [MockResponseError]

    init(_ errors: [MockResponseError]) { self.errors = errors }

    init(_ message: String, locations: [SourceLocation] = []) {
        errors = [MockResponseError(message: message, locations: locations)]
    }

    /// The response's `errors` list.
    var json: JSONValue { .array(errors.map(\.json)) }
}
