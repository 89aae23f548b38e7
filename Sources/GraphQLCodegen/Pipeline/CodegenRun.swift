import CourierAPI
import GraphQLLanguage

/// One generation over a validated document: builds the IR and renders the files.
struct CodegenRun {
    let schema: GraphQLSchema
    /// The operations and fragments of every file; each location knows its file.
    let document: Document
    let options: CodegenOptions

    func generate(warnings: [Diagnostic]) -> CodegenResult {
        // `@typePolicy` key fields, unless the options name the type's key fields themselves.
        let policies = ApolloSchemaPolicies(schema: schema)
        var options = self.options
        options.keyFields = policies.keyFields.merging(self.options.keyFields) { _, configured in configured }
        var fragments: [String: FragmentDefinition] = [:]
        for fragment in document.fragments { fragments[fragment.name] = fragment }
        let structNames = document.operations.map { Self.structName(for: $0) }
        let builder = SelectionSetBuilder(
            schema: schema, fragments: fragments, namespace: options.schemaNamespace, topLevelNames: [])
        builder.inflectionRules = options.inflectionRules
        let types = TypeMapper(schema: schema, options: options)
        let imported = ImportedDefinitions(document: document, modules: options.importedModules)
        let renderer = OperationRenderer(types: types, options: options, fragmentTypes: imported.fragmentTypes)
        // What a generated file may refer to and alias depends only on its own definition, the
        // fragments it spreads and (for an operation) the fragments of its own `.graphql` file, so
        // that adding or deleting another `.graphql` file changes nothing here. Structs are never
        // aliased to another operation's.
        var shapes: [String: [ShapeMemo.Entry]] = [:]
        var fragmentsByFile: [String: [String]] = [:]
        for fragment in document.fragments where imported.module(ofFragment: fragment.name) == nil {
            fragmentsByFile[file(of: fragment.location), default: []].append(fragment.name)
        }
        func scope(of selectionSet: GraphQLLanguage.SelectionSet, named name: String, sameFile: [String] = [])
            -> ShapeMemo
        {
            let used = FragmentSpreadCollector.names(in: selectionSet, fragments: fragments)
            let seeds = used.sorted() + sameFile.sorted().filter { !used.contains($0) }
            builder.topLevelNames = Set(seeds.map { Naming.typeName($0) }).union([name, options.schemaNamespace])
                .union(imported.modules)
            return ShapeMemo(seeds: seeds.flatMap { shapes[$0] ?? [] })
        }

        var operationFiles: [(path: String, file: SwiftFile)] = []
        var built: Set<String> = []
        func buildFragment(_ fragment: FragmentDefinition) {
            guard built.insert(fragment.name).inserted else { return }
            for name in FragmentSpreadCollector.names(in: fragment.selectionSet, fragments: fragments) {
                if let dependency = fragments[name] { buildFragment(dependency) }
            }
            // Another module's fragment is not built: a spread of it refers to its type, and no
            // field forwards to it (its enums and custom scalars are that module's types, and its
            // nested structs are named by that module's run), so the spreading struct stores its
            // own copies of the fields.
            guard imported.module(ofFragment: fragment.name) == nil else { return }
            let typeName = Naming.typeName(fragment.name)
            let memo = scope(of: fragment.selectionSet, named: typeName)
            builder.variableDefaults = [:]
            let set = builder.build(
                name: typeName, path: typeName, typeName: fragment.typeCondition,
                possible: builder.possibleTypes(fragment.typeCondition),
                sources: [
                    .init(selectionSet: fragment.selectionSet, conditions: .always, definedOn: fragment.typeCondition)
                ],
                kind: .fragment
            )
            builder.builtFragments[fragment.name] = set
            var traits = DefinitionTraits(
                name: fragment.name, directives: fragment.directives, isFragment: true, options: options
            )
            traits.addImports(imported.modules(referencedBy: set))
            operationFiles.append(
                (
                    path: path(for: fileName(ofFragment: typeName), folder: "Fragments", location: fragment.location),
                    file: renderer.render(
                        fragment: set, description: fragment.description?.value, memo: memo, traits: traits
                    )
                ))
            shapes[fragment.name] = memo.recorded
        }
        for fragment in document.fragments { buildFragment(fragment) }

        var entries: [OperationManifest.Entry] = []
        for (operation, structName) in zip(document.operations, structNames) {
            guard let name = operation.name, let root = schema.rootType(for: operation.operation),
                imported.module(of: operation.location) == nil
            else { continue }
            let text = DocumentPrinter.document(for: operation, fragments: fragments)
            let identifier = SHA256.hexDigest(text.utf8)
            var traits = DefinitionTraits(
                name: name, directives: operation.directives, isFragment: false, options: options
            )
            // A local cache mutation is never sent, so it has no persisted query.
            if !traits.isLocalCacheMutation {
                entries.append(.init(id: identifier, body: text, name: name, type: operation.operation.rawValue))
            }
            let memo = scope(
                of: operation.selectionSet, named: structName,
                sameFile: fragmentsByFile[file(of: operation.location)] ?? [])
            builder.variableDefaults = Dictionary(
                operation.variableDefinitions.compactMap { variable in variable.defaultValue.map { (variable.name, $0) }
                }, uniquingKeysWith: { first, _ in first })
            let data = builder.build(
                name: "Data", path: structName + ".Data", typeName: root.name, possible: [root.name],
                sources: [.init(selectionSet: operation.selectionSet, conditions: .always, definedOn: root.name)],
                kind: .root
            )
            traits.addImports(imported.modules(referencedBy: data))
            let folder: String =
                switch operation.operation {
                case .query: "Queries"
                case .mutation: "Mutations"
                case .subscription: "Subscriptions"
                }
            operationFiles.append(
                (
                    path: path(for: structName, folder: folder, location: operation.location),
                    file: renderer.render(
                        operation, structName: structName, document: text, identifier: identifier, data: data,
                        memo: memo, traits: traits,
                        hasDeferredFragments: Deferral.occurs(in: operation.selectionSet, fragments: fragments)
                    )
                ))
        }

        // Mocks first: the enums and custom scalars their fields use must be generated too.
        let mockFiles =
            options.testMocksPath.map { MockRenderer(schema: schema, options: options, types: types).render(into: $0) }
            ?? []
        let schemaRenderer = SchemaRenderer(
            schema: schema, options: options, types: types, redirects: policies.redirects)
        var schemaFiles = [
            (path: join(options.schemaTypesPath, "SchemaMetadata.graphql.swift"), file: schemaRenderer.renderMetadata())
        ]
        // Input objects reference further types while rendering; render until nothing new appears.
        var rendered: Set<String> = []
        while let next = types.usedSchemaTypes.subtracting(rendered).sorted().first {
            rendered.insert(next)
            if let (folder, file) = schemaRenderer.render(typeNamed: next) {
                let fileName = options.schemaCustomization.typeName(next) + ".graphql.swift"
                schemaFiles.append((path: join(options.schemaTypesPath, folder, fileName), file: file))
            }
        }
        var warnings = warnings + policies.warnings
        for (_, deprecated) in builder.deprecatedFields.sorted(by: { $0.key < $1.key })
        where options.warnsOnDeprecatedUsage {
            warnings.append(Diagnostic(.warning, deprecated.message, at: deprecated.location, in: document.sources))
        }
        let imports = ScalarImports(options: options)
        let files =
            (schemaFiles.sorted { $0.path < $1.path } + operationFiles.sorted { $0.path < $1.path })
            .map { GeneratedFile(relativePath: $0.path, contents: imports.apply(to: $0.file).text) } + mockFiles
        return CodegenResult(
            files: files, diagnostics: warnings,
            manifest: OperationManifest(operations: entries.sorted { $0.name < $1.name }))
    }

