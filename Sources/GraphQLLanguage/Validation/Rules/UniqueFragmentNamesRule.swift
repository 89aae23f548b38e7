/// Fragment Name Uniqueness — GraphQL spec §5.5.1.1.
///
/// Every fragment definition must have a name no other fragment of the document has.
public struct UniqueFragmentNamesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every fragment whose name an earlier fragment already took.
    public func validate(_ context: ValidationContext) {
        var known: [String: SourceLocation] = [:]
        for fragment in context.document.fragments {
            let location = fragment.nameLocation
            if let first = known[fragment.name] {
                context.report("There can be only one fragment named \"\(fragment.name)\".", [first, location])
            } else {
                known[fragment.name] = location
            }
        }
    }
}
