extension Parser {
    /// A selection set being parsed: where its `{` stands, the selections so far, and the field or
    /// inline fragment it belongs to (`nil` for the outermost set).
    private struct OpenSelectionSet {
        var location: SourceLocation
        var selections: [Selection] = []
        var owner: Owner?
    }

    /// The selection whose selection set is being parsed.
    private enum Owner {
        case field(Field)
        case inlineFragment(InlineHead)
    }

    /// An inline fragment's `... on Type Directives?`, before its selection set.
    private struct InlineHead {
        var typeCondition: String?
        var typeConditionLocation: SourceLocation?
        var directives: [Directive]
        var location: SourceLocation
    }

    /// SelectionSet: `{ Selection+ }`, where a Selection is a field, a fragment spread or an inline
    /// fragment.
    ///
    /// Nested selection sets are the deepest structure real documents have, so they are parsed
    /// with an explicit stack instead of recursion: nesting costs heap, not call stack, and only
    /// ``ParseOptions/maxDepth`` bounds it.
    mutating func parseSelectionSet() throws(GraphQLSyntaxError) -> SelectionSet {
        let startDepth = depth
        defer { depth = startDepth }
        var stack: [OpenSelectionSet] = []
        var location = here
        try expect(.braceL)
        try enterNesting(at: location.offset)
        var current = OpenSelectionSet(location: location)
        while true {
            // A set needs one selection before `}` may close it (else the field parse reports it).
            if !current.selections.isEmpty, try skip(.braceR) {
                let finished = SelectionSet(selections: current.selections, location: current.location)
                depth -= 1
                guard let owner = current.owner, var parent = stack.popLast() else { return finished }
                switch owner {
                case .field(var field):
                    field.selectionSet = finished
                    parent.selections.append(.field(field))
                case .inlineFragment(let head):
                    parent.selections.append(
                        .inlineFragment(
                            InlineFragment(
                                typeCondition: head.typeCondition, directives: head.directives, selectionSet: finished,
                                location: head.location,
                                typeConditionLocation: head.typeConditionLocation)))
                }
                current = parent
                continue
            }
            let owner: Owner
            if peek(.spread) {
                switch try parseFragmentHead() {
                case .spread(let spread):
                    current.selections.append(.fragmentSpread(spread))
                    continue
                case .inline(let head):
                    owner = .inlineFragment(head)
                }
            } else {
                let field = try parseFieldHead()
                guard peek(.braceL) else {
                    current.selections.append(.field(field))
                    continue
                }
                owner = .field(field)
            }
            location = here
            try expect(.braceL)
            try enterNesting(at: location.offset)
            stack.append(current)
            current = OpenSelectionSet(location: location, owner: owner)
        }
    }

    /// What follows a `...`: a fragment spread, or the head of an inline fragment.
    private enum FragmentHead {
        case spread(FragmentSpread)
        case inline(InlineHead)
    }

    /// `...Name Directives?` or `... TypeCondition? Directives?` (the inline fragment's selection
    /// set follows).
    private mutating func parseFragmentHead() throws(GraphQLSyntaxError) -> FragmentHead {
        let location = here
        try expect(.spread)
        let hasTypeCondition = try skipKeyword("on")
        let nameLocation = here
        if !hasTypeCondition && peek(.name) {
            let name = try parseFragmentName()
            return .spread(
                FragmentSpread(
                    name: name, directives: try parseDirectives(isConst: false), location: location,
                    nameLocation: nameLocation))
        }
        let typeCondition = hasTypeCondition ? try parseName() : nil
        let directives = try parseDirectives(isConst: false)
        return .inline(
            InlineHead(
                typeCondition: typeCondition, typeConditionLocation: hasTypeCondition ? nameLocation : nil,
                directives: directives, location: location))
    }

    /// Field (without its selection set): `Alias? Name Arguments? Directives?`.
    mutating func parseFieldHead() throws(GraphQLSyntaxError) -> Field {
        let location = here
        var nameLocation = location
        let nameOrAlias = try parseName()
        var alias: String?
        var name = nameOrAlias
        if try skip(.colon) {
            alias = nameOrAlias
            nameLocation = here
            name = try parseName()
        }
        let arguments = try parseArguments(isConst: false)
        return Field(
            alias: alias, name: name, arguments: arguments, directives: try parseDirectives(isConst: false),
            location: location,
            nameLocation: nameLocation)
    }
}
