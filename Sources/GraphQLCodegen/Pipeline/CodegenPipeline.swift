public import GraphQLLanguage

/// The code generator: operation documents and a schema in, Swift files and a persisted-query
/// manifest out.
///
/// It runs as a compiler does, in stages with typed boundaries: parse every file as its own source
/// into one document (syntax errors name their file), validate all operations and fragments
/// together against the schema, build the merged selection-set IR, then render Swift text.
/// Problems are ``/GraphQLLanguage/Diagnostic`` values placed by the AST's own locations, each of which knows its
/// file; any error stops the run before rendering and is thrown with all the others as
/// ``CodegenError``.
///
/// ```swift
/// let schema = try GraphQLSchema(sdl: sdlText)
/// let result = try CodegenPipeline(options: CodegenOptions { $0.schemaNamespace = "StarWarsAPI" })
///     .run(schema: schema, documents: [Source(text, name: "HeroName.graphql")])
/// for file in result.files { /* write file.contents to file.relativePath */ }
/// ```
public struct CodegenPipeline: Sendable {
    /// The options every run uses.
    public var options: CodegenOptions

    /// Creates a pipeline.
    ///
    /// - Parameter options: How to generate.
    public init(options: CodegenOptions = CodegenOptions()) {
        self.options = options
    }

    /// Generates code for the operations and fragments of `documents`.
    ///
    /// - Parameters:
    ///   - schema: The schema the operations run against.
    ///   - documents: The `.graphql` files; each source's name is its path (relative paths give
    ///     relative output paths when operations go next to their sources).
    /// - Returns: The files, warnings and the operation manifest.
    /// - Throws: ``CodegenError`` with every diagnostic when a document does not parse, is invalid
    ///   against the schema, or cannot be generated (e.g. an anonymous operation).
    public func run(schema: GraphQLSchema, documents: [Source]) throws(CodegenError) -> CodegenResult {
        // Operations may carry Apollo's client directives whatever schema they run against.
        let schema = ApolloClientDirectives.adding(to: schema)
        let (document, syntaxErrors) = parse(documents)
        if !syntaxErrors.isEmpty { throw CodegenError(diagnostics: syntaxErrors.map(Diagnostic.init)) }

        var diagnostics: [Diagnostic] = []
        func diagnostic(_ message: String, at location: SourceLocation) -> Diagnostic {
            Diagnostic(.error, message, at: location, in: document.sources)
        }
        for definition in document.definitions where !definition.isExecutable {
            diagnostics.append(
                diagnostic(
                    "Only operations and fragments can be generated; found a type system definition.",
                    at: definition.location))
        }
        for operation in document.operations where operation.name == nil {
            diagnostics.append(
                diagnostic("Operations must be named to generate code for them.", at: operation.location))
        }
        // Fragments may be generated for their own type, so an unused one is not an error here.
        for error in validate(document, schema: schema, rules: operationSetRules) {
            // An error without a location (the error limit) names no file.
            diagnostics +=
                error.locations.isEmpty
                ? [Diagnostic(.error, error.message)] : error.diagnostics(sources: document.sources)
        }
        diagnostics += Self.nameCollisions(in: document, namespace: options.schemaNamespace)
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw CodegenError(diagnostics: Self.inSourceOrder(diagnostics))
        }
        return CodegenRun(schema: schema, document: document, options: options).generate(warnings: diagnostics)
    }

    /// Operations and fragments whose generated type names would clash with each other or with
    /// the schema namespace. (Two operations or two fragments of one name are validation errors.)
    private static func nameCollisions(in document: Document, namespace: String) -> [Diagnostic] {
        var seen: [String: (definition: String, location: SourceLocation)] = [:]
        var found: [Diagnostic] = []
        let named =
            document.operations.compactMap { operation in
                operation.name.map { (CodegenRun.structName(for: operation), "operation " + $0, operation.location) }
            } + document.fragments.map { (Naming.typeName($0.name), "fragment " + $0.name, $0.location) }
        for (name, definition, location) in named {
            if name == namespace {
                found.append(
                    Diagnostic(
                        .error, "The generated type \(name) would clash with the schema namespace.", at: location,
                        in: document.sources))
            } else if let earlier = seen[name] {
                guard earlier.definition != definition else { continue }
                let place =
                    Diagnostic.Location(earlier.location, in: document.sources)?.description ?? "\(earlier.location)"
                let message = "The generated type \(name) is also generated for \(earlier.definition) at \(place)."
                found.append(Diagnostic(.error, message, at: location, in: document.sources))
            } else {
                seen[name] = (definition, location)
            }
        }
        return found
    }

    /// The diagnostics sorted by location, each note kept after the diagnostic it belongs to.
    private static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [[Diagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        return groups.sorted { sourceOrder($0[0], $1[0]) }.flatMap { $0 }
    }

    private static func sourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        guard let left = lhs.location, let right = rhs.location else {
            return lhs.location != nil && rhs.location == nil
        }
        return (left.file, left.line ?? 0, left.column ?? 0) < (right.file, right.line ?? 0, right.column ?? 0)
    }
}
