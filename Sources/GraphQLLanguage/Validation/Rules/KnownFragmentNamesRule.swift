/// Fragment Spread Target Defined — GraphQL spec §5.5.2.1.
///
/// Every fragment spread must name a fragment the document defines.
public struct KnownFragmentNamesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every spread of an undefined fragment.
    public func validate(_ context: ValidationContext) {
        for use in context.index.fragmentUses {
            guard let spread = use.spread, context.fragment(named: spread.name) == nil else { continue }
            context.report("Unknown fragment \"\(spread.name)\".", [spread.nameLocation])
        }
    }
}
