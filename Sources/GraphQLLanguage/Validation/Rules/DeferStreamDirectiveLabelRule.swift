/// Defer And Stream Directive Labels Are Unique — GraphQL incremental delivery proposal
/// (graphql-js 17's `DeferStreamDirectiveLabelRule`).
///
/// A `label` of `@defer` or `@stream` must be a literal string, and no two uses in the document
/// may share one: the label is how a client tells the incremental payloads apart.
public struct DeferStreamDirectiveLabelRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports non-literal and repeated labels.
    public func validate(_ context: ValidationContext) {
        var known: [String: SourceLocation] = [:]
        for list in context.index.directiveLists {
            for directive in list.directives where directive.name == "defer" || directive.name == "stream" {
                guard let label = directive.arguments.first(where: { $0.name == "label" })?.value else { continue }
                guard case .string(let text) = label else {
                    context.report(
                        "Argument \"@\(directive.name)(label:)\" must be a static string.", [directive.location])
                    continue
                }
                if let first = known[text.value] {
                    context.report(
                        "Value for arguments \"defer(label:)\" and \"stream(label:)\" "
                            + "must be unique across all Defer/Stream directive usages.", [first, directive.location])
                } else {
                    known[text.value] = directive.location
                }
            }
        }
    }
}
