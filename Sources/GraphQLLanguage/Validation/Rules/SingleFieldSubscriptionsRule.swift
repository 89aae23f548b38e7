/// Single Root Field — GraphQL spec §5.2.3.1.
///
/// A subscription must select exactly one top-level field (counting fields reached through
/// fragments), that field may not be an introspection field, and — as graphql-js 17 requires —
/// no `@skip` or `@include` may decide what the top level selects.
public struct SingleFieldSubscriptionsRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports subscriptions with more than one root field, or an introspection root field.
    public func validate(_ context: ValidationContext) {
        guard let rootType = context.schema.subscriptionTypeName else { return }
        for operation in context.document.operations where operation.operation == .subscription {
            var grouped: [(key: String, fields: [Field])] = []
            var visited: Set<String> = []
            var forbidden: [SourceLocation] = []
            collect(
                operation.selectionSet, rootType: rootType, context: context, visited: &visited, forbidden: &forbidden,
                into: &grouped)
            let subject = operation.name.map { "Subscription \"\($0)\"" } ?? "Anonymous Subscription"
            if !forbidden.isEmpty {
                context.report(
                    "\(subject) must not use `@skip` or `@include` directives in the top level selection.", forbidden)
                continue
            }
            if grouped.isEmpty {
                context.report("\(subject) must select one top level field.", [operation.selectionSet.location])
            } else if grouped.count > 1 {
                let extra = grouped.dropFirst().flatMap { $0.fields.map(\.location) }
                context.report("\(subject) must select only one top level field.", extra)
            }
            for group in grouped where group.fields[0].name.hasPrefix("__") {
                context.report(
                    "\(subject) must not select an introspection top level field.", group.fields.map(\.location))
            }
        }
    }

    /// Collects the root fields by response key, as execution would, leaving out (and recording
    /// in `forbidden`) every node with a `@skip` or `@include`. An explicit stack replaces recursion
    /// so that long fragment chains cannot exhaust the call stack.
    private func collect(
        _ set: SelectionSet, rootType: String, context: ValidationContext,
        visited: inout Set<String>, forbidden: inout [SourceLocation],
        into grouped: inout [(key: String, fields: [Field])]
    ) {
        var stack: [(selections: [Selection], next: Int)] = [(set.selections, 0)]
        while let top = stack.last {
            guard top.next < top.selections.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            switch top.selections[top.next] {
            case .field(let field):
                guard isIncluded(field.directives, forbidden: &forbidden) else { continue }
                if let position = grouped.firstIndex(where: { $0.key == field.responseKey }) {
                    grouped[position].fields.append(field)
                } else {
                    grouped.append((field.responseKey, [field]))
                }
            case .inlineFragment(let inline):
                guard isIncluded(inline.directives, forbidden: &forbidden),
                    applies(inline.typeCondition, to: rootType, context)
                else { continue }
                stack.append((inline.selectionSet.selections, 0))
            case .fragmentSpread(let spread):
                guard isIncluded(spread.directives, forbidden: &forbidden), !visited.contains(spread.name) else {
                    continue
                }
                visited.insert(spread.name)
                guard let fragment = context.fragment(named: spread.name),
                    applies(fragment.typeCondition, to: rootType, context)
                else { continue }
                stack.append((fragment.selectionSet.selections, 0))
            }
        }
    }

    private func applies(_ condition: String?, to rootType: String, _ context: ValidationContext) -> Bool {
        guard let condition else { return true }
        if condition == rootType { return true }
        return context.schema.types[condition]?.isAbstract == true && context.schema.isSubtype(rootType, of: condition)
    }

    /// Whether the node counts: not when it carries `@skip` or `@include` (whose first use, `@skip`
    /// before `@include`, is recorded as forbidden), as graphql-js 17's collection does here.
    private func isIncluded(_ directives: [Directive], forbidden: inout [SourceLocation]) -> Bool {
        for name in ["skip", "include"] {
            if let directive = directives.first(where: { $0.name == name }) {
                forbidden.append(directive.location)
                return false
            }
        }
        return true
    }
}
