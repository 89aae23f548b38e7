public import GraphQLLanguage

/// The code generator: operation documents and a schema in, Swift files and a persisted-query
/// manifest out.
///
/// It runs as a compiler does, in stages with typed boundaries: parse every file (syntax errors
/// name their file), validate all operations and fragments together against the schema, build
/// the merged selection-set IR, then render Swift text. Problems are ``Diagnostic`` values; any
/// error stops the run before rendering and is thrown with all the others as ``CodegenError``.
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
        var diagnostics: [Diagnostic] = []
        for source in documents {
            do {
                _ = try parse(source)
            } catch {
                diagnostics.append(Diagnostic(
                    .error, error.message,
                    at: Diagnostic.Location(file: source.name, line: error.location.line, column: error.location.column),
                    excerpt: error.excerpt
                ))
            }
        }
        if !diagnostics.isEmpty { throw CodegenError(diagnostics: diagnostics) }

        let map = SourceMap(documents)
        let document: Document
        do {
            document = try parse(map.combined)
        } catch {
            throw CodegenError(diagnostics: [map.diagnostic(.error, error.message, at: error.location)])
        }
        for definition in document.definitions where !definition.isExecutable {
            diagnostics.append(map.diagnostic(.error, "Only operations and fragments can be generated; found a type system definition.", at: definition.location))
        }
        for operation in document.operations where operation.name == nil {
            diagnostics.append(map.diagnostic(.error, "Operations must be named to generate code for them.", at: operation.location))
        }
        // Fragments may be generated for their own type, so an unused one is not an error here.
        for error in validate(document, schema: schema, rules: operationSetRules) {
            if let first = error.locations.first {
                diagnostics.append(map.diagnostic(.error, error.message, at: first))
            } else {
                diagnostics.append(Diagnostic(.error, error.message))
            }
            for other in error.locations.dropFirst() {
                diagnostics.append(map.diagnostic(.note, "related location", at: other))
            }
        }
        diagnostics += Self.nameCollisions(in: document, namespace: options.schemaNamespace, map: map)
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw CodegenError(diagnostics: Self.inSourceOrder(diagnostics))
        }
        return CodegenRun(schema: schema, document: document, map: map, options: options).generate(warnings: diagnostics)
    }

    /// Operations and fragments whose generated type names would clash with each other or with
    /// the schema namespace. (Two operations or two fragments of one name are validation errors.)
    private static func nameCollisions(in document: Document, namespace: String, map: SourceMap) -> [Diagnostic] {
        var seen: [String: (definition: String, location: SourceLocation)] = [:]
        var found: [Diagnostic] = []
        let named = document.operations.compactMap { operation in
            operation.name.map { (CodegenRun.structName(for: operation), "operation " + $0, operation.location) }
        } + document.fragments.map { (Naming.typeName($0.name), "fragment " + $0.name, $0.location) }
        for (name, definition, location) in named {
            if name == namespace {
                found.append(map.diagnostic(.error, "The generated type \(name) would clash with the schema namespace.", at: location))
            } else if let earlier = seen[name] {
                guard earlier.definition != definition else { continue }
                let message = "The generated type \(name) is also generated for \(earlier.definition) at \(map.location(earlier.location))."
                found.append(map.diagnostic(.error, message, at: location))
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
        guard let left = lhs.location, let right = rhs.location else { return lhs.location != nil && rhs.location == nil }
        return (left.file, left.line, left.column) < (right.file, right.line, right.column)
    }
}
