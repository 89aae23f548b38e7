/// Turns validated SDL definitions into a ``GraphQLSchema``: merges extensions into their types,
/// reads `@deprecated`, `@specifiedBy` and `@oneOf`, resolves the root types, adds the built-ins.
struct SchemaBuilder {
    let definitions: SDLDefinitions

    /// The source each type and directive came from, for diagnostics (directives keyed `@name`).
    var sourceNames: [String: String] {
        var result: [String: String] = [:]
        for entry in definitions.typeDefinitions where result[entry.node.name] == nil {
            result[entry.node.name] = entry.sourceName
        }
        for entry in definitions.directiveDefinitions where result["@" + entry.node.name] == nil {
            result["@" + entry.node.name] = entry.sourceName
        }
        return result
    }

    func build() -> GraphQLSchema {
        var extensions: [String: [TypeDefinition]] = [:]
        for entry in definitions.typeExtensions { extensions[entry.node.name, default: []].append(entry.node) }

        var types: [GraphQLNamedType] = []
        var defined: Set<String> = []
        for entry in definitions.typeDefinitions where !defined.contains(entry.node.name) {
            defined.insert(entry.node.name)
            // Built-in scalars written in SDL stay the standard ones, as in graphql-js.
            if GraphQLSchema.builtInScalarNames.contains(entry.node.name) { continue }
            types.append(buildType(entry.node, extensions: extensions[entry.node.name] ?? []))
        }
        for scalar in GraphQLSchema.builtInScalars {
            let scalarExtensions = extensions[scalar.name] ?? []
            var merged = scalar
            for case .scalar(let node) in scalarExtensions { merged.appliedDirectives += node.directives }
            types.append(.scalar(merged))
        }
        types += GraphQLSchema.introspectionTypes.filter { !defined.contains($0.name) }

        var directives = definitions.directiveDefinitions.map { buildDirective($0.node) }
        var directiveNames = Set(directives.map(\.name))
        for directive in GraphQLSchema.builtInDirectives where !directiveNames.contains(directive.name) {
            directives.append(directive)
            directiveNames.insert(directive.name)
        }

        let roots = rootTypeNames(definedTypes: defined)
        let schemaDefinition = definitions.schemaDefinitions.first?.node
        let appliedDirectives =
            (schemaDefinition?.directives ?? []) + definitions.schemaExtensions.flatMap(\.node.directives)
        return GraphQLSchema(
            description: schemaDefinition?.description?.value,
            queryTypeName: roots[.query],
            mutationTypeName: roots[.mutation],
            subscriptionTypeName: roots[.subscription],
            types: types,
            directives: directives,
            appliedDirectives: appliedDirectives
        )
    }

    /// Root types from `schema { … }` and `extend schema { … }`, or else the default names.
    private func rootTypeNames(definedTypes: Set<String>) -> [OperationType: String] {
        var roots: [OperationType: String] = [:]
        let entries =
            definitions.schemaDefinitions.flatMap(\.node.operationTypes)
            + definitions.schemaExtensions.flatMap(\.node.operationTypes)
        for entry in entries where roots[entry.operation] == nil { roots[entry.operation] = entry.type }
        if definitions.schemaDefinitions.isEmpty {
            let defaults: [(OperationType, String)] = [
                (.query, "Query"), (.mutation, "Mutation"), (.subscription, "Subscription"),
            ]
            for (operation, name) in defaults where roots[operation] == nil && definedTypes.contains(name) {
                roots[operation] = name
            }
        }
        return roots
    }

    private func buildDirective(_ node: DirectiveDefinition) -> GraphQLDirective {
        GraphQLDirective(
            name: node.name,
            description: node.description?.value,
            arguments: node.arguments.map(buildInputValue),
            isRepeatable: node.isRepeatable,
            locations: node.locations,
            deprecationReason: Self.deprecationReason(node.directives),
            location: node.location
        )
    }
}
