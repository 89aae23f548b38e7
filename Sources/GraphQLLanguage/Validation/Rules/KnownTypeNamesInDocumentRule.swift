/// Fragment Spread Type Existence and Variables Are Input Types (type existence part) — GraphQL
/// spec §5.5.1.2 and §5.8.2.
///
/// Every type named in a variable definition or a type condition must exist in the schema.
/// Locations: the type name, read from the source (else the enclosing definition's start).
public struct KnownTypeNamesInDocumentRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every unknown type name, with suggestions of similar names.
    public func validate(_ context: ValidationContext) {
        let schema = context.schema
        var unknown: [(name: String, location: SourceLocation)] = []
        func check(_ name: String, at location: SourceLocation) {
            if schema.types[name] == nil { unknown.append((name, location)) }
        }
        for definition in context.document.definitions {
            switch definition {
            case .operation(let operation):
                for variable in operation.variableDefinitions {
                    check(variable.type.namedType, at: variable.namedTypeLocation)
                }
            case .fragment(let fragment):
                check(fragment.typeCondition, at: fragment.typeConditionLocation)
            default:
                continue
            }
        }
        for use in context.index.fragmentUses {
            guard let inline = use.inline, let condition = inline.typeCondition else { continue }
            check(condition, at: inline.typeConditionLocation ?? inline.location)
        }
        // Report in document order, as a single walk would.
        for (name, location) in unknown.sorted(by: { $0.location < $1.location }) {
            let suggestions = Suggestions.list(for: name, options: schema.typeNames)
            context.report("Unknown type \"\(name)\"." + Suggestions.didYouMean(suggestions), [location])
        }
    }
}
