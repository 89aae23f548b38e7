public import GraphQLLanguage

/// One generated Swift file.
public struct GeneratedFile: Sendable, Hashable {
    /// The path relative to the output root, with `/` separators, e.g.
    /// `Operations/Queries/HeroNameQuery.graphql.swift`.
    public var relativePath: String
    /// The file's text.
    public var contents: String

    /// Creates a file.
    ///
    /// - Parameters:
    ///   - relativePath: The path relative to the output root.
    ///   - contents: The text.
    public init(relativePath: String, contents: String) {
        self.relativePath = relativePath
        self.contents = contents
    }
}

/// What a generation run produced.
public struct CodegenResult: Sendable, Hashable {
    /// The generated files, schema types first, then operations and fragments, each group sorted by path.
    public var files: [GeneratedFile]
    /// Warnings and notes (errors are thrown as ``CodegenError``).
    public var diagnostics: [Diagnostic]
    /// The persisted-query manifest of every operation.
    public var manifest: OperationManifest

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - files: The generated files.
    ///   - diagnostics: Warnings and notes.
    ///   - manifest: The persisted-query manifest.
    public init(
        files: [GeneratedFile], diagnostics: [Diagnostic] = [],
        manifest: OperationManifest = OperationManifest(operations: [])
    ) {
        self.files = files
        self.diagnostics = diagnostics
        self.manifest = manifest
    }

    /// The total size of the generated files in UTF-8 bytes.
    public var totalBytes: Int { files.reduce(0) { $0 + $1.contents.utf8.count } }
}
