extension Parser {
    /// OperationDefinition: `{ … }` or `query|mutation|subscription Name? Variables? Directives? { … }`.
    mutating func parseOperationDefinition() throws(GraphQLSyntaxError) -> OperationDefinition {
        let location = token.location
        if peek(.braceL) {
            return OperationDefinition(operation: .query, name: nil, selectionSet: try parseSelectionSet(), location: location)
        }
        let operation = try parseOperationType()
        let name = peek(.name) ? try parseName() : nil
        let variables = try parseVariableDefinitions()
        let directives = try parseDirectives(isConst: false)
        return OperationDefinition(
            operation: operation, name: name, variableDefinitions: variables, directives: directives,
            selectionSet: try parseSelectionSet(), location: location)
    }

    /// OperationType: `query`, `mutation` or `subscription`.
    mutating func parseOperationType() throws(GraphQLSyntaxError) -> OperationType {
        let start = token
        guard let operation = OperationType(rawValue: try parseName()) else { throw unexpected(start) }
        return operation
    }

    /// VariableDefinitions: `( VariableDefinition+ )`, or nothing.
    mutating func parseVariableDefinitions() throws(GraphQLSyntaxError) -> [VariableDefinition] {
        guard try skip(.parenL) else { return [] }
        var definitions: [VariableDefinition] = []
        repeat {
            let location = token.location
            let name = try parseVariableName()
            try expect(.colon)
            let type = try parseTypeReference()
            let defaultValue = try skip(.equals) ? try parseValue(isConst: true) : nil
            let directives = try parseDirectives(isConst: true)
            definitions.append(
                VariableDefinition(name: name, type: type, defaultValue: defaultValue, directives: directives, location: location))
        } while try !skip(.parenR)
        return definitions
    }

    /// Variable: `$name`, returning the name.
    mutating func parseVariableName() throws(GraphQLSyntaxError) -> String {
        try expect(.dollar)
        return try parseName()
    }

    /// SelectionSet: `{ Selection+ }`.
    mutating func parseSelectionSet() throws(GraphQLSyntaxError) -> SelectionSet {
        let location = token.location
        try expect(.braceL)
        let selections = try nested { parser throws(GraphQLSyntaxError) in
            var selections: [Selection] = []
            repeat {
                selections.append(try parser.parseSelection())
            } while try !parser.skip(.braceR)
            return selections
        }
        return SelectionSet(selections: selections, location: location)
    }

    /// Selection: a field, fragment spread or inline fragment.
    mutating func parseSelection() throws(GraphQLSyntaxError) -> Selection {
        peek(.spread) ? try parseFragment() : .field(try parseField())
    }

    /// Field: `Alias? Name Arguments? Directives? SelectionSet?`.
    mutating func parseField() throws(GraphQLSyntaxError) -> Field {
        let location = token.location
        let nameOrAlias = try parseName()
        var alias: String?
        var name = nameOrAlias
        if try skip(.colon) {
            alias = nameOrAlias
            name = try parseName()
        }
        let arguments = try parseArguments(isConst: false)
        let directives = try parseDirectives(isConst: false)
        let selectionSet = peek(.braceL) ? try parseSelectionSet() : nil
        return Field(alias: alias, name: name, arguments: arguments, directives: directives, selectionSet: selectionSet, location: location)
    }

    /// FragmentSpread (`...Name Directives?`) or InlineFragment (`... TypeCondition? Directives? SelectionSet`).
    mutating func parseFragment() throws(GraphQLSyntaxError) -> Selection {
        let location = token.location
        try expect(.spread)
        let hasTypeCondition = try skipKeyword("on")
        if !hasTypeCondition && peek(.name) {
            let name = try parseFragmentName()
            return .fragmentSpread(FragmentSpread(name: name, directives: try parseDirectives(isConst: false), location: location))
        }
        let typeCondition = hasTypeCondition ? try parseName() : nil
        let directives = try parseDirectives(isConst: false)
        return .inlineFragment(
            InlineFragment(typeCondition: typeCondition, directives: directives, selectionSet: try parseSelectionSet(), location: location))
    }

    /// FragmentDefinition: `fragment Name on Type Directives? SelectionSet`.
    mutating func parseFragmentDefinition() throws(GraphQLSyntaxError) -> FragmentDefinition {
        let location = token.location
        try expectKeyword("fragment")
        let name = try parseFragmentName()
        try expectKeyword("on")
        let typeCondition = try parseName()
        let directives = try parseDirectives(isConst: false)
        return FragmentDefinition(
            name: name, typeCondition: typeCondition, directives: directives, selectionSet: try parseSelectionSet(), location: location)
    }

    /// FragmentName: a name other than `on`.
    mutating func parseFragmentName() throws(GraphQLSyntaxError) -> String {
        if token.kind == .name && token.value == "on" { throw unexpected() }
        return try parseName()
    }
}
