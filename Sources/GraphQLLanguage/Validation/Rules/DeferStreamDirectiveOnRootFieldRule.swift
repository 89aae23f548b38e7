/// Defer And Stream Directives Are Used On Valid Root Field — GraphQL incremental delivery
/// proposal (graphql-js 17's `DeferStreamDirectiveOnRootFieldRule`).
///
/// `@defer` and `@stream` may not be used directly in the selection set of the mutation or
/// subscription root type: those root fields run in order, or once per event.
public struct DeferStreamDirectiveOnRootFieldRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports `@defer` / `@stream` directly under the mutation or subscription root type.
    public func validate(_ context: ValidationContext) {
        let schema = context.schema
        for list in context.index.directiveLists {
            guard let parentType = list.parentType else { continue }
            for directive in list.directives where directive.name == "defer" || directive.name == "stream" {
                let name = directive.name == "defer" ? "Defer" : "Stream"
                if parentType == schema.mutationTypeName {
                    context.report(
                        "\(name) directive cannot be used on root mutation type \"\(parentType)\".",
                        [directive.location])
                }
                if parentType == schema.subscriptionTypeName {
                    context.report(
                        "\(name) directive cannot be used on root subscription type \"\(parentType)\".",
                        [directive.location])
                }
            }
        }
    }
}
