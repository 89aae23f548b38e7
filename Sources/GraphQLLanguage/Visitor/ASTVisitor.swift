/// What a visitor's `enter` hook asks the walk to do next.
public enum VisitAction: Sendable, Hashable {
    /// Visit the node's children, then call `leave` for it.
    case `continue`
    /// Skip the node's children and its `leave` call.
    case skipChildren
    /// Stop the whole walk at once; no further hooks are called.
    case stop
}

/// A typed AST visitor: one `enter` and one `leave` hook per node kind, each with a default
/// implementation, so a visitor implements only the hooks it needs.
///
/// Drive it with ``Document/walk(_:)``, which visits depth-first in source order (the order of
/// graphql-js's `visit`). `enter` runs before a node's children and may skip them or stop the
/// walk; `leave` runs after them. Enum-shaped nodes get their generic hook first (for example
/// `enter(_: Definition)` and then `enter(_: OperationDefinition)`; ``Value`` and then
/// ``Variable`` or ``ObjectField``s). Visitors are values: the walk mutates the one passed
/// `inout`, so collected results are read from it afterwards.
public protocol ASTVisitor {
    /// Called before the children of the document.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: Document) -> VisitAction
    /// Called after the children of the document.
    /// - Parameter node: The node.
    mutating func leave(_ node: Document)

    /// Called before the children of any top-level definition, before its specific hook.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: Definition) -> VisitAction
    /// Called after the children of any top-level definition, before its specific hook.
    /// - Parameter node: The node.
    mutating func leave(_ node: Definition)

    /// Called before the children of an operation.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: OperationDefinition) -> VisitAction
    /// Called after the children of an operation.
    /// - Parameter node: The node.
    mutating func leave(_ node: OperationDefinition)

    /// Called before the children of a variable definition.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: VariableDefinition) -> VisitAction
    /// Called after the children of a variable definition.
    /// - Parameter node: The node.
    mutating func leave(_ node: VariableDefinition)

    /// Called before the children of a selection set.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: SelectionSet) -> VisitAction
    /// Called after the children of a selection set.
    /// - Parameter node: The node.
    mutating func leave(_ node: SelectionSet)

    /// Called before the children of a field selection.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: Field) -> VisitAction
    /// Called after the children of a field selection.
    /// - Parameter node: The node.
    mutating func leave(_ node: Field)

    /// Called before the children of a fragment spread.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: FragmentSpread) -> VisitAction
    /// Called after the children of a fragment spread.
    /// - Parameter node: The node.
    mutating func leave(_ node: FragmentSpread)

    /// Called before the children of an inline fragment.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: InlineFragment) -> VisitAction
    /// Called after the children of an inline fragment.
    /// - Parameter node: The node.
    mutating func leave(_ node: InlineFragment)

    /// Called before the children of a fragment definition.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: FragmentDefinition) -> VisitAction
    /// Called after the children of a fragment definition.
    /// - Parameter node: The node.
    mutating func leave(_ node: FragmentDefinition)

    /// Called before the children of an argument of a field or directive.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: Argument) -> VisitAction
    /// Called after the children of an argument of a field or directive.
    /// - Parameter node: The node.
    mutating func leave(_ node: Argument)

    /// Called before the children of a directive use.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: Directive) -> VisitAction
    /// Called after the children of a directive use.
    /// - Parameter node: The node.
    mutating func leave(_ node: Directive)

