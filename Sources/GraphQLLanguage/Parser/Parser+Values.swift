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
    mutating func parseValue(isConst: Bool) throws(GraphQLSyntaxError) -> Value {
        switch token.kind {
        case .bracketL:
            try advance()
            return try nested { parser throws(GraphQLSyntaxError) in
                var values: [Value] = []
                while try !parser.skip(.bracketR) { values.append(try parser.parseValue(isConst: isConst)) }
                return .list(values)
            }
        case .braceL:
            try advance()
            return try nested { parser throws(GraphQLSyntaxError) in
                var fields: [ObjectField] = []
                while try !parser.skip(.braceR) {
                    let location = parser.token.location
                    let name = try parser.parseName()
                    try parser.expect(.colon)
                    fields.append(ObjectField(name: name, value: try parser.parseValue(isConst: isConst), location: location))
                }
                return .object(fields)
            }
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
        if try skip(.bracketL) {
            type = try nested { parser throws(GraphQLSyntaxError) in
                let inner = try parser.parseTypeReference()
                try parser.expect(.bracketR)
                return .list(inner)
            }
        } else {
            type = .named(try parseName())
        }
        if try skip(.bang) { type = .nonNull(type) }
        return type
    }
}
