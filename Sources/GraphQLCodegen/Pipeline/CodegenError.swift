public import GraphQLLanguage

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
