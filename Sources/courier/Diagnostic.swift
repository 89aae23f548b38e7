import GraphQLLanguage

/// One problem to report, already placed in a file: printed as `file:line:column: error: message`
/// (or `warning:`), plus one `note:` line per further location.
struct Diagnostic {
    /// Whether the problem stops the command.
    enum Severity: String {
        case error, warning
    }

    /// A place in a named file.
    struct Place {
        var path: String
        var location: SourceLocation?
    }

    var message: String
    /// The places involved, most relevant first; may be empty.
    var places: [Place]
    /// The file to blame when there is no location.
    var fallbackPath: String?
    var severity = Severity.error

    /// The lines to print.
    var lines: [String] {
        guard let first = places.first else {
            return ["\(fallbackPath ?? "courier"): \(severity.rawValue): \(message)"]
        }
        return ["\(Self.prefix(first)) \(severity.rawValue): \(message)"] + places.dropFirst().map { "\(Self.prefix($0)) note: related location" }
    }

    private static func prefix(_ place: Place) -> String {
        guard let location = place.location else { return "\(place.path):" }
        return "\(place.path):\(location.line):\(location.column):"
    }

    /// A syntax error in its own file.
    init(_ error: GraphQLSyntaxError) {
        message = error.message
        places = [Place(path: error.sourceName, location: error.location)]
    }

    /// A validation error whose locations all belong to `path`.
    init(_ error: GraphQLValidationError, path: String) {
        message = error.message
        places = error.locations.map { Place(path: error.sourceName ?? path, location: $0) }
        fallbackPath = error.sourceName ?? path
    }

    /// A message about a whole file.
    init(message: String, path: String, severity: Severity = .error) {
        self.message = message
        places = []
        fallbackPath = path
        self.severity = severity
    }

    /// The same problem at another severity.
    func with(_ severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }

    /// A validation error placed by a mapping from combined-source locations to files.
    init(message: String, places: [Place], fallbackPath: String?) {
        self.message = message
        self.places = places
        self.fallbackPath = fallbackPath
    }
}

extension OutputStreams {
    /// Prints the diagnostics to standard error and returns the exit code: 1 if any is an
    /// error, else 0.
    func report(_ diagnostics: [Diagnostic]) -> Int32 {
        for diagnostic in diagnostics {
            for line in diagnostic.lines { error(line) }
        }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
