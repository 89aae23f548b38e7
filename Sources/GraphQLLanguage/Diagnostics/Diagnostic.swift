/// A problem to report, with how serious it is and where it is: the one shape every stage hands
/// on, from the parser (``init(_:)``) and the validator
/// (``GraphQLValidationError/diagnostics(severity:sources:file:)``) through code generation to
/// the command line.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The input is wrong: a document does not parse or validate, or code cannot be generated.
        case error
        /// The work goes on, but something deserves attention.
        case warning
        /// Extra information about the diagnostic before it, e.g. a related location.
        case note
    }

    /// A file, and the position in it when the problem has one.
    public struct Location: Sendable, Hashable, CustomStringConvertible {
        /// The file's name or path, as its source was named.
        public var file: String
        /// The 1-based line, or `nil` for a problem with the whole file.
        public var line: Int?
        /// The 1-based column, or `nil` for a problem with the whole file.
        public var column: Int?

        /// Creates a position in a file.
        ///
        /// - Parameters:
        ///   - file: The file.
        ///   - line: The 1-based line.
        ///   - column: The 1-based column.
        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }

        /// Creates a location that is a whole file.
        ///
        /// - Parameter file: The file.
        public init(file: String) {
            self.file = file
        }

        /// `file:line:column`, or `file` for a whole file.
        public var description: String {
            guard let line, let column else { return file }
            return "\(file):\(line):\(column)"
        }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What the problem is.
    public var message: String
    /// Where it is, when it has a place.
    public var location: Location?
    /// The source lines around the location with a `^` under the column, when known.
    public var excerpt: String?

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: How serious.
    ///   - message: What.
    ///   - location: Where, if anywhere.
    ///   - excerpt: The source around the location, if known.
    public init(_ severity: Severity, _ message: String, at location: Location? = nil, excerpt: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.excerpt = excerpt
    }

    /// `file:line:column: error: message`, the format compilers and editors understand.
    public var description: String {
        (location.map { "\($0): " } ?? "") + "\(severity.rawValue): \(message)"
    }
}
