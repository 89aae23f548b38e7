import CourierAPI
import CourierGraphQL
import GraphQLLanguage

/// One entry of a response's `errors` list.
struct MockResponseError: Error, Sendable {
    var message: String
    var locations: [SourceLocation] = []
    var path: ResponsePath?
    var extensions: JSONObject?

    var json: JSONValue {
        let locations = locations.map { GraphQLError.Location(line: $0.line, column: $0.column) }
        return GraphQLWire.errorJSON(
            GraphQLError(message: message, locations: locations, path: path, extensions: extensions))
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
