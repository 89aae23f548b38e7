/// Fragment Spreads Must Not Form Cycles — GraphQL spec §5.5.2.2.
///
/// A fragment must not spread itself, directly or through other fragments. Each cycle is
/// reported once, at the spreads that form it.
public struct NoFragmentCyclesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every cycle of fragment spreads.
    public func validate(_ context: ValidationContext) {
        var search = CycleSearch(context: context)
        for fragment in context.document.fragments { search.detect(from: fragment.name) }
    }
}

/// A depth-first search over fragment spreads that remembers the current spread path.
private struct CycleSearch {
    let context: ValidationContext
    var visited: Set<String> = []
    var path: [FragmentSpread] = []
    var pathIndexByName: [String: Int] = [:]

    init(context: ValidationContext) { self.context = context }

    mutating func detect(from name: String) {
        guard !visited.contains(name), let fragment = context.fragment(named: name) else { return }
        visited.insert(name)
        let spreads = Self.spreads(in: fragment.selectionSet)
        guard !spreads.isEmpty else { return }
        pathIndexByName[name] = path.count
        for spread in spreads {
            let cycleIndex = pathIndexByName[spread.name]
            path.append(spread)
            if let cycleIndex {
                let cycle = Array(path[cycleIndex...])
                let via = cycle.dropLast().map { "\"\($0.name)\"" }.joined(separator: ", ")
                context.report("Cannot spread fragment \"\(spread.name)\" within itself" + (via.isEmpty ? "." : " via \(via)."), cycle.map(\.location))
            } else if context.fragment(named: spread.name) != nil {
                detect(from: spread.name)
            }
            path.removeLast()
        }
        pathIndexByName[name] = nil
    }

    /// The spreads of a selection set and its nested sets (not through fragments), in graphql-js's
    /// order — each set's own spreads, then nested sets last-first — so that when a fragment
    /// spreads another twice, the same spread is reported.
    static func spreads(in root: SelectionSet) -> [FragmentSpread] {
        var spreads: [FragmentSpread] = []
        var pending = [root]
        while let set = pending.popLast() {
            for selection in set.selections {
                switch selection {
                case .fragmentSpread(let spread): spreads.append(spread)
                case .field(let field): if let nested = field.selectionSet { pending.append(nested) }
                case .inlineFragment(let inline): pending.append(inline.selectionSet)
                }
            }
        }
        return spreads
    }
}
