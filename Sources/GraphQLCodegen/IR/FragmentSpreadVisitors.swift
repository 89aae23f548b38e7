import GraphQLLanguage

/// The fragments a selection set uses, directly or through other fragments, in order of first
/// use: a depth-first walk that follows each new spread into its fragment where it occurs.
struct FragmentSpreadCollector: ASTVisitor {
    let fragments: [String: FragmentDefinition]
    /// The fragment names found so far.
    private(set) var names: [String] = []

    init(fragments: [String: FragmentDefinition]) {
        self.fragments = fragments
    }

    /// The fragments `set` uses, in order of first use, each once.
    static func names(in set: SelectionSet, fragments: [String: FragmentDefinition]) -> [String] {
        var collector = FragmentSpreadCollector(fragments: fragments)
        set.walk(&collector)
        return collector.names
    }

    mutating func enter(_ node: FragmentSpread) -> VisitAction {
        guard !names.contains(node.name), let fragment = fragments[node.name] else { return .skipChildren }
        names.append(node.name)
        fragment.selectionSet.walk(&self)
        return .skipChildren
    }
}

/// Whether a selection set, or a fragment it uses, defers a fragment (`@defer`); the walk stops
/// at the first one.
struct DeferralFinder: ASTVisitor {
    let fragments: [String: FragmentDefinition]
    private(set) var found = false
    private var visited: Set<String> = []

    init(fragments: [String: FragmentDefinition]) {
        self.fragments = fragments
    }

    mutating func enter(_ node: InlineFragment) -> VisitAction {
        found = Deferral(node.directives) != nil
        return found ? .stop : .continue
    }

    mutating func enter(_ node: FragmentSpread) -> VisitAction {
        if Deferral(node.directives) != nil {
            found = true
            return .stop
        }
        guard visited.insert(node.name).inserted, let fragment = fragments[node.name] else { return .skipChildren }
        fragment.selectionSet.walk(&self)
        return found ? .stop : .skipChildren
    }
}
