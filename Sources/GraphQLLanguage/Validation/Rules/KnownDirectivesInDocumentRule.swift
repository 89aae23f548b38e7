/// Directives Are Defined and Directives Are in Valid Locations — GraphQL spec §5.7.1 and
/// §5.7.2.
///
/// Every directive must be defined by the schema and allowed where it stands.
public struct KnownDirectivesInDocumentRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports unknown directives and directives used where their definition does not allow.
    public func validate(_ context: ValidationContext) {
        for list in context.index.directiveLists {
            for directive in list.directives {
                guard let definition = context.schema.directive(named: directive.name) else {
                    context.report("Unknown directive \"@\(directive.name)\".", [directive.location])
                    continue
                }
                if !definition.locations.contains(list.location) {
                    context.report(
                        "Directive \"@\(directive.name)\" may not be used on \(list.location.rawValue).",
                        [directive.location])
                }
            }
        }
    }
}
