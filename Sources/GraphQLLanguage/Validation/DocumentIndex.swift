/// A field selection with the type information around it.
struct FieldUse {
    /// The field node.
    var field: Field
    /// The composite type the field is selected on, when known.
    var parentType: String?
    /// The field's definition, when the parent type has one by that name.
    var definition: GraphQLField?
}

/// A fragment spread or inline fragment with the composite type in scope where it stands.
struct FragmentUse {
    /// The spread's or inline fragment's node location.
    var location: SourceLocation
    /// The spread fragment's name, or `nil` for an inline fragment.
    var spreadName: String?
    /// The inline fragment's type condition, if any.
    var typeCondition: String?
    /// The spread node, for a spread.
    var spread: FragmentSpread?
    /// The inline fragment node, for an inline fragment.
    var inline: InlineFragment?
    /// The composite type in scope, when known.
    var parentType: String?
}

/// The directives of one node and the location kind they stand at.
struct DirectiveListUse {
    /// The directives, in order.
    var directives: [Directive]
    /// Where they stand.
    var location: DirectiveLocation
    /// The type of the selection set holding the node, when known (`nil` for operations,
    /// variable and fragment definitions).
    var parentType: String? = nil
    /// The field's definition, for the directives of a field.
    var fieldDefinition: GraphQLField? = nil
    /// The index of the definition the node belongs to.
    var definitionIndex: Int = 0
}

/// Who owns an argument list.
enum ArgumentOwner {
    /// A field `fieldName` on `parentType`.
    case field(name: String, parentType: String?)
    /// A directive.
    case directive(name: String)
}

/// The arguments of one field or directive, with their definitions when known.
struct ArgumentListUse {
    /// The arguments as written.
    var arguments: [Argument]
    /// The definitions of the field's or directive's arguments, or `nil` when the field or
    /// directive is unknown.
    var definitions: [GraphQLInputValue]?
    /// The field or directive.
    var owner: ArgumentOwner
    /// Where the field or directive stands.
    var location: SourceLocation
    /// The index of the operation or fragment the list belongs to.
    var definitionIndex: Int
}

/// A `$variable` in a value, with the input type expected where it stands.
struct VariableUsage {
    /// The variable node.
    var variable: Variable
    /// The input type expected at the position, when known.
    var type: TypeReference?
    /// Whether the position (an argument or input field) has a default value of its own.
    var hasLocationDefault: Bool
    /// The `@oneOf` input object whose field the variable fills, if any.
    var oneOfParent: String? = nil
}

/// A selection set with the composite type its selections are made on.
struct SelectionSetUse {
    /// The selection set.
    var selectionSet: SelectionSet
    /// The composite type, when known.
    var parentType: String?
    /// Whether the set is an inline fragment's, whose fields belong to the enclosing set's
    /// response level.
    var isInlineFragmentBody = false
}

/// What a single walk of a document finds, shared by every rule.
struct DocumentIndex {
    /// Every field, in document order.
    var fields: [FieldUse] = []
    /// Every fragment spread and inline fragment, in document order.
    var fragmentUses: [FragmentUse] = []
    /// Every node's directives (nodes without directives included), in document order.
    var directiveLists: [DirectiveListUse] = []
    /// Every field's and directive's arguments, in document order.
    var argumentLists: [ArgumentListUse] = []
    /// Every selection set, in document order.
    var selectionSets: [SelectionSetUse] = []
    /// The variable usages of each executable definition, by the definition's index.
    var variableUsages: [Int: [VariableUsage]] = [:]
    /// The fragment spreads each executable definition holds directly (not through other
    /// fragments), by the definition's index.
    var directSpreads: [Int: [FragmentSpread]] = [:]
    /// The index of the first fragment definition of each name.
    var fragmentDefinitionIndex: [String: Int] = [:]

    /// The names a definition spreads directly, in order.
    func spreadNames(inDefinition index: Int) -> [String] { (directSpreads[index] ?? []).map(\.name) }

    /// Walks the context's document once.
    init(context: ValidationContext) {
        var walker = DocumentWalker(context: context)
        for (offset, definition) in context.document.definitions.enumerated() {
            walker.definitionIndex = offset
            switch definition {
            case .operation(let operation):
                walker.walk(operation)
            case .fragment(let fragment):
                if fragmentDefinitionIndex[fragment.name] == nil { fragmentDefinitionIndex[fragment.name] = offset }
                walker.walk(fragment)
            default:
                walker.index.directiveLists.append(contentsOf: Self.typeSystemDirectiveLists(of: definition))
            }
        }
        fields = walker.index.fields
        fragmentUses = walker.index.fragmentUses
        directiveLists = walker.index.directiveLists
        argumentLists = walker.index.argumentLists
        selectionSets = walker.index.selectionSets
        variableUsages = walker.index.variableUsages
        directSpreads = walker.index.directSpreads
    }

    /// An empty index, filled by the walker.
    fileprivate init() {}
}