    /// `HeroName` query → `HeroNameQuery` (unless the name already ends in the kind; `_`
    /// appended to a reserved name such as `GraphQLQuery`).
    static func structName(for operation: OperationDefinition) -> String {
        let name = operation.name ?? "Anonymous"
        let suffix = Naming.capitalized(operation.operation.rawValue)
        return Naming.typeName(name.hasSuffix(suffix) ? name : name + suffix)
    }

    /// A fragment's file name: its type name, with `Fragment` appended when a schema type has the
    /// same name up to case, whose file would have the same name (SwiftPM wants distinct file names
    /// in a target, and Apple file systems ignore case).
    private func fileName(ofFragment typeName: String) -> String {
        let lowercased = typeName.lowercased()
        return schema.typeNames.contains { $0.lowercased() == lowercased } ? typeName + "Fragment" : typeName
    }

    private func path(for typeName: String, folder: String, location: SourceLocation) -> String {
        switch options.operationLayout {
        case .inFolder(let root):
            return join(root, folder, typeName + ".graphql.swift")
        case .relativeToSource:
            let directory = file(of: location).split(separator: "/", omittingEmptySubsequences: false).dropLast()
                .joined(separator: "/")
            return join(directory, typeName + ".graphql.swift")
        }
    }

    /// The name of the `.graphql` file a location is in.
    private func file(of location: SourceLocation) -> String {
        document.source(of: location)?.name ?? ""
    }

    private func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: "/")
    }
}
