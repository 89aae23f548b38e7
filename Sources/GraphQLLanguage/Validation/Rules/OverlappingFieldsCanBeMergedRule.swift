/// Field Selection Merging — GraphQL spec §5.3.2.
///
/// Fields with the same response name in one selection set — directly, through inline
/// fragments or through fragment spreads — must be mergeable: unless their parent types are
/// distinct object types, they must select the same field with the same arguments; in every
/// case their return types must have the same shape (lists and non-null alike, equal leaf
/// types), and their sub-selections must be mergeable in turn.
///
/// The comparison follows the spec's algorithm with two caches so that it stays polynomial:
/// the fields of each selection set are collected once, and each pair of fragments is compared
/// once (per "mutually exclusive" flag).
public struct OverlappingFieldsCanBeMergedRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every pair of fields that cannot be merged.
    public func validate(_ context: ValidationContext) {
        let finder = ConflictFinder(context: context)
        // As in graphql-js 17, an inline fragment's set is compared as part of its enclosing
        // set only (graphql-js 16 compared it on its own as well, reporting its conflicts twice).
        for use in context.index.selectionSets where !use.isInlineFragmentBody {
            for conflict in finder.conflictsWithin(use.selectionSet, parentType: use.parentType) {
                let reason = conflict.reason.message
                context.report(
                    "Fields \"\(ConflictReason.abbreviated(conflict.responseName))\" conflict because \(reason). "
                        + "Use different aliases on the fields to fetch both if this was intentional.",
                    (conflict.fields1 + conflict.fields2).map(\.location)
                )
                if context.isAborted { return }
            }
        }
    }
}
