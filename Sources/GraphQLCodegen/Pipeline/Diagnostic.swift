/// A problem found while generating code, with where it is.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// Generation cannot produce correct code.
        case error
        /// The code is produced but something deserves attention.
        case warning
        /// Extra information about another diagnostic.
        case note
    }

    /// A position in a source file.
    public struct Location: Sendable, Hashable, CustomStringConvertible {
        /// The file's name or path as the source was given.
        public var file: String
        /// The 1-based line.
        public var line: Int
        /// The 1-based column.
        public var column: Int

        /// Creates a location.
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

        /// `file:line:column`.
        public var description: String { "\(file):\(line):\(column)" }
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

/// The failure of a generation run: every error found (with any warnings), in source order.
public struct CodegenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The diagnostics; at least one is an error.
    public var diagnostics: [Diagnostic]

    /// Creates a failure.
    ///
    /// - Parameter diagnostics: The diagnostics, at least one an error.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Each diagnostic on its line, followed by its excerpt when it has one.
    public var description: String {
        diagnostics.map { diagnostic in
            diagnostic.description + (diagnostic.excerpt.map { "\n" + $0 } ?? "")
        }.joined(separator: "\n")
    }
}
