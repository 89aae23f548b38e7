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
