extension Parser {
    /// OperationDefinition: `{ … }` or
    /// `Description? query|mutation|subscription Name? Variables? Directives? { … }`.
    mutating func parseOperationDefinition() throws(GraphQLSyntaxError) -> OperationDefinition {
        let location = here
        if peek(.braceL) {
            return OperationDefinition(
                operation: .query, name: nil, selectionSet: try parseSelectionSet(), location: location)
        }
        let description = try parseDescription()
        let operation = try parseOperationType()
        let nameLocation = here
        let name = peek(.name) ? try parseName() : nil
        let variables = try parseVariableDefinitions()
        let directives = try parseDirectives(isConst: false)
        return OperationDefinition(
            description: description, operation: operation, name: name, variableDefinitions: variables,
            directives: directives,
            selectionSet: try parseSelectionSet(), location: location, nameLocation: nameLocation)
    }

    /// OperationType: `query`, `mutation` or `subscription`.
    mutating func parseOperationType() throws(GraphQLSyntaxError) -> OperationType {
        let start = token
        guard let operation = OperationType(rawValue: try parseName()) else { throw unexpected(start) }
        return operation
    }

    /// VariableDefinitions: `( Description? VariableDefinition+ )`, or nothing.
    mutating func parseVariableDefinitions() throws(GraphQLSyntaxError) -> [VariableDefinition] {
        guard try skip(.parenL) else { return [] }
        var definitions: [VariableDefinition] = []
        repeat {
            let location = here
            let description = try parseDescription()
            try expect(.dollar)
            let nameLocation = here
            let name = try parseName()
            try expect(.colon)
            let typeLocation = here
            let (type, namedTypeLocation) = try parseLocatedTypeReference()
            var defaultValue: Value?
            var defaultValueLocation: ValueLocation?
            if try skip(.equals) { (defaultValue, defaultValueLocation) = try parseLocatedValue(isConst: true) }
            let directives = try parseDirectives(isConst: true)
            definitions.append(
                VariableDefinition(
                    description: description, name: name, type: type, defaultValue: defaultValue,
                    directives: directives, location: location,
                    nameLocation: nameLocation, typeLocation: typeLocation, namedTypeLocation: namedTypeLocation,
                    defaultValueLocation: defaultValueLocation))
        } while try !skip(.parenR)
        return definitions
    }

    /// Variable: `$name`, returning the name.
    mutating func parseVariableName() throws(GraphQLSyntaxError) -> String {
        try expect(.dollar)
        return try parseName()
    }

    /// FragmentDefinition: `Description? fragment Name on Type Directives? SelectionSet`.
    mutating func parseFragmentDefinition() throws(GraphQLSyntaxError) -> FragmentDefinition {
        let location = here
        let description = try parseDescription()
        try expectKeyword("fragment")
        let nameLocation = here
        let name = try parseFragmentName()
        try expectKeyword("on")
        let typeConditionLocation = here
        let typeCondition = try parseName()
        let directives = try parseDirectives(isConst: false)
        return FragmentDefinition(
            description: description, name: name, typeCondition: typeCondition, directives: directives,
            selectionSet: try parseSelectionSet(),
            location: location, nameLocation: nameLocation, typeConditionLocation: typeConditionLocation)
    }

    /// FragmentName: a name other than `on`.
    mutating func parseFragmentName() throws(GraphQLSyntaxError) -> String {
        if token.kind == .name && token.value == "on" { throw unexpected() }
        return try parseName()
    }
}