/// The one walk over operations and fragments that fills a ``DocumentIndex``.
private struct DocumentWalker {
    let context: ValidationContext
    var index = DocumentIndex()
    var definitionIndex = 0

    init(context: ValidationContext) { self.context = context }

    private var schema: GraphQLSchema { context.schema }

    /// The type name if the schema has a composite type by that name.
    private func compositeType(_ name: String?) -> String? {
        guard let name, schema.types[name]?.isComposite == true else { return nil }
        return name
    }

    mutating func walk(_ operation: OperationDefinition) {
        let location: DirectiveLocation =
            switch operation.operation {
            case .query: .query
            case .mutation: .mutation
            case .subscription: .subscription
            }
        for variable in operation.variableDefinitions {
            directives(variable.directives, at: .variableDefinition, parentType: nil)
        }
        directives(operation.directives, at: location, parentType: nil)
        selectionSet(operation.selectionSet, parentType: schema.rootType(for: operation.operation)?.name)
    }

    mutating func walk(_ fragment: FragmentDefinition) {
        directives(fragment.directives, at: .fragmentDefinition, parentType: nil)
        selectionSet(fragment.selectionSet, parentType: compositeType(fragment.typeCondition))
    }

    mutating func selectionSet(_ set: SelectionSet, parentType: String?, isInlineFragmentBody: Bool = false) {
        index.selectionSets.append(
            SelectionSetUse(selectionSet: set, parentType: parentType, isInlineFragmentBody: isInlineFragmentBody))
        for selection in set.selections {
            switch selection {
            case .field(let field):
                let definition = parentType.flatMap { context.fieldDefinition(field.name, on: $0) }
                index.fields.append(FieldUse(field: field, parentType: parentType, definition: definition))
                arguments(
                    field.arguments, definitions: definition?.arguments,
                    owner: .field(name: field.name, parentType: parentType), location: field.location)
                directives(field.directives, at: .field, parentType: parentType, fieldDefinition: definition)
                if let subSelection = field.selectionSet {
                    selectionSet(subSelection, parentType: compositeType(definition?.type.namedType))
                }
            case .fragmentSpread(let spread):
                index.fragmentUses.append(
                    FragmentUse(
                        location: spread.location, spreadName: spread.name, typeCondition: nil, spread: spread,
                        parentType: parentType))
                index.directSpreads[definitionIndex, default: []].append(spread)
                directives(spread.directives, at: .fragmentSpread, parentType: parentType)
            case .inlineFragment(let inline):
                index.fragmentUses.append(
                    FragmentUse(
                        location: inline.location, spreadName: nil, typeCondition: inline.typeCondition, inline: inline,
                        parentType: parentType))
                directives(inline.directives, at: .inlineFragment, parentType: parentType)
                let innerType = inline.typeCondition.map { compositeType($0) } ?? parentType
                selectionSet(inline.selectionSet, parentType: innerType, isInlineFragmentBody: true)
            }
        }
    }

    mutating func directives(
        _ list: [Directive], at location: DirectiveLocation, parentType: String?, fieldDefinition: GraphQLField? = nil
    ) {
        index.directiveLists.append(
            DirectiveListUse(
                directives: list, location: location, parentType: parentType, fieldDefinition: fieldDefinition,
                definitionIndex: definitionIndex
            ))
        for directive in list {
            arguments(
                directive.arguments, definitions: schema.directive(named: directive.name)?.arguments,
                owner: .directive(name: directive.name), location: directive.location)
        }
    }

    mutating func arguments(
        _ list: [Argument], definitions: [GraphQLInputValue]?, owner: ArgumentOwner, location: SourceLocation
    ) {
        index.argumentLists.append(
            ArgumentListUse(
                arguments: list, definitions: definitions, owner: owner, location: location,
                definitionIndex: definitionIndex))
        for argument in list {
            let definition = definitions?.first { $0.name == argument.name }
            value(argument.value, type: definition?.type, hasDefault: definition?.defaultValue != nil)
        }
    }

    /// Records the variables inside a value with the input type expected at each.
    mutating func value(_ value: Value, type: TypeReference?, hasDefault: Bool, oneOfParent: String? = nil) {
        switch value {
        case .variable(let variable):
            index.variableUsages[definitionIndex, default: []].append(
                VariableUsage(variable: variable, type: type, hasLocationDefault: hasDefault, oneOfParent: oneOfParent))
        case .list(let items):
            let itemType: TypeReference? = type.map {
                if case .list(let inner) = $0.nullable { inner } else { $0.nullable }
            }
            for item in items { self.value(item, type: itemType, hasDefault: false) }
        case .object(let fields):
            let inputObject: GraphQLInputObjectType? = type.flatMap {
                if case .inputObject(let object)? = schema.types[$0.namedType] { object } else { nil }
            }
            for field in fields {
                let definition = inputObject?.fields.first { $0.name == field.name }
                self.value(
                    field.value, type: definition?.type, hasDefault: definition?.defaultValue != nil,
                    oneOfParent: inputObject?.isOneOf == true ? inputObject?.name : nil)
            }
        default:
            return
        }
    }
}
