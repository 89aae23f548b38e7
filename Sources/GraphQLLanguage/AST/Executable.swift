/// The kind of operation.
public enum OperationType: String, Sendable, Hashable, CaseIterable {
    /// `query`.
    case query
    /// `mutation`.
    case mutation
    /// `subscription`.
    case subscription
}

/// `query Name($var: Type) @dir { … }`; a shorthand `{ … }` has no name and no variables.
public struct OperationDefinition: Sendable, Hashable {
    /// The description, if any (a shorthand `{ … }` has none).
    public var description: StringValue?
    /// The operation type.
    public var operation: OperationType
    /// The name, or `nil` for an anonymous operation.
    public var name: String?
    /// The variable definitions.
    public var variableDefinitions: [VariableDefinition]
    /// The directives.
    public var directives: [Directive]
    /// The top-level selections.
    public var selectionSet: SelectionSet
    /// Where the definition starts (its keyword, or the `{` of a shorthand).
    public var location: SourceLocation
    /// Where the name stands, or `nil` for an anonymous operation.
    public var nameLocation: SourceLocation?

    /// Creates an operation definition.
    ///
    /// A `nameLocation` left out is the definition's `location` (when there is a name).
    public init(
        description: StringValue? = nil, operation: OperationType, name: String?,
        variableDefinitions: [VariableDefinition] = [],
        directives: [Directive] = [], selectionSet: SelectionSet, location: SourceLocation,
        nameLocation: SourceLocation? = nil
    ) {
        self.description = description
        self.operation = operation
        self.name = name
        self.variableDefinitions = variableDefinitions
        self.directives = directives
        self.selectionSet = selectionSet
        self.location = location
        self.nameLocation = name == nil ? nil : nameLocation ?? location
    }
}

/// `$name: Type = default @dir`.
public struct VariableDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The variable's name, without `$`.
    public var name: String
    /// The declared type.
    public var type: TypeReference
    /// The default value, if any.
    public var defaultValue: Value?
    /// The directives.
    public var directives: [Directive]
    /// Where the variable definition starts (its description, if any, else the `$`).
    public var location: SourceLocation
    /// Where the name stands (after the `$`).
    public var nameLocation: SourceLocation
    /// Where the type starts (its first `[`, or its name).
    public var typeLocation: SourceLocation
    /// Where the innermost named type's name stands.
    public var namedTypeLocation: SourceLocation
    /// Where the default value stands, when there is one.
    public var defaultValueLocation: ValueLocation?

    /// Creates a variable definition.
    ///
    /// Locations left out are the definition's `location`.
    public init(
        description: StringValue? = nil, name: String, type: TypeReference, defaultValue: Value? = nil,
        directives: [Directive] = [],
        location: SourceLocation, nameLocation: SourceLocation? = nil, typeLocation: SourceLocation? = nil,
        namedTypeLocation: SourceLocation? = nil, defaultValueLocation: ValueLocation? = nil
    ) {
        self.description = description
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.location = location
        self.nameLocation = nameLocation ?? location
        self.typeLocation = typeLocation ?? location
        self.namedTypeLocation = namedTypeLocation ?? typeLocation ?? location
        self.defaultValueLocation = defaultValue == nil ? nil : defaultValueLocation ?? ValueLocation(location)
    }
}

/// A type as written in a document: `Name`, `[T]` or `T!`.
public indirect enum TypeReference: Sendable, Hashable, CustomStringConvertible {
    /// A named type.
    case named(String)
    /// A list of the inner type.
    case list(TypeReference)
    /// The inner type, non-null.
    case nonNull(TypeReference)

    /// The innermost named type.
    public var namedType: String {
        switch self {
        case .named(let name): name
        case .list(let inner), .nonNull(let inner): inner.namedType
        }
    }

    /// Whether the outermost wrapper is non-null.
    public var isNonNull: Bool {
        if case .nonNull = self { true } else { false }
    }

    /// The type without an outer non-null wrapper.
    public var nullable: TypeReference {
        if case .nonNull(let inner) = self { inner } else { self }
    }

    /// The type as GraphQL writes it, e.g. `[String!]!`.
    public var description: String {
        switch self {
        case .named(let name): name
        case .list(let inner): "[\(inner)]"
        case .nonNull(let inner): "\(inner)!"
        }
    }
}

/// `{ selection … }`.
public struct SelectionSet: Sendable, Hashable {
    /// The selections in order.
    public var selections: [Selection]
    /// Where the `{` stands.
    public var location: SourceLocation

    /// Creates a selection set.
    public init(selections: [Selection], location: SourceLocation) {
        self.selections = selections
        self.location = location
    }
}

/// One entry of a selection set.
public enum Selection: Sendable, Hashable {
    /// `alias: name(args) @dir { … }`.
    case field(Field)
    /// `...Name @dir`.
    case fragmentSpread(FragmentSpread)
    /// `... on Type @dir { … }`.
    case inlineFragment(InlineFragment)

    /// Where the selection starts.
    public var location: SourceLocation {
        switch self {
        case .field(let node): node.location
        case .fragmentSpread(let node): node.location
        case .inlineFragment(let node): node.location
        }
    }
}

