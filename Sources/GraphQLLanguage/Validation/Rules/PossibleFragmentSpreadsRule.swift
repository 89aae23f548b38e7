/// Fragment Spread Is Possible — GraphQL spec §5.5.2.3.
///
/// A fragment may only be spread where its type condition can apply: the possible types of the
/// fragment's type and of the parent type must intersect.
public struct PossibleFragmentSpreadsRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every spread and inline fragment that could never apply.
    public func validate(_ context: ValidationContext) {
        let schema = context.schema
        for use in context.index.fragmentUses {
            guard let parentType = use.parentType else { continue }
            let fragmentType: String?
            if let name = use.spreadName {
                fragmentType = context.fragment(named: name)?.typeCondition
            } else {
                fragmentType = use.typeCondition
            }
            guard let fragmentType, schema.types[fragmentType]?.isComposite == true,
                !schema.typesOverlap(parentType, fragmentType)
            else { continue }
            let subject = use.spreadName.map { "Fragment \"\($0)\"" } ?? "Fragment"
            context.report(
                "\(subject) cannot be spread here as objects of "
                    + "type \"\(parentType)\" can never be of type \"\(fragmentType)\".", [use.location])
        }
    }
}
