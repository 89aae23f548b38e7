/// Fragments Must Be Used — GraphQL spec §5.5.1.4.
///
/// Every fragment must be reached, directly or through other fragments, from some operation.
public struct NoUnusedFragmentsRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every fragment definition no operation reaches.
    public func validate(_ context: ValidationContext) {
        var used: Set<String> = []
        for (index, _) in context.indexedOperations {
            for fragment in context.recursivelyReferencedFragments(ofDefinition: index) { used.insert(fragment.name) }
        }
        for fragment in context.document.fragments where !used.contains(fragment.name) {
            context.report("Fragment \"\(fragment.name)\" is never used.", [fragment.location])
        }
    }
}
