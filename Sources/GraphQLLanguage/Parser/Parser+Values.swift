extension Parser {
    /// Arguments: `( Argument+ )`, or nothing.
    mutating func parseArguments(isConst: Bool) throws(GraphQLSyntaxError) -> [Argument] {
        guard try skip(.parenL) else { return [] }
        var arguments: [Argument] = []
        repeat {
            let location = here
            let name = try parseName()
            try expect(.colon)
            let (value, valueLocation) = try parseLocatedValue(isConst: isConst)
            arguments.append(Argument(name: name, value: value, location: location, valueLocation: valueLocation))
        } while try !skip(.parenR)
        return arguments
    }

    /// Directives: zero or more `@name Arguments?`.
    mutating func parseDirectives(isConst: Bool) throws(GraphQLSyntaxError) -> [Directive] {
        var directives: [Directive] = []
        while peek(.at) {
            let location = here
            try advance()
            let nameLocation = here
            let name = try parseName()
            directives.append(
                Directive(
                    name: name, arguments: try parseArguments(isConst: isConst), location: location,
                    nameLocation: nameLocation))
        }
        return directives
    }

    /// Value (or, when `isConst`, ConstValue, which rejects variables), where its location is not
    /// needed (type-system default values, a lone value).
    mutating func parseValue(isConst: Bool) throws(GraphQLSyntaxError) -> Value {
        try parseLocatedValue(isConst: isConst).value
    }

    /// Value (or, when `isConst`, ConstValue), with where it and, for a list, its items stand.
    ///
    /// This dispatcher sits on the recursion path of nested lists and objects, so it keeps no
    /// locals of its own; the work happens in helpers (which matters for the stack in debug builds).
    mutating func parseLocatedValue(isConst: Bool) throws(GraphQLSyntaxError) -> (value: Value, location: ValueLocation)
    {
        switch token.kind {
        case .bracketL: try parseListValue(isConst: isConst)
        case .braceL: try parseLocatedObjectValue(isConst: isConst)
        default: try parseLeafValue(isConst: isConst)
        }
    }

    /// ListValue: `[ Value* ]`.
    mutating func parseListValue(isConst: Bool) throws(GraphQLSyntaxError) -> (value: Value, location: ValueLocation) {
        let start = here
        try advance()
        try enterNesting(at: start.offset)
        defer { depth -= 1 }
        var values: [Value] = []
        var locations: [ValueLocation] = []
        while try !skip(.bracketR) {
            let (value, location) = try parseLocatedValue(isConst: isConst)
            values.append(value)
            locations.append(location)
        }
        return (.list(values), ValueLocation(start, items: locations))
    }

    /// ObjectValue, with where its `{` stands.
    mutating func parseLocatedObjectValue(isConst: Bool) throws(GraphQLSyntaxError) -> (
        value: Value, location: ValueLocation
    ) {
        let start = ValueLocation(here)
        return (try parseObjectValue(isConst: isConst), start)
    }

    /// ObjectValue: `{ ObjectField* }`.
    mutating func parseObjectValue(isConst: Bool) throws(GraphQLSyntaxError) -> Value {
        let opener = token.start
        try advance()
        try enterNesting(at: opener)
        defer { depth -= 1 }
        var fields: [ObjectField] = []
        while try !skip(.braceR) {
            let location = here
            let name = try parseName()
            try expect(.colon)
            let (value, valueLocation) = try parseLocatedValue(isConst: isConst)
            fields.append(ObjectField(name: name, value: value, location: location, valueLocation: valueLocation))
        }
        return .object(fields)
    }

    /// A value that does not nest: a variable, number, string, boolean, null or enum value.
    @inline(never)
    mutating func parseLeafValue(isConst: Bool) throws(GraphQLSyntaxError) -> (value: Value, location: ValueLocation) {
        let start = ValueLocation(here)
        return (try parseLeafValueKind(isConst: isConst), start)
    }

    /// The leaf value at the current token.
    private mutating func parseLeafValueKind(isConst: Bool) throws(GraphQLSyntaxError) -> Value {
        switch token.kind {
        case .int:
            let text = token.value
            try advance()
            return .int(text)
        case .float:
            let text = token.value
            try advance()
            return .float(text)
        case .string, .blockString:
            return .string(try parseStringLiteral())
        case .name:
            let name = token.value
            try advance()
            switch name {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "null": return .null
            default: return .enumValue(name)
            }
        case .dollar:
            if isConst {
                let next = try lookahead()
                if next.kind == .name {
                    throw error(at: token.start, "Unexpected variable \"$\(next.value)\" in constant value.")
                }
                throw unexpected()
            }
            let location = here
            return .variable(Variable(name: try parseVariableName(), location: location))
        default:
            throw unexpected()
        }
    }

    /// A string or block string literal.
    mutating func parseStringLiteral() throws(GraphQLSyntaxError) -> StringValue {
        let value = StringValue(token.value, isBlock: token.kind == .blockString)
        try advance()
        return value
    }

    /// Type: `Name`, `[Type]` or either followed by `!`.
    mutating func parseTypeReference() throws(GraphQLSyntaxError) -> TypeReference {
        try parseLocatedTypeReference().type
    }

    /// Type, with where its innermost named type's name stands.
    mutating func parseLocatedTypeReference() throws(GraphQLSyntaxError) -> (
        type: TypeReference, namedTypeLocation: SourceLocation
    ) {
        var type: TypeReference
        let namedTypeLocation: SourceLocation
        let opener = token.start
        if try skip(.bracketL) {
            try enterNesting(at: opener)
            defer { depth -= 1 }
            let inner = try parseLocatedTypeReference()
            try expect(.bracketR)
            type = .list(inner.type)
            namedTypeLocation = inner.namedTypeLocation
        } else {
            namedTypeLocation = here
            type = .named(try parseName())
        }
        if try skip(.bang) { type = .nonNull(type) }
        return (type, namedTypeLocation)
    }
}
