/// What an SDL validation rule sees: the collected definitions and the names they define, plus a
/// way to report problems.
struct SDLValidationContext {
    /// The definitions being validated.
    let definitions: SDLDefinitions
    /// The first definition of each extended type name (what extensions are checked against).
    let extendedTypeDefinitions: [String: SDLDefinitions.Entry<TypeDefinition>]
    /// The indices (in ``SDLDefinitions/typeDefinitions``) of definitions that repeat an earlier
    /// type name.
    let duplicateTypeDefinitionIndices: [Int]
    /// Every directive the documents may use: definitions first, then the built-ins they do not
    /// redefine.
    let directives: [String: GraphQLDirective]
    /// Type definitions followed by type extensions (computed once; several rules walk them).
    let typeNodes: [SDLDefinitions.Entry<TypeDefinition>]
    /// Every place directives are applied (computed once).
    let appliedDirectives: [AppliedDirectives]
    /// The names of the types the documents define.
    let definedTypeNames: Set<String>
    /// The names of the types that have extensions.
    let extendedTypeNames: Set<String>
    /// The problems found so far.
    private(set) var errors: [GraphQLValidationError] = []

    init(definitions: SDLDefinitions) {
        self.definitions = definitions
        typeNodes = definitions.typeNodes
        appliedDirectives = definitions.appliedDirectives
        let extendedTypeNames = Set(definitions.typeExtensions.map(\.node.name))
        self.extendedTypeNames = extendedTypeNames
        var definedTypeNames = Set<String>(minimumCapacity: definitions.typeDefinitions.count)
        var duplicates: [Int] = []
        var extended: [String: SDLDefinitions.Entry<TypeDefinition>] = [:]
        for (index, entry) in definitions.typeDefinitions.enumerated() {
            let name = entry.node.name
            if !definedTypeNames.insert(name).inserted {
                duplicates.append(index)
            } else if extendedTypeNames.contains(name) {
                extended[name] = entry
            }
        }
        self.definedTypeNames = definedTypeNames
        duplicateTypeDefinitionIndices = duplicates
        extendedTypeDefinitions = extended
        var directives: [String: GraphQLDirective] = [:]
        for directive in GraphQLSchema.builtInDirectives { directives[directive.name] = directive }
        for entry in definitions.directiveDefinitions {
            let node = entry.node
            directives[node.name] = GraphQLDirective(
                name: node.name,
                arguments: node.arguments.map {
                    GraphQLInputValue(name: $0.name, type: $0.type, defaultValue: $0.defaultValue)
                },
                isRepeatable: node.isRepeatable,
                locations: node.locations
            )
        }
        self.directives = directives
    }

    /// Whether `name` names a type the documents define or a built-in one.
    func isKnownType(_ name: String) -> Bool {
        GraphQLSchema.isBuiltInTypeName(name) || definedTypeNames.contains(name)
    }

    /// Records a problem.
    mutating func report(_ message: String, _ locations: [SourceLocation], in sourceName: String?) {
        errors.append(GraphQLValidationError(message, locations: locations, sourceName: sourceName))
    }
}

/// One SDL validation rule: a check over the AST of SDL documents, before a schema is built.
protocol SDLValidationRule {
    /// Reports the rule's problems into `context`.
    static func validate(_ context: inout SDLValidationContext)
}

/// A place in SDL where directives are applied.
struct AppliedDirectives {
    /// The directives, in order.
    var directives: [Directive]
    /// What kind of place it is.
    var location: DirectiveLocation
    /// The source the directives came from.
    var sourceName: String?
}

extension SDLDefinitions {
    /// Every place directives are applied, with its directive location.
    var appliedDirectives: [AppliedDirectives] {
        var result: [AppliedDirectives] = []
        func add(_ directives: [Directive], _ location: DirectiveLocation, _ sourceName: String?) {
            if !directives.isEmpty {
                result.append(AppliedDirectives(directives: directives, location: location, sourceName: sourceName))
            }
        }
        for entry in schemaDefinitions { add(entry.node.directives, .schema, entry.sourceName) }
        for entry in schemaExtensions { add(entry.node.directives, .schema, entry.sourceName) }
        for entry in directiveDefinitions {
            for argument in entry.node.arguments { add(argument.directives, .argumentDefinition, entry.sourceName) }
            add(entry.node.directives, .directiveDefinition, entry.sourceName)
        }
        for entry in typeNodes {
            let source = entry.sourceName
            switch entry.node {
            case .scalar(let node): add(node.directives, .scalar, source)
            case .object(let node):
                add(node.directives, .object, source)
                addFields(node.fields, source, add)
            case .interface(let node):
                add(node.directives, .interface, source)
                addFields(node.fields, source, add)
            case .union(let node): add(node.directives, .union, source)
            case .enumType(let node):
                add(node.directives, .enumType, source)
                for value in node.values { add(value.directives, .enumValue, source) }
            case .inputObject(let node):
                add(node.directives, .inputObject, source)
                for field in node.fields { add(field.directives, .inputFieldDefinition, source) }
            }
        }
        return result
    }

    private func addFields(
        _ fields: [FieldDefinition], _ source: String?, _ add: ([Directive], DirectiveLocation, String?) -> Void
    ) {
        for field in fields {
            add(field.directives, .fieldDefinition, source)
            for argument in field.arguments { add(argument.directives, .argumentDefinition, source) }
        }
    }
}
