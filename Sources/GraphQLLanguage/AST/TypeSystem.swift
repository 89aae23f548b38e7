/// `schema @directives { query: Query … }`.
public struct SchemaDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The directives.
    public var directives: [Directive]
    /// The root operation types.
    public var operationTypes: [OperationTypeDefinition]
    /// Where the definition (its description, if any) starts.
    public var location: SourceLocation

    /// Creates a schema definition.
    public init(
        description: StringValue? = nil, directives: [Directive] = [], operationTypes: [OperationTypeDefinition],
        location: SourceLocation
    ) {
        self.description = description
        self.directives = directives
        self.operationTypes = operationTypes
        self.location = location
    }
}

/// `extend schema @directives { mutation: Mutation }`.
public struct SchemaExtension: Sendable, Hashable {
    /// The directives added.
    public var directives: [Directive]
    /// The root operation types added.
    public var operationTypes: [OperationTypeDefinition]
    /// Where the `extend` keyword stands.
    public var location: SourceLocation

    /// Creates a schema extension.
    public init(directives: [Directive] = [], operationTypes: [OperationTypeDefinition] = [], location: SourceLocation)
    {
        self.directives = directives
        self.operationTypes = operationTypes
        self.location = location
    }
}

/// `query: Query` inside a schema definition.
public struct OperationTypeDefinition: Sendable, Hashable {
    /// The operation.
    public var operation: OperationType
    /// The root type's name.
    public var type: String
    /// Where the operation keyword stands.
    public var location: SourceLocation

    /// Creates a root operation type entry.
    public init(operation: OperationType, type: String, location: SourceLocation) {
        self.operation = operation
        self.type = type
        self.location = location
    }
}

/// A named type definition (or, inside ``Definition/typeExtension(_:)``, an extension of one).
public enum TypeDefinition: Sendable, Hashable {
    /// `scalar Name`.
    case scalar(ScalarTypeDefinition)
    /// `type Name implements I & J { fields }`.
    case object(ObjectTypeDefinition)
    /// `interface Name implements I { fields }`.
    case interface(InterfaceTypeDefinition)
    /// `union Name = A | B`.
    case union(UnionTypeDefinition)
    /// `enum Name { VALUES }`.
    case enumType(EnumTypeDefinition)
    /// `input Name { fields }`.
    case inputObject(InputObjectTypeDefinition)

    /// The type's name.
    public var name: String {
        switch self {
        case .scalar(let node): node.name
        case .object(let node): node.name
        case .interface(let node): node.name
        case .union(let node): node.name
        case .enumType(let node): node.name
        case .inputObject(let node): node.name
        }
    }

    /// Where the definition starts.
    public var location: SourceLocation {
        switch self {
        case .scalar(let node): node.location
        case .object(let node): node.location
        case .interface(let node): node.location
        case .union(let node): node.location
        case .enumType(let node): node.location
        case .inputObject(let node): node.location
        }
    }
}

/// `scalar Name @directives`.
public struct ScalarTypeDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The name.
    public var name: String
    /// The directives.
    public var directives: [Directive]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates a scalar type definition.
    public init(description: StringValue? = nil, name: String, directives: [Directive] = [], location: SourceLocation) {
        self.description = description
        self.name = name
        self.directives = directives
        self.location = location
    }
}

/// `type Name implements I & J @directives { fields }`.
public struct ObjectTypeDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The name.
    public var name: String
    /// The interfaces it implements.
    public var interfaces: [String]
    /// The directives.
    public var directives: [Directive]
    /// The fields.
    public var fields: [FieldDefinition]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates an object type definition.
    public init(
        description: StringValue? = nil, name: String, interfaces: [String] = [], directives: [Directive] = [],
        fields: [FieldDefinition] = [], location: SourceLocation
    ) {
        self.description = description
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.location = location
    }
}

/// `interface Name implements I @directives { fields }`.
public struct InterfaceTypeDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The name.
    public var name: String
    /// The interfaces it implements.
    public var interfaces: [String]
    /// The directives.
    public var directives: [Directive]
    /// The fields.
    public var fields: [FieldDefinition]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates an interface type definition.
    public init(
        description: StringValue? = nil, name: String, interfaces: [String] = [], directives: [Directive] = [],
        fields: [FieldDefinition] = [], location: SourceLocation
    ) {
        self.description = description
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.location = location
    }
}

/// `name(arguments): Type @directives` inside an object or interface.
public struct FieldDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The name.
    public var name: String
    /// The arguments.
    public var arguments: [InputValueDefinition]
    /// The field's type.
    public var type: TypeReference
    /// The directives.
    public var directives: [Directive]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates a field definition.
    public init(
        description: StringValue? = nil, name: String, arguments: [InputValueDefinition] = [], type: TypeReference,
        directives: [Directive] = [], location: SourceLocation
    ) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.type = type
        self.directives = directives
        self.location = location
    }
}

