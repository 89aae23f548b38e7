import GraphQLLanguage

extension OutputStreams {
    /// Prints the diagnostics to standard error, one line each, as
    /// `file:line:column: error: message` (a diagnostic that names no file is the command's own:
    /// `courier: error: message`), and returns the exit code: 1 if any is an error, else 0.
    func report(_ diagnostics: [Diagnostic]) -> Int32 {
        for diagnostic in diagnostics {
            error(diagnostic.location == nil ? "courier: \(diagnostic)" : diagnostic.description)
        }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
