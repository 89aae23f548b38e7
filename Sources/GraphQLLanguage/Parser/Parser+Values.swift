extension Parser {
    /// Arguments: `( Argument+ )`, or nothing.
    mutating func parseArguments(isConst: Bool) throws(GraphQLSyntaxError) -> [Argument] {
        guard try skip(.parenL) else { return [] }
        var arguments: [Argument] = []
        repeat {
            let location = token.location
            let name = try parseName()
            try expect(.colon)
            arguments.append(Argument(name: name, value: try parseValue(isConst: isConst), location: location))
        } while try !skip(.parenR)
        return arguments
    }

    /// Directives: zero or more `@name Arguments?`.
    mutating func parseDirectives(isConst: Bool) throws(GraphQLSyntaxError) -> [Directive] {
        var directives: [Directive] = []
        while peek(.at) {
            let location = token.location
            try advance()
            let name = try parseName()
            directives.append(Directive(name: name, arguments: try parseArguments(isConst: isConst), location: location))
        }
        return directives
    }

    /// Value (or, when `isConst`, ConstValue, which rejects variables).
    ///
    /// This dispatcher sits on the recursion path of nested lists and objects, so it keeps no
    /// locals of its own; the work happens in helpers (which matters for the stack in debug builds).
    mutating func parseValue(isConst: Bool) throws(GraphQLSyntaxError) -> Value {
        switch token.kind {
        case .bracketL: try parseListValue(isConst: isConst)
        case .braceL: try parseObjectValue(isConst: isConst)
        default: try parseLeafValue(isConst: isConst)
        }
    }

    /// ListValue: `[ Value* ]`.
    mutating func parseListValue(isConst: Bool) throws(GraphQLSyntaxError) -> Value {
        let opener = token.start
        try advance()
        try enterNesting(at: opener)
        defer { depth -= 1 }
        var values: [Value] = []
        while try !skip(.bracketR) { values.append(try parseValue(isConst: isConst)) }
        return .list(values)
    }

    /// ObjectValue: `{ ObjectField* }`.
    mutating func parseObjectValue(isConst: Bool) throws(GraphQLSyntaxError) -> Value {
        let opener = token.start
        try advance()
        try enterNesting(at: opener)
        defer { depth -= 1 }
        var fields: [ObjectField] = []
        while try !skip(.braceR) {
            let location = token.location
            let name = try parseName()
            try expect(.colon)
            fields.append(ObjectField(name: name, value: try parseValue(isConst: isConst), location: location))
        }
        return .object(fields)
    }

    /// A value that does not nest: a variable, number, string, boolean, null or enum value.
    @inline(never)
    mutating func parseLeafValue(isConst: Bool) throws(GraphQLSyntaxError) -> Value {
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
            let location = token.location
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
        var type: TypeReference
        let opener = token.start
        if try skip(.bracketL) {
            try enterNesting(at: opener)
            defer { depth -= 1 }
            let inner = try parseTypeReference()
            try expect(.bracketR)
            type = .list(inner)
        } else {
            type = .named(try parseName())
        }
        if try skip(.bang) { type = .nonNull(type) }
        return type
    }
}
