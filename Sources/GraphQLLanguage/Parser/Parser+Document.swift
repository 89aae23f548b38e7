extension Parser {
    /// Document: one or more definitions.
    mutating func parseDocument() throws(GraphQLSyntaxError) -> Document {
        var definitions: [Definition] = []
        repeat {
            definitions.append(try parseDefinition())
        } while token.kind != .eof
        return Document(definitions: definitions, source: lexer.source)
    }

    /// Definition: an operation, fragment, type-system definition or extension; all but extensions
    /// and the shorthand `{ … }` may start with a description.
    mutating func parseDefinition() throws(GraphQLSyntaxError) -> Definition {
        if peek(.braceL) { return .operation(try parseOperationDefinition()) }
        let hasDescription = peekDescription()
        let keyword = hasDescription ? try lookahead() : token
        if hasDescription && keyword.kind == .braceL {
            throw error(at: token.start, "Unexpected description, descriptions are not supported on shorthand queries.")
        }
        guard keyword.kind == .name else { throw unexpected(keyword) }
        switch keyword.value {
        case "schema": return .schema(try parseSchemaDefinition())
        case "scalar": return .type(.scalar(try parseScalarTypeDefinition()))
        case "type": return .type(.object(try parseObjectTypeDefinition()))
        case "interface": return .type(.interface(try parseInterfaceTypeDefinition()))
        case "union": return .type(.union(try parseUnionTypeDefinition()))
        case "enum": return .type(.enumType(try parseEnumTypeDefinition()))
        case "input": return .type(.inputObject(try parseInputObjectTypeDefinition()))
        case "directive": return .directive(try parseDirectiveDefinition())
        case "query", "mutation", "subscription": return .operation(try parseOperationDefinition())
        case "fragment": return .fragment(try parseFragmentDefinition())
        default: break
        }
        if hasDescription {
            throw error(at: token.start, "Unexpected description, only GraphQL definitions support descriptions.")
        }
        switch keyword.value {
        case "extend": return try parseTypeSystemExtension()
        default: throw unexpected(keyword)
        }
    }
}
