/// A non-repeatable directive appears at most once per place; for a type, its definition and
/// extensions count as one place (GraphQL spec §5.7.3 "Directives Are Unique Per Location").
enum SDLUniqueDirectivesPerLocationRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        var typeDirectives: [String: [String: SourceLocation]] = [:]
        var schemaDirectives: [String: SourceLocation] = [:]
        let definitions = context.definitions
        for entry in definitions.schemaDefinitions {
            check(entry.node.directives, &schemaDirectives, entry.sourceName, &context)
        }
        for entry in definitions.schemaExtensions {
            check(entry.node.directives, &schemaDirectives, entry.sourceName, &context)
        }
        for entry in context.typeNodes {
            let directives: [Directive] =
                switch entry.node {
                case .scalar(let node): node.directives
                case .object(let node): node.directives
                case .interface(let node): node.directives
                case .union(let node): node.directives
                case .enumType(let node): node.directives
                case .inputObject(let node): node.directives
                }
            if !directives.isEmpty {
                check(directives, &typeDirectives[entry.node.name, default: [:]], entry.sourceName, &context)
            }
        }
        // Members (fields, arguments, values) are one place each.
        for place in context.appliedDirectives
        where place.directives.count > 1 && memberLocations.contains(place.location) {
            var seen: [String: SourceLocation] = [:]
            check(place.directives, &seen, place.sourceName, &context)
        }
    }

    private static let memberLocations: Set<DirectiveLocation> = [
        .fieldDefinition, .argumentDefinition, .enumValue, .inputFieldDefinition,
    ]

    private static func check(
        _ directives: [Directive], _ seen: inout [String: SourceLocation], _ sourceName: String?,
        _ context: inout SDLValidationContext
    ) {
        for directive in directives {
            guard context.directives[directive.name]?.isRepeatable == false else { continue }
            if let first = seen[directive.name] {
                context.report(
                    "The directive \"@\(directive.name)\" can only be used once at this location.",
                    [first, directive.location], in: sourceName
                )
            } else {
                seen[directive.name] = directive.location
            }
        }
    }
}
