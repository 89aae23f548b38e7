/// Defer And Stream Directives Are Used On Valid Operations — GraphQL incremental delivery
/// proposal (graphql-js 17's `DeferStreamDirectiveOnValidOperationsRule`).
///
/// Subscriptions cannot deliver incrementally: inside a subscription, or a fragment one reaches,
/// `@defer` and `@stream` must be switchable off (`if: false` or `if: $variable`).
public struct DeferStreamDirectiveOnValidOperationsRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports `@defer` / `@stream` that stay on in subscriptions.
    public func validate(_ context: ValidationContext) {
        var inSubscription: Set<Int> = []
        for (index, operation) in context.indexedOperations where operation.operation == .subscription {
            inSubscription.insert(index)
            for fragment in context.recursivelyReferencedFragments(ofDefinition: index) {
                if let fragmentIndex = context.index.fragmentDefinitionIndex[fragment.name] {
                    inSubscription.insert(fragmentIndex)
                }
            }
        }
        guard !inSubscription.isEmpty else { return }
        for list in context.index.directiveLists where inSubscription.contains(list.definitionIndex) {
            for directive in list.directives
            where (directive.name == "defer" || directive.name == "stream") && !canBeSwitchedOff(directive) {
                context.report(
                    "\(directive.name == "defer" ? "Defer" : "Stream") directive not supported on subscription "
                        + "operations. Disable `@\(directive.name)` by setting the `if` argument to `false`.",
                    [directive.location]
                )
            }
        }
    }

    private func canBeSwitchedOff(_ directive: Directive) -> Bool {
        switch directive.arguments.first(where: { $0.name == "if" })?.value {
        case .boolean(let flag)?: !flag
        case .variable?: true
        default: false
        }
    }
}
