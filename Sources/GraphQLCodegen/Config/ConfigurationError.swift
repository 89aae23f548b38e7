/// A configuration file that cannot be used, with the JSON path of the offending value.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the value, e.g. `$.output.schemaTypes.path`; `$` for the whole file.
    public var path: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - path: The JSON path of the value.
    ///   - message: What is wrong.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

/// A configuration problem that does not stop generation (an unknown key, an unsupported option).
public struct ConfigurationWarning: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the value.
    public var path: String
    /// What was ignored and why.
    public var message: String

    /// Creates a warning.
    ///
    /// - Parameters:
    ///   - path: The JSON path of the value.
    ///   - message: What was ignored and why.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
