/// The directives of type-system definitions that stray into an executable document, so that
/// ``KnownDirectivesInDocumentRule`` can say where they may not be used (as graphql-js does,
/// beside ``ExecutableDefinitionsRule``'s report).
extension DocumentIndex {
    /// The directive lists of one type-system definition or extension, with their locations.
    static func typeSystemDirectiveLists(of definition: Definition) -> [DirectiveListUse] {
        var lists: [DirectiveListUse] = []
        func add(_ directives: [Directive], _ location: DirectiveLocation) {
            if !directives.isEmpty { lists.append(DirectiveListUse(directives: directives, location: location)) }
        }
        func addFields(_ fields: [FieldDefinition]) {
            for field in fields {
                add(field.directives, .fieldDefinition)
                for argument in field.arguments { add(argument.directives, .argumentDefinition) }
            }
        }
        switch definition {
        case .schema(let schema): add(schema.directives, .schema)
        case .schemaExtension(let schema): add(schema.directives, .schema)
        case .directive(let directive):
            for argument in directive.arguments { add(argument.directives, .argumentDefinition) }
            add(directive.directives, .directiveDefinition)
        case .type(let type), .typeExtension(let type):
            switch type {
            case .scalar(let node): add(node.directives, .scalar)
            case .object(let node):
                add(node.directives, .object)
                addFields(node.fields)
            case .interface(let node):
                add(node.directives, .interface)
                addFields(node.fields)
            case .union(let node): add(node.directives, .union)
            case .enumType(let node):
                add(node.directives, .enumType)
                for value in node.values { add(value.directives, .enumValue) }
            case .inputObject(let node):
                add(node.directives, .inputObject)
                for field in node.fields { add(field.directives, .inputFieldDefinition) }
            }
        case .operation, .fragment:
            break
        }
        return lists
    }
}
