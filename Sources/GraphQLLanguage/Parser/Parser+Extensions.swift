extension Parser {
    /// TypeSystemExtension: `extend schema|scalar|type|interface|union|enum|input …`. Each form
    /// must add something (directives, interfaces, fields, members or values), else the token
    /// after the name is unexpected.
    mutating func parseTypeSystemExtension() throws(GraphQLSyntaxError) -> Definition {
        let location = here
        let keyword = try lookahead()
        guard keyword.kind == .name else { throw unexpected(keyword) }
        switch keyword.value {
        case "schema":
            try advance()
            try advance()
            let directives = try parseDirectives(isConst: true)
            var operationTypes: [OperationTypeDefinition] = []
            if try skip(.braceL) {
                repeat {
                    operationTypes.append(try parseOperationTypeDefinition())
                } while try !skip(.braceR)
            }
            guard !directives.isEmpty || !operationTypes.isEmpty else { throw unexpected() }
            return .schemaExtension(
                SchemaExtension(directives: directives, operationTypes: operationTypes, location: location))
        case "scalar":
            try advance()
            var node = try parseScalarTypeDefinition()
            guard !node.directives.isEmpty else { throw unexpected() }
            node.location = location
            return .typeExtension(.scalar(node))
        case "type":
            try advance()
            var node = try parseObjectTypeDefinition()
            guard !node.interfaces.isEmpty || !node.directives.isEmpty || !node.fields.isEmpty else {
                throw unexpected()
            }
            node.location = location
            return .typeExtension(.object(node))
        case "interface":
            try advance()
            var node = try parseInterfaceTypeDefinition()
            guard !node.interfaces.isEmpty || !node.directives.isEmpty || !node.fields.isEmpty else {
                throw unexpected()
            }
            node.location = location
            return .typeExtension(.interface(node))
        case "union":
            try advance()
            var node = try parseUnionTypeDefinition()
            guard !node.directives.isEmpty || !node.types.isEmpty else { throw unexpected() }
            node.location = location
            return .typeExtension(.union(node))
        case "enum":
            try advance()
            var node = try parseEnumTypeDefinition()
            guard !node.directives.isEmpty || !node.values.isEmpty else { throw unexpected() }
            node.location = location
            return .typeExtension(.enumType(node))
        case "input":
            try advance()
            var node = try parseInputObjectTypeDefinition()
            guard !node.directives.isEmpty || !node.fields.isEmpty else { throw unexpected() }
            node.location = location
            return .typeExtension(.inputObject(node))
        default:
            throw unexpected(keyword)
        }
    }
}
