public import CourierAPI

/// An error the server reported in a response's `errors` list: data, not a thrown failure.
///
/// See the GraphQL specification, section 7.1.2 "Errors".
public struct GraphQLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A position in the operation document that the error refers to.
    public struct Location: Sendable, Hashable {
        /// The line, starting at 1.
        public var line: Int
        /// The column, starting at 1.
        public var column: Int

        /// Creates a location.
        /// - Parameters:
        ///   - line: The line, starting at 1.
        ///   - column: The column, starting at 1.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The human-readable description the server gave.
    public var message: String
    /// Where in the document the error arose, if the server said.
    public var locations: [Location]
    /// The response path of the field that failed, if it was a field error.
    public var path: ResponsePath?
    /// Additional server-defined information, such as `code`.
    public var extensions: JSONObject?

    /// Creates an error.
    /// - Parameters:
    ///   - message: The description.
    ///   - locations: The document locations.
    ///   - path: The response path of the failed field.
    ///   - extensions: Server-defined details.
    public init(message: String, locations: [Location] = [], path: ResponsePath? = nil, extensions: JSONObject? = nil) {
        self.message = message
        self.locations = locations
        self.path = path
        self.extensions = extensions
    }

    /// The `extensions.code` string, the usual machine-readable error kind.
    public var code: String? { extensions?["code"]?.stringValue }

    /// `message (at path) [code]`.
    public var description: String {
        var text = message
        if let path { text += " (at \(path))" }
        if let code { text += " [\(code)]" }
        return text
    }
}

extension GraphQLError {
    /// Reads one entry of an `errors` list, tolerating servers that leave out optional members.
    ///
    /// - Parameter value: The JSON entry.
    /// - Returns: The error, or `nil` when the entry is not an object with a string `message`.
    init?(json value: JSONValue) {
        guard let object = value.objectValue, let message = object["message"]?.stringValue else { return nil }
        var locations: [Location] = []
        for entry in object["locations"]?.arrayValue ?? [] {
            guard let line = entry["line"]?.numberValue?.int64Value,
                let column = entry["column"]?.numberValue?.int64Value
            else { continue }
            locations.append(Location(line: Int(line), column: Int(column)))
        }
        var path: ResponsePath?
        if let items = object["path"]?.arrayValue {
            path = ResponsePath(
                items.compactMap { item -> ResponsePath.Component? in
                    if let key = item.stringValue { return .key(key) }
                    if let index = item.numberValue?.int64Value { return .index(Int(index)) }
                    return nil
                })
        }
        self.init(message: message, locations: locations, path: path, extensions: object["extensions"]?.objectValue)
    }
}