/// `alias: name(arguments) @directives { selections }`.
public struct Field: Sendable, Hashable {
    /// The alias, if any.
    public var alias: String?
    /// The field's name in the schema.
    public var name: String
    /// The arguments.
    public var arguments: [Argument]
    /// The directives.
    public var directives: [Directive]
    /// The sub-selections, for fields of composite type.
    public var selectionSet: SelectionSet?
    /// Where the field (its alias, if any) starts.
    public var location: SourceLocation
    /// Where the name stands (after the alias and `:`, if any).
    public var nameLocation: SourceLocation

    /// Creates a field.
    ///
    /// A `nameLocation` left out is the field's `location`.
    public init(
        alias: String? = nil, name: String, arguments: [Argument] = [], directives: [Directive] = [],
        selectionSet: SelectionSet? = nil, location: SourceLocation, nameLocation: SourceLocation? = nil
    ) {
        self.alias = alias
        self.name = name
        self.arguments = arguments
        self.directives = directives
        self.selectionSet = selectionSet
        self.location = location
        self.nameLocation = nameLocation ?? location
    }

    /// The key the field's value has in the response: the alias, or else the name.
    public var responseKey: String { alias ?? name }
}

/// `name: value`, as an argument of a field or directive.
public struct Argument: Sendable, Hashable {
    /// The argument's name.
    public var name: String
    /// Its value.
    public var value: Value
    /// Where the name stands.
    public var location: SourceLocation
    /// Where the value stands.
    public var valueLocation: ValueLocation

    /// Creates an argument.
    ///
    /// A `valueLocation` left out is the argument's `location`.
    public init(name: String, value: Value, location: SourceLocation, valueLocation: ValueLocation? = nil) {
        self.name = name
        self.value = value
        self.location = location
        self.valueLocation = valueLocation ?? ValueLocation(location)
    }
}

/// `...Name @directives`.
public struct FragmentSpread: Sendable, Hashable {
    /// The fragment's name.
    public var name: String
    /// The directives.
    public var directives: [Directive]
    /// Where the `...` stands.
    public var location: SourceLocation
    /// Where the fragment's name stands.
    public var nameLocation: SourceLocation

    /// Creates a fragment spread.
    ///
    /// A `nameLocation` left out is the spread's `location`.
    public init(
        name: String, directives: [Directive] = [], location: SourceLocation, nameLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.directives = directives
        self.location = location
        self.nameLocation = nameLocation ?? location
    }
}

/// `... on Type @directives { selections }`; the type condition is optional.
public struct InlineFragment: Sendable, Hashable {
    /// The type condition, if any.
    public var typeCondition: String?
    /// The directives.
    public var directives: [Directive]
    /// The selections.
    public var selectionSet: SelectionSet
    /// Where the `...` stands.
    public var location: SourceLocation
    /// Where the type condition's name stands, when there is one.
    public var typeConditionLocation: SourceLocation?

    /// Creates an inline fragment.
    ///
    /// A `typeConditionLocation` left out is the fragment's `location` (when it has a condition).
    public init(
        typeCondition: String?, directives: [Directive] = [], selectionSet: SelectionSet, location: SourceLocation,
        typeConditionLocation: SourceLocation? = nil
    ) {
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.location = location
        self.typeConditionLocation = typeCondition == nil ? nil : typeConditionLocation ?? location
    }
}

/// `fragment Name on Type @directives { selections }`.
public struct FragmentDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The fragment's name.
    public var name: String
    /// The type condition.
    public var typeCondition: String
    /// The directives.
    public var directives: [Directive]
    /// The selections.
    public var selectionSet: SelectionSet
    /// Where the `fragment` keyword stands.
    public var location: SourceLocation
    /// Where the name stands.
    public var nameLocation: SourceLocation
    /// Where the type condition's name stands.
    public var typeConditionLocation: SourceLocation

    /// Creates a fragment definition.
    ///
    /// Locations left out are the definition's `location`.
    public init(
        description: StringValue? = nil, name: String, typeCondition: String, directives: [Directive] = [],
        selectionSet: SelectionSet,
        location: SourceLocation, nameLocation: SourceLocation? = nil, typeConditionLocation: SourceLocation? = nil
    ) {
        self.description = description
        self.name = name
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.location = location
        self.nameLocation = nameLocation ?? location
        self.typeConditionLocation = typeConditionLocation ?? location
    }
}

/// `@name(arguments)`.
public struct Directive: Sendable, Hashable {
    /// The directive's name, without `@`.
    public var name: String
    /// The arguments.
    public var arguments: [Argument]
    /// Where the `@` stands.
    public var location: SourceLocation
    /// Where the name stands (after the `@`).
    public var nameLocation: SourceLocation

    /// Creates a directive.
    ///
    /// A `nameLocation` left out is the directive's `location`.
    public init(name: String, arguments: [Argument] = [], location: SourceLocation, nameLocation: SourceLocation? = nil)
    {
        self.name = name
        self.arguments = arguments
        self.location = location
        self.nameLocation = nameLocation ?? location
    }
}
