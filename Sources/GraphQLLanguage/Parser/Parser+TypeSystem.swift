extension Parser {
    /// Whether a description (a string or block string) comes next.
    func peekDescription() -> Bool { token.kind == .string || token.kind == .blockString }

    /// Description?: an optional string literal.
    mutating func parseDescription() throws(GraphQLSyntaxError) -> StringValue? {
        peekDescription() ? try parseStringLiteral() : nil
    }

    /// SchemaDefinition: `Description? schema Directives? { RootOperationTypeDefinition+ }`.
    mutating func parseSchemaDefinition() throws(GraphQLSyntaxError) -> SchemaDefinition {
        let location = here
        let description = try parseDescription()
        try expectKeyword("schema")
        let directives = try parseDirectives(isConst: true)
        try expect(.braceL)
        var operationTypes: [OperationTypeDefinition] = []
        repeat {
            operationTypes.append(try parseOperationTypeDefinition())
        } while try !skip(.braceR)
        return SchemaDefinition(
            description: description, directives: directives, operationTypes: operationTypes, location: location)
    }

    /// RootOperationTypeDefinition: `OperationType : NamedType`.
    mutating func parseOperationTypeDefinition() throws(GraphQLSyntaxError) -> OperationTypeDefinition {
        let location = here
        let operation = try parseOperationType()
        try expect(.colon)
        return OperationTypeDefinition(operation: operation, type: try parseName(), location: location)
    }

    /// ScalarTypeDefinition: `Description? scalar Name Directives?`.
    mutating func parseScalarTypeDefinition() throws(GraphQLSyntaxError) -> ScalarTypeDefinition {
        let location = here
        let description = try parseDescription()
        try expectKeyword("scalar")
        let name = try parseName()
        return ScalarTypeDefinition(
            description: description, name: name, directives: try parseDirectives(isConst: true), location: location)
    }

    /// ObjectTypeDefinition: `Description? type Name ImplementsInterfaces? Directives? FieldsDefinition?`.
    mutating func parseObjectTypeDefinition() throws(GraphQLSyntaxError) -> ObjectTypeDefinition {
        let location = here
        let description = try parseDescription()
        try expectKeyword("type")
        let name = try parseName()
        let interfaces = try parseImplementsInterfaces()
        let directives = try parseDirectives(isConst: true)
        return ObjectTypeDefinition(
            description: description, name: name, interfaces: interfaces, directives: directives,
            fields: try parseFieldsDefinition(), location: location)
    }

    /// InterfaceTypeDefinition: `Description? interface Name ImplementsInterfaces? Directives? FieldsDefinition?`.
    mutating func parseInterfaceTypeDefinition() throws(GraphQLSyntaxError) -> InterfaceTypeDefinition {
        let location = here
        let description = try parseDescription()
        try expectKeyword("interface")
        let name = try parseName()
        let interfaces = try parseImplementsInterfaces()
        let directives = try parseDirectives(isConst: true)
        return InterfaceTypeDefinition(
            description: description, name: name, interfaces: interfaces, directives: directives,
            fields: try parseFieldsDefinition(), location: location)
    }

    /// ImplementsInterfaces: `implements &? NamedType (& NamedType)*`, or nothing.
    mutating func parseImplementsInterfaces() throws(GraphQLSyntaxError) -> [String] {
        guard try skipKeyword("implements") else { return [] }
        return try parseDelimitedNames(.amp)
    }

    /// `delimiter? Name (delimiter Name)*`.
    mutating func parseDelimitedNames(_ delimiter: TokenKind) throws(GraphQLSyntaxError) -> [String] {
        _ = try skip(delimiter)
        var names: [String] = []
        repeat {
            names.append(try parseName())
        } while try skip(delimiter)
        return names
    }

    /// FieldsDefinition: `{ FieldDefinition+ }`, or nothing.
    mutating func parseFieldsDefinition() throws(GraphQLSyntaxError) -> [FieldDefinition] {
        guard try skip(.braceL) else { return [] }
        var fields: [FieldDefinition] = []
        repeat {
            fields.append(try parseFieldDefinition())
        } while try !skip(.braceR)
        return fields
    }

    /// FieldDefinition: `Description? Name ArgumentsDefinition? : Type Directives?`.
    mutating func parseFieldDefinition() throws(GraphQLSyntaxError) -> FieldDefinition {
        let location = here
        let description = try parseDescription()
        let name = try parseName()
        let arguments = try parseInputValueDefinitions(open: .parenL, close: .parenR)
        try expect(.colon)
        let type = try parseTypeReference()
        return FieldDefinition(
            description: description, name: name, arguments: arguments, type: type,
            directives: try parseDirectives(isConst: true), location: location)
    }

    /// ArgumentsDefinition or InputFieldsDefinition: `open InputValueDefinition+ close`, or nothing.
    mutating func parseInputValueDefinitions(open: TokenKind, close: TokenKind) throws(GraphQLSyntaxError)
        -> [InputValueDefinition]
    {
        guard try skip(open) else { return [] }
        var values: [InputValueDefinition] = []
        repeat {
            values.append(try parseInputValueDefinition())
        } while try !skip(close)
        return values
    }

    /// InputValueDefinition: `Description? Name : Type DefaultValue? Directives?`.
    mutating func parseInputValueDefinition() throws(GraphQLSyntaxError) -> InputValueDefinition {
        let location = here
        let description = try parseDescription()
        let name = try parseName()
        try expect(.colon)
        let type = try parseTypeReference()
        let defaultValue = try skip(.equals) ? try parseValue(isConst: true) : nil
        return InputValueDefinition(
            description: description, name: name, type: type, defaultValue: defaultValue,
            directives: try parseDirectives(isConst: true), location: location)
    }

    /// UnionTypeDefinition: `Description? union Name Directives? UnionMemberTypes?`.
    mutating func parseUnionTypeDefinition() throws(GraphQLSyntaxError) -> UnionTypeDefinition {
        let location = here
        let description = try parseDescription()
        try expectKeyword("union")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        return UnionTypeDefinition(
            description: description, name: name, directives: directives, types: try parseUnionMemberTypes(),
            location: location)
    }

    /// UnionMemberTypes: `= |? NamedType (| NamedType)*`, or nothing.
    mutating func parseUnionMemberTypes() throws(GraphQLSyntaxError) -> [String] {
        try skip(.equals) ? try parseDelimitedNames(.pipe) : []
    }

    /// EnumTypeDefinition: `Description? enum Name Directives? EnumValuesDefinition?`.
    mutating func parseEnumTypeDefinition() throws(GraphQLSyntaxError) -> EnumTypeDefinition {
        let location = here
        let description = try parseDescription()
        try expectKeyword("enum")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        return EnumTypeDefinition(
            description: description, name: name, directives: directives, values: try parseEnumValuesDefinition(),
            location: location)
    }

    /// EnumValuesDefinition: `{ EnumValueDefinition+ }`, or nothing.
    mutating func parseEnumValuesDefinition() throws(GraphQLSyntaxError) -> [EnumValueDefinition] {
        guard try skip(.braceL) else { return [] }
        var values: [EnumValueDefinition] = []
        repeat {
            let location = here
            let description = try parseDescription()
            if token.kind == .name, ["true", "false", "null"].contains(token.value) {
                throw error(at: token.start, "\(token) is reserved and cannot be used for an enum value.")
            }
            let name = try parseName()
            values.append(
                EnumValueDefinition(
                    description: description, name: name, directives: try parseDirectives(isConst: true),
                    location: location))
        } while try !skip(.braceR)
        return values
    }

    /// InputObjectTypeDefinition: `Description? input Name Directives? InputFieldsDefinition?`.
    mutating func parseInputObjectTypeDefinition() throws(GraphQLSyntaxError) -> InputObjectTypeDefinition {
        let location = here
        let description = try parseDescription()
        try expectKeyword("input")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        return InputObjectTypeDefinition(
            description: description, name: name, directives: directives,
            fields: try parseInputValueDefinitions(open: .braceL, close: .braceR), location: location)
    }

    /// DirectiveDefinition: `Description? directive @ Name ArgumentsDefinition? Directives[Const]? repeatable? on
    /// DirectiveLocations` (the directives, e.g. `@deprecated`, as graphql-js 17 reads them).
    mutating func parseDirectiveDefinition() throws(GraphQLSyntaxError) -> DirectiveDefinition {
        let location = here
        let description = try parseDescription()
        try expectKeyword("directive")
        try expect(.at)
        let name = try parseName()
        let arguments = try parseInputValueDefinitions(open: .parenL, close: .parenR)
        let directives = try parseDirectives(isConst: true)
        let isRepeatable = try skipKeyword("repeatable")
        try expectKeyword("on")
        _ = try skip(.pipe)
        var locations: [DirectiveLocation] = []
        repeat {
            let start = token
            guard let directiveLocation = DirectiveLocation(rawValue: try parseName()) else { throw unexpected(start) }
            locations.append(directiveLocation)
        } while try skip(.pipe)
        return DirectiveDefinition(
            description: description, name: name, arguments: arguments, directives: directives,
            isRepeatable: isRepeatable,
            locations: locations, location: location)
    }
}
