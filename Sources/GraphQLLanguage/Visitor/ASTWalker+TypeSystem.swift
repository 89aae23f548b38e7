extension ASTWalker {
    mutating func walk(_ node: SchemaDefinition) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        walk(node.directives)
        for operationType in node.operationTypes where !stopped { walk(operationType) }
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: SchemaExtension) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        walk(node.directives)
        for operationType in node.operationTypes where !stopped { walk(operationType) }
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: OperationTypeDefinition) {
        guard descend(visitor.enter(node)) else { return }
        walk(TypeReference.named(node.type))
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: TypeDefinition, isExtension: Bool) {
        guard !stopped, descend(visitor.enter(node, isExtension: isExtension)) else { return }
        switch node {
        case .scalar(let type):
            walk(type.directives)
        case .object(let type):
            walkNamedTypes(type.interfaces)
            walk(type.directives)
            for field in type.fields where !stopped { walk(field) }
        case .interface(let type):
            walkNamedTypes(type.interfaces)
            walk(type.directives)
            for field in type.fields where !stopped { walk(field) }
        case .union(let type):
            walk(type.directives)
            walkNamedTypes(type.types)
        case .enumType(let type):
            walk(type.directives)
            for value in type.values where !stopped {
                guard descend(visitor.enter(value)) else { continue }
                walk(value.directives)
                if !stopped { visitor.leave(value) }
            }
        case .inputObject(let type):
            walk(type.directives)
            for field in type.fields where !stopped { walk(field) }
        }
        if !stopped { visitor.leave(node, isExtension: isExtension) }
    }

    mutating func walkNamedTypes(_ names: [String]) {
        for name in names where !stopped { walk(TypeReference.named(name)) }
    }

    mutating func walk(_ node: FieldDefinition) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        for argument in node.arguments where !stopped { walk(argument) }
        walk(node.type)
        walk(node.directives)
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: InputValueDefinition) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        walk(node.type)
        if let value = node.defaultValue { walk(value) }
        walk(node.directives)
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: DirectiveDefinition) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        for argument in node.arguments where !stopped { walk(argument) }
        walk(node.directives)
        if !stopped { visitor.leave(node) }
    }
}
