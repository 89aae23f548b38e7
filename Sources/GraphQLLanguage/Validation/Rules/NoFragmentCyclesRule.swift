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

    /// One fragment being searched: its spreads and how far through them the search is.
    private struct Frame {
        var name: String
        var spreads: [FragmentSpread]
        var next = 0
        var enteredThroughSpread: Bool
    }

    /// A depth-first search from `name`, with an explicit stack so that long fragment chains
    /// cannot exhaust the call stack.
    mutating func detect(from name: String) {
        guard !visited.contains(name), let fragment = context.fragment(named: name) else { return }
        visited.insert(name)
        var frames: [Frame] = []
        let rootSpreads = Self.spreads(in: fragment.selectionSet)
        guard !rootSpreads.isEmpty else { return }
        pathIndexByName[name] = path.count
        frames.append(Frame(name: name, spreads: rootSpreads, enteredThroughSpread: false))
        while let top = frames.last {
            guard top.next < top.spreads.count else {
                pathIndexByName[top.name] = nil
                frames.removeLast()
                if top.enteredThroughSpread { path.removeLast() }
                continue
            }
            let spread = top.spreads[top.next]
            frames[frames.count - 1].next += 1
            path.append(spread)
            if let cycleIndex = pathIndexByName[spread.name] {
                let cycle = Array(path[cycleIndex...])
                let via = cycle.dropLast().map { "\"\($0.name)\"" }.joined(separator: ", ")
                context.report(
                    "Cannot spread fragment \"\(spread.name)\" within itself" + (via.isEmpty ? "." : " via \(via)."),
                    cycle.map(\.location))
                path.removeLast()
                continue
            }
            if !visited.contains(spread.name), let target = context.fragment(named: spread.name) {
                visited.insert(spread.name)
                let spreads = Self.spreads(in: target.selectionSet)
                if !spreads.isEmpty {
                    pathIndexByName[spread.name] = path.count
                    frames.append(Frame(name: spread.name, spreads: spreads, enteredThroughSpread: true))
                    continue
                }
            }
            path.removeLast()
        }
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
