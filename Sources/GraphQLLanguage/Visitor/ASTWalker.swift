extension Document {
    /// Walks the document depth-first in source order, calling `visitor`'s hooks.
    /// - Parameter visitor: The visitor; it is mutated by its hooks.
    /// - Returns: `false` when a hook stopped the walk, else `true`.
    @discardableResult
    public func walk<Visitor: ASTVisitor>(_ visitor: inout Visitor) -> Bool {
        var walker = ASTWalker(visitor: visitor)
        walker.walk(self)
        visitor = walker.visitor
        return !walker.stopped
    }
}

extension Definition {
    /// Walks this definition depth-first in source order, calling `visitor`'s hooks (starting
    /// with `enter(_: Definition)`).
    /// - Parameter visitor: The visitor; it is mutated by its hooks.
    /// - Returns: `false` when a hook stopped the walk, else `true`.
    @discardableResult
    public func walk<Visitor: ASTVisitor>(_ visitor: inout Visitor) -> Bool {
        var walker = ASTWalker(visitor: visitor)
        walker.walk(self)
        visitor = walker.visitor
        return !walker.stopped
    }
}

extension SelectionSet {
    /// Walks this selection set depth-first in source order, calling `visitor`'s hooks.
    /// - Parameter visitor: The visitor; it is mutated by its hooks.
    /// - Returns: `false` when a hook stopped the walk, else `true`.
    @discardableResult
    public func walk<Visitor: ASTVisitor>(_ visitor: inout Visitor) -> Bool {
        var walker = ASTWalker(visitor: visitor)
        walker.walk(self)
        visitor = walker.visitor
        return !walker.stopped
    }
}

/// The traversal behind ``Document/walk(_:)``: one method per node kind, each calling the
/// visitor's `enter`, the node's children in source order, then `leave`.
struct ASTWalker<Visitor: ASTVisitor> {
    var visitor: Visitor
    var stopped = false

    /// Applies an `enter` result: whether to descend into the children.
    @inline(__always)
    mutating func descend(_ action: VisitAction) -> Bool {
        switch action {
        case .continue: return true
        case .skipChildren: return false
        case .stop:
            stopped = true
            return false
        }
    }

    mutating func walk(_ node: Document) {
        guard descend(visitor.enter(node)) else { return }
        for definition in node.definitions where !stopped { walk(definition) }
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: Definition) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        switch node {
        case .operation(let operation): walk(operation)
        case .fragment(let fragment): walk(fragment)
        case .schema(let schema): walk(schema)
        case .type(let type): walk(type, isExtension: false)
        case .directive(let directive): walk(directive)
        case .schemaExtension(let schemaExtension): walk(schemaExtension)
        case .typeExtension(let type): walk(type, isExtension: true)
        }
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: OperationDefinition) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        for variable in node.variableDefinitions where !stopped { walk(variable) }
        walk(node.directives)
        walk(node.selectionSet)
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: VariableDefinition) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        walk(node.type)
        if let value = node.defaultValue { walk(value) }
        walk(node.directives)
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: SelectionSet) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        for selection in node.selections where !stopped {
            switch selection {
            case .field(let field): walk(field)
            case .fragmentSpread(let spread): walk(spread)
            case .inlineFragment(let fragment): walk(fragment)
            }
        }
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: Field) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        walk(node.arguments)
        walk(node.directives)
        if let selectionSet = node.selectionSet { walk(selectionSet) }
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: FragmentSpread) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        walk(node.directives)
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: InlineFragment) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        if let typeCondition = node.typeCondition { walk(TypeReference.named(typeCondition)) }
        walk(node.directives)
        walk(node.selectionSet)
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: FragmentDefinition) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        walk(TypeReference.named(node.typeCondition))
        walk(node.directives)
        walk(node.selectionSet)
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ arguments: [Argument]) {
        for argument in arguments where !stopped {
            guard descend(visitor.enter(argument)) else { continue }
            walk(argument.value)
            if !stopped { visitor.leave(argument) }
        }
    }

    mutating func walk(_ directives: [Directive]) {
        for directive in directives where !stopped {
            guard descend(visitor.enter(directive)) else { continue }
            walk(directive.arguments)
            if !stopped { visitor.leave(directive) }
        }
    }

    mutating func walk(_ node: Value) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        switch node {
        case .variable(let variable):
            if descend(visitor.enter(variable)), !stopped { visitor.leave(variable) }
        case .list(let values):
            for value in values where !stopped { walk(value) }
        case .object(let fields):
            for field in fields where !stopped {
                guard descend(visitor.enter(field)) else { continue }
                walk(field.value)
                if !stopped { visitor.leave(field) }
            }
        case .int, .float, .string, .boolean, .null, .enumValue:
            break
        }
        if !stopped { visitor.leave(node) }
    }

    mutating func walk(_ node: TypeReference) {
        guard !stopped, descend(visitor.enter(node)) else { return }
        switch node {
        case .list(let inner), .nonNull(let inner): walk(inner)
        case .named: break
        }
        if !stopped { visitor.leave(node) }
    }
}