    /// Called before the children of any value literal (lists and objects before their items).
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: Value) -> VisitAction
    /// Called after the children of any value literal (lists and objects before their items).
    /// - Parameter node: The node.
    mutating func leave(_ node: Value)

    /// Called before the children of a variable reference inside a value.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: Variable) -> VisitAction
    /// Called after the children of a variable reference inside a value.
    /// - Parameter node: The node.
    mutating func leave(_ node: Variable)

    /// Called before the children of a field of an object value.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: ObjectField) -> VisitAction
    /// Called after the children of a field of an object value.
    /// - Parameter node: The node.
    mutating func leave(_ node: ObjectField)

    /// Called before the children of a type reference (each wrapper, then the named type).
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: TypeReference) -> VisitAction
    /// Called after the children of a type reference (each wrapper, then the named type).
    /// - Parameter node: The node.
    mutating func leave(_ node: TypeReference)

    /// Called before the children of a schema definition.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: SchemaDefinition) -> VisitAction
    /// Called after the children of a schema definition.
    /// - Parameter node: The node.
    mutating func leave(_ node: SchemaDefinition)

    /// Called before the children of a schema extension.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: SchemaExtension) -> VisitAction
    /// Called after the children of a schema extension.
    /// - Parameter node: The node.
    mutating func leave(_ node: SchemaExtension)

    /// Called before the children of a root operation type entry.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: OperationTypeDefinition) -> VisitAction
    /// Called after the children of a root operation type entry.
    /// - Parameter node: The node.
    mutating func leave(_ node: OperationTypeDefinition)

    /// Called before the children of a type definition or (with `isExtension`) a type extension.
    /// - Parameters:
    ///   - node: The node.
    ///   - isExtension: Whether it is an `extend …` form.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: TypeDefinition, isExtension: Bool) -> VisitAction
    /// Called after the children of a type definition or (with `isExtension`) a type extension.
    /// - Parameters:
    ///   - node: The node.
    ///   - isExtension: Whether it is an `extend …` form.
    mutating func leave(_ node: TypeDefinition, isExtension: Bool)

    /// Called before the children of a field definition.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: FieldDefinition) -> VisitAction
    /// Called after the children of a field definition.
    /// - Parameter node: The node.
    mutating func leave(_ node: FieldDefinition)

    /// Called before the children of an argument definition or input field.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: InputValueDefinition) -> VisitAction
    /// Called after the children of an argument definition or input field.
    /// - Parameter node: The node.
    mutating func leave(_ node: InputValueDefinition)

    /// Called before the children of an enum value definition.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: EnumValueDefinition) -> VisitAction
    /// Called after the children of an enum value definition.
    /// - Parameter node: The node.
    mutating func leave(_ node: EnumValueDefinition)

    /// Called before the children of a directive definition.
    /// - Parameter node: The node.
    /// - Returns: Whether to visit the children, skip them, or stop.
    mutating func enter(_ node: DirectiveDefinition) -> VisitAction
    /// Called after the children of a directive definition.
    /// - Parameter node: The node.
    mutating func leave(_ node: DirectiveDefinition)
}

extension ASTVisitor {
    /// Visits the children.
    public mutating func enter(_ node: Document) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: Document) {}

    /// Visits the children.
    public mutating func enter(_ node: Definition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: Definition) {}

    /// Visits the children.
    public mutating func enter(_ node: OperationDefinition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: OperationDefinition) {}

    /// Visits the children.
    public mutating func enter(_ node: VariableDefinition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: VariableDefinition) {}

    /// Visits the children.
    public mutating func enter(_ node: SelectionSet) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: SelectionSet) {}

    /// Visits the children.
    public mutating func enter(_ node: Field) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: Field) {}

    /// Visits the children.
    public mutating func enter(_ node: FragmentSpread) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: FragmentSpread) {}

    /// Visits the children.
    public mutating func enter(_ node: InlineFragment) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: InlineFragment) {}

    /// Visits the children.
    public mutating func enter(_ node: FragmentDefinition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: FragmentDefinition) {}

    /// Visits the children.
    public mutating func enter(_ node: Argument) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: Argument) {}

    /// Visits the children.
    public mutating func enter(_ node: Directive) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: Directive) {}

    /// Visits the children.
    public mutating func enter(_ node: Value) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: Value) {}

    /// Visits the children.
    public mutating func enter(_ node: Variable) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: Variable) {}

    /// Visits the children.
    public mutating func enter(_ node: ObjectField) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: ObjectField) {}

    /// Visits the children.
    public mutating func enter(_ node: TypeReference) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: TypeReference) {}

    /// Visits the children.
    public mutating func enter(_ node: SchemaDefinition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: SchemaDefinition) {}

    /// Visits the children.
    public mutating func enter(_ node: SchemaExtension) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: SchemaExtension) {}

    /// Visits the children.
    public mutating func enter(_ node: OperationTypeDefinition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: OperationTypeDefinition) {}

    /// Visits the children.
    public mutating func enter(_ node: TypeDefinition, isExtension: Bool) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: TypeDefinition, isExtension: Bool) {}

    /// Visits the children.
    public mutating func enter(_ node: FieldDefinition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: FieldDefinition) {}

    /// Visits the children.
    public mutating func enter(_ node: InputValueDefinition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: InputValueDefinition) {}

    /// Visits the children.
    public mutating func enter(_ node: EnumValueDefinition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: EnumValueDefinition) {}

    /// Visits the children.
    public mutating func enter(_ node: DirectiveDefinition) -> VisitAction { .continue }
    /// Does nothing.
    public mutating func leave(_ node: DirectiveDefinition) {}
}
