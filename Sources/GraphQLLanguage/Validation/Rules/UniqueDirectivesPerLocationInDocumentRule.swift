/// Directives Are Unique per Location — GraphQL spec §5.7.3.
///
/// A non-repeatable directive may appear at most once on one node. Unknown directives are left to
/// ``KnownDirectivesInDocumentRule``.
public struct UniqueDirectivesPerLocationInDocumentRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every repeated use of a non-repeatable directive on one node.
    public func validate(_ context: ValidationContext) {
        for list in context.index.directiveLists where list.directives.count > 1 {
            var seen: [String: SourceLocation] = [:]
            for directive in list.directives {
                guard let definition = context.schema.directive(named: directive.name), !definition.isRepeatable else {
                    continue
                }
                if let first = seen[directive.name] {
                    context.report(
                        "The directive \"@\(directive.name)\" can only be used once at this location.",
                        [first, directive.location])
                } else {
                    seen[directive.name] = directive.location
                }
            }
        }
    }
}
