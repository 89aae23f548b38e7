extension Diagnostic {
    /// A syntax error as an error diagnostic in its source's file, with its excerpt.
    /// - Parameter error: The error the parser threw.
    public init(_ error: GraphQLSyntaxError) {
        self.init(
            .error, error.message,
            at: Location(file: error.sourceName, line: error.location.line, column: error.location.column),
            excerpt: error.excerpt)
    }

    /// A diagnostic at a node's location, placed in the file of the source it is in.
    /// - Parameters:
    ///   - severity: How serious.
    ///   - message: What.
    ///   - location: A location of a node of a document whose sources are `sources`.
    ///   - sources: The document's ``Document/sources``.
    ///   - file: The file to name when `sources` has none for the location.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation, in sources: [Source], file: String? = nil
    ) {
        let excerpt =
            sources.indices.contains(location.sourceIndex) ? sources[location.sourceIndex].excerpt(at: location) : nil
        let place =
            Location(location, in: sources)
            ?? file.map { Location(file: $0, line: location.line, column: location.column) }
        self.init(severity, message, at: place, excerpt: excerpt?.isEmpty == false ? excerpt : nil)
    }
}

extension Diagnostic.Location {
    /// The file and position of a node's location: the file is the name of the source it is in.
    /// - Parameters:
    ///   - location: A location of a node of a document whose sources are `sources`.
    ///   - sources: The document's ``Document/sources``.
    /// - Returns: `nil` when `sources` has no source for the location.
    public init?(_ location: SourceLocation, in sources: [Source]) {
        guard sources.indices.contains(location.sourceIndex) else { return nil }
        self.init(file: sources[location.sourceIndex].name, line: location.line, column: location.column)
    }
}

extension GraphQLValidationError {
    /// The error as diagnostics: one at its first location, then a `related location` note at
    /// each further one, each in the file of its own source.
    /// - Parameters:
    ///   - severity: The first diagnostic's severity.
    ///   - sources: The validated document's ``Document/sources``, which name the files and give
    ///     the excerpts; without them every location is placed in ``sourceName`` (or `file`).
    ///   - file: The file to name when neither the sources nor ``sourceName`` say.
    /// - Returns: At least one diagnostic; one without a position when the error has no location.
    public func diagnostics(severity: Diagnostic.Severity = .error, sources: [Source] = [], file: String? = nil)
        -> [Diagnostic]
    {
        let fallback = sourceName ?? file
        guard let first = locations.first else {
            return [Diagnostic(severity, message, at: fallback.map(Diagnostic.Location.init(file:)))]
        }
        return [Diagnostic(severity, message, at: first, in: sources, file: fallback)]
            + locations.dropFirst().map { Diagnostic(.note, "related location", at: $0, in: sources, file: fallback) }
    }
}
