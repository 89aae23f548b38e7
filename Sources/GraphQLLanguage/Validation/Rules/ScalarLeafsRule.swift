/// Leaf Field Selections — GraphQL spec §5.3.3.
///
/// A field of scalar or enum type must not have a sub-selection; a field of object, interface or
/// union type must have one.
public struct ScalarLeafsRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports leaf fields with selections and composite fields without.
    public func validate(_ context: ValidationContext) {
        for use in context.index.fields {
            guard let type = use.definition?.type, let named = context.schema.types[type.namedType] else { continue }
            let field = use.field
            if named.isLeaf {
                if let selectionSet = field.selectionSet {
                    context.report(
                        "Field \"\(field.name)\" must not have a selection since type \"\(type)\" has no subfields.",
                        [selectionSet.location])
                }
            } else if field.selectionSet == nil {
                context.report(
                    "Field \"\(field.name)\" of type \"\(type)\" must have a "
                        + "selection of subfields. Did you mean \"\(field.name) { ... }\"?", [field.location])
            }
        }
    }
}
