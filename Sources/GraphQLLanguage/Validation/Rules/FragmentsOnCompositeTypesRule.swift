/// Fragments On Composite Types — GraphQL spec §5.5.1.3.
///
/// A fragment's or inline fragment's type condition must name an object, interface or union.
/// Unknown types are left to ``KnownTypeNamesInDocumentRule``.
public struct FragmentsOnCompositeTypesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every type condition on a scalar, enum or input object.
    public func validate(_ context: ValidationContext) {
        let types = context.schema.types
        for use in context.index.fragmentUses {
            guard let inline = use.inline, let condition = inline.typeCondition, let type = types[condition],
                !type.isComposite
            else { continue }
            context.report(
                "Fragment cannot condition on non composite type \"\(condition)\".",
                [inline.typeConditionLocation ?? inline.location])
        }
        for fragment in context.document.fragments {
            guard let type = types[fragment.typeCondition], !type.isComposite else { continue }
            context.report(
                "Fragment \"\(fragment.name)\" cannot condition on non composite type \"\(fragment.typeCondition)\".",
                [fragment.typeConditionLocation])
        }
    }
}
