/// Stream Directives Are Used On List Fields — GraphQL incremental delivery proposal
/// (graphql-js 17's `StreamDirectiveOnListFieldRule`).
///
/// `@stream` delivers list items one by one, so it only applies to fields of list type
/// (possibly non-null).
public struct StreamDirectiveOnListFieldRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports `@stream` on fields that do not return a list.
    public func validate(_ context: ValidationContext) {
        for list in context.index.directiveLists where list.location == .field {
            guard let definition = list.fieldDefinition, let parentType = list.parentType,
                case .named = definition.type.nullable
            else { continue }
            for directive in list.directives where directive.name == "stream" {
                context.report(
                    "Directive \"@stream\" cannot be used on non-list field \"\(parentType).\(definition.name)\".",
                    [directive.location])
            }
        }
    }
}