/// `name: Type = default @directives`: an argument definition or an input object field.
public struct InputValueDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The name.
    public var name: String
    /// The type.
    public var type: TypeReference
    /// The default value, if any.
    public var defaultValue: Value?
    /// The directives.
    public var directives: [Directive]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates an input value definition.
    public init(
        description: StringValue? = nil, name: String, type: TypeReference, defaultValue: Value? = nil,
        directives: [Directive] = [], location: SourceLocation
    ) {
        self.description = description
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.location = location
    }
}

/// `union Name @directives = A | B`.
public struct UnionTypeDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The name.
    public var name: String
    /// The directives.
    public var directives: [Directive]
    /// The member types.
    public var types: [String]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates a union type definition.
    public init(
        description: StringValue? = nil, name: String, directives: [Directive] = [], types: [String] = [],
        location: SourceLocation
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.types = types
        self.location = location
    }
}

/// `enum Name @directives { VALUES }`.
public struct EnumTypeDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The name.
    public var name: String
    /// The directives.
    public var directives: [Directive]
    /// The values.
    public var values: [EnumValueDefinition]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates an enum type definition.
    public init(
        description: StringValue? = nil, name: String, directives: [Directive] = [], values: [EnumValueDefinition] = [],
        location: SourceLocation
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.values = values
        self.location = location
    }
}

/// One value of an enum definition.
public struct EnumValueDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The value's name.
    public var name: String
    /// The directives.
    public var directives: [Directive]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates an enum value definition.
    public init(description: StringValue? = nil, name: String, directives: [Directive] = [], location: SourceLocation) {
        self.description = description
        self.name = name
        self.directives = directives
        self.location = location
    }
}

/// `input Name @directives { fields }`.
public struct InputObjectTypeDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The name.
    public var name: String
    /// The directives.
    public var directives: [Directive]
    /// The fields.
    public var fields: [InputValueDefinition]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates an input object type definition.
    public init(
        description: StringValue? = nil, name: String, directives: [Directive] = [],
        fields: [InputValueDefinition] = [], location: SourceLocation
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.fields = fields
        self.location = location
    }
}

/// `directive @name(arguments) @directives repeatable on LOCATION | …`.
public struct DirectiveDefinition: Sendable, Hashable {
    /// The description, if any.
    public var description: StringValue?
    /// The name, without `@`.
    public var name: String
    /// The arguments.
    public var arguments: [InputValueDefinition]
    /// The directives applied to the definition itself (location `DIRECTIVE_DEFINITION`), e.g. `@deprecated`.
    public var directives: [Directive]
    /// Whether the directive may appear more than once at one location.
    public var isRepeatable: Bool
    /// Where it may appear.
    public var locations: [DirectiveLocation]
    /// Where the definition starts.
    public var location: SourceLocation

    /// Creates a directive definition.
    public init(
        description: StringValue? = nil, name: String, arguments: [InputValueDefinition] = [],
        directives: [Directive] = [],
        isRepeatable: Bool = false, locations: [DirectiveLocation], location: SourceLocation
    ) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.directives = directives
        self.isRepeatable = isRepeatable
        self.locations = locations
        self.location = location
    }
}

/// A place a directive may be used, as the spec and graphql-js 17 name it, in graphql-js's order.
public enum DirectiveLocation: String, Sendable, Hashable, CaseIterable {
    case query = "QUERY"
    case mutation = "MUTATION"
    case subscription = "SUBSCRIPTION"
    case field = "FIELD"
    case fragmentDefinition = "FRAGMENT_DEFINITION"
    case fragmentSpread = "FRAGMENT_SPREAD"
    case inlineFragment = "INLINE_FRAGMENT"
    case variableDefinition = "VARIABLE_DEFINITION"
    /// A variable definition of a fragment (graphql-js 17's experimental fragment arguments).
    case fragmentVariableDefinition = "FRAGMENT_VARIABLE_DEFINITION"
    case schema = "SCHEMA"
    case scalar = "SCALAR"
    case object = "OBJECT"
    case fieldDefinition = "FIELD_DEFINITION"
    case argumentDefinition = "ARGUMENT_DEFINITION"
    case interface = "INTERFACE"
    case union = "UNION"
    case enumType = "ENUM"
    case enumValue = "ENUM_VALUE"
    case inputObject = "INPUT_OBJECT"
    case inputFieldDefinition = "INPUT_FIELD_DEFINITION"
    /// A directive definition, e.g. for `@deprecated` on a directive.
    case directiveDefinition = "DIRECTIVE_DEFINITION"
}
