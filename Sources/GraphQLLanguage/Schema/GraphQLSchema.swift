/// A built, queryable GraphQL schema: named types, directives and root operation types.
///
/// Build one from SDL or from an introspection result (see the builders in this folder); it always
/// contains the built-in scalars, the built-in directives and the introspection types.
public struct GraphQLSchema: Sendable {
    /// The description of the schema, if any.
    public var description: String?
    /// The name of the query root type.
    public var queryTypeName: String?
    /// The name of the mutation root type, if any.
    public var mutationTypeName: String?
    /// The name of the subscription root type, if any.
    public var subscriptionTypeName: String?
    /// Every named type by name, built-ins and introspection types included.
    public var types: [String: GraphQLNamedType]
    /// Type names in definition order (built-ins last), for stable printing.
    public var typeNames: [String]
    /// Every directive by name, built-ins included.
    public var directives: [String: GraphQLDirective]
    /// Directive names in definition order (built-ins last).
    public var directiveNames: [String]
    /// Directives applied to the schema definition itself.
    public var appliedDirectives: [Directive]

    /// Creates a schema from already-built parts. Prefer the SDL and introspection builders.
    public init(
        description: String? = nil,
        queryTypeName: String?,
        mutationTypeName: String? = nil,
        subscriptionTypeName: String? = nil,
        types: [GraphQLNamedType],
        directives: [GraphQLDirective],
        appliedDirectives: [Directive] = []
    ) {
        self.description = description
        self.queryTypeName = queryTypeName
        self.mutationTypeName = mutationTypeName
        self.subscriptionTypeName = subscriptionTypeName
        self.types = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.typeNames = types.map(\.name)
        self.directives = Dictionary(directives.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.directiveNames = directives.map(\.name)
        self.appliedDirectives = appliedDirectives
    }
}

/// A named type of a schema.
public enum GraphQLNamedType: Sendable, Hashable {
    /// A scalar (built-in or custom).
    case scalar(GraphQLScalarType)
    /// An object type.
    case object(GraphQLObjectType)
    /// An interface.
    case interface(GraphQLInterfaceType)
    /// A union.
    case union(GraphQLUnionType)
    /// An enum.
    case enumType(GraphQLEnumType)
    /// An input object.
    case inputObject(GraphQLInputObjectType)

    /// The type's name.
    public var name: String {
        switch self {
        case .scalar(let type): type.name
        case .object(let type): type.name
        case .interface(let type): type.name
        case .union(let type): type.name
        case .enumType(let type): type.name
        case .inputObject(let type): type.name
        }
    }

    /// The type's description, if any.
    public var description: String? {
        switch self {
        case .scalar(let type): type.description
        case .object(let type): type.description
        case .interface(let type): type.description
        case .union(let type): type.description
        case .enumType(let type): type.description
        case .inputObject(let type): type.description
        }
    }

    /// The output fields of an object or interface; empty for other kinds.
    public var fields: [GraphQLField] {
        switch self {
        case .object(let type): type.fields
        case .interface(let type): type.fields
        default: []
        }
    }

    /// Whether values of the type are scalars or enums (no sub-selection).
    public var isLeaf: Bool {
        switch self {
        case .scalar, .enumType: true
        default: false
        }
    }

    /// Whether the type is an object, interface or union (needs a sub-selection).
    public var isComposite: Bool {
        switch self {
        case .object, .interface, .union: true
        default: false
        }
    }

    /// Whether the type is abstract (interface or union).
    public var isAbstract: Bool {
        switch self {
        case .interface, .union: true
        default: false
        }
    }

    /// Whether the type can be used for input (scalar, enum, input object).
    public var isInputType: Bool {
        switch self {
        case .scalar, .enumType, .inputObject: true
        default: false
        }
    }

    /// Whether the type can be used for output (anything but an input object).
    public var isOutputType: Bool {
        if case .inputObject = self { false } else { true }
    }

    /// The kind as introspection names it: `SCALAR`, `OBJECT`, `INTERFACE`, `UNION`, `ENUM`,
    /// `INPUT_OBJECT`.
    public var kindName: String {
        switch self {
        case .scalar: "SCALAR"
        case .object: "OBJECT"
        case .interface: "INTERFACE"
        case .union: "UNION"
        case .enumType: "ENUM"
        case .inputObject: "INPUT_OBJECT"
        }
    }
}

/// A scalar type.
public struct GraphQLScalarType: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// The `@specifiedBy(url:)` URL, if any.
    public var specifiedByURL: String?
    /// Directives applied to the definition.
    public var appliedDirectives: [Directive]
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates a scalar type.
    public init(
        name: String, description: String? = nil, specifiedByURL: String? = nil, appliedDirectives: [Directive] = [],
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.specifiedByURL = specifiedByURL
        self.appliedDirectives = appliedDirectives
        self.location = location
    }
}

/// An object type.
public struct GraphQLObjectType: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// The fields, in order.
    public var fields: [GraphQLField]
    /// The names of the interfaces it implements.
    public var interfaces: [String]
    /// Directives applied to the definition.
    public var appliedDirectives: [Directive]
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates an object type.
    public init(
        name: String, description: String? = nil, fields: [GraphQLField], interfaces: [String] = [],
        appliedDirectives: [Directive] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.fields = fields
        self.interfaces = interfaces
        self.appliedDirectives = appliedDirectives
        self.location = location
    }
}

/// An interface type.
public struct GraphQLInterfaceType: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// The fields, in order.
    public var fields: [GraphQLField]
    /// The names of the interfaces it implements.
    public var interfaces: [String]
    /// Directives applied to the definition.
    public var appliedDirectives: [Directive]
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates an interface type.
    public init(
        name: String, description: String? = nil, fields: [GraphQLField], interfaces: [String] = [],
        appliedDirectives: [Directive] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.fields = fields
        self.interfaces = interfaces
        self.appliedDirectives = appliedDirectives
        self.location = location
    }
}

/// A union type.
public struct GraphQLUnionType: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// The names of the member object types.
    public var possibleTypes: [String]
    /// Directives applied to the definition.
    public var appliedDirectives: [Directive]
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates a union type.
    public init(
        name: String, description: String? = nil, possibleTypes: [String], appliedDirectives: [Directive] = [],
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.possibleTypes = possibleTypes
        self.appliedDirectives = appliedDirectives
        self.location = location
    }
}

/// An enum type.
public struct GraphQLEnumType: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// The values, in order.
    public var values: [GraphQLEnumValue]
    /// Directives applied to the definition.
    public var appliedDirectives: [Directive]
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates an enum type.
    public init(
        name: String, description: String? = nil, values: [GraphQLEnumValue], appliedDirectives: [Directive] = [],
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.values = values
        self.appliedDirectives = appliedDirectives
        self.location = location
    }
}

/// One value of an enum type.
public struct GraphQLEnumValue: Sendable, Hashable {
    /// The value's name.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// Why it is deprecated, when it is.
    public var deprecationReason: String?
    /// Directives applied to the value.
    public var appliedDirectives: [Directive]
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates an enum value.
    public init(
        name: String, description: String? = nil, deprecationReason: String? = nil, appliedDirectives: [Directive] = [],
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.deprecationReason = deprecationReason
        self.appliedDirectives = appliedDirectives
        self.location = location
    }
}

/// An input object type.
public struct GraphQLInputObjectType: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// The input fields, in order.
    public var fields: [GraphQLInputValue]
    /// Whether `@oneOf` applies: exactly one field must be given, and not `null`.
    public var isOneOf: Bool
    /// Directives applied to the definition.
    public var appliedDirectives: [Directive]
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates an input object type.
    public init(
        name: String, description: String? = nil, fields: [GraphQLInputValue], isOneOf: Bool = false,
        appliedDirectives: [Directive] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.fields = fields
        self.isOneOf = isOneOf
        self.appliedDirectives = appliedDirectives
        self.location = location
    }
}

/// An output field of an object or interface.
public struct GraphQLField: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// The arguments, in order.
    public var arguments: [GraphQLInputValue]
    /// The field's type.
    public var type: TypeReference
    /// Why it is deprecated, when it is.
    public var deprecationReason: String?
    /// Directives applied to the field.
    public var appliedDirectives: [Directive]
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates a field.
    public init(
        name: String, description: String? = nil, arguments: [GraphQLInputValue] = [], type: TypeReference,
        deprecationReason: String? = nil, appliedDirectives: [Directive] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.arguments = arguments
        self.type = type
        self.deprecationReason = deprecationReason
        self.appliedDirectives = appliedDirectives
        self.location = location
    }
}

/// An argument or input-object field.
public struct GraphQLInputValue: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// The type.
    public var type: TypeReference
    /// The default value, if any.
    public var defaultValue: Value?
    /// Why it is deprecated, when it is.
    public var deprecationReason: String?
    /// Directives applied to it.
    public var appliedDirectives: [Directive]
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates an input value.
    public init(
        name: String, description: String? = nil, type: TypeReference, defaultValue: Value? = nil,
        deprecationReason: String? = nil, appliedDirectives: [Directive] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.type = type
        self.defaultValue = defaultValue
        self.deprecationReason = deprecationReason
        self.appliedDirectives = appliedDirectives
        self.location = location
    }
}

/// A directive the schema defines (or a built-in one).
public struct GraphQLDirective: Sendable, Hashable {
    /// The name, without `@`.
    public var name: String
    /// The description, if any.
    public var description: String?
    /// The arguments, in order.
    public var arguments: [GraphQLInputValue]
    /// Whether it may appear more than once at one location.
    public var isRepeatable: Bool
    /// Where it may appear.
    public var locations: [DirectiveLocation]
    /// Why it is deprecated, when its definition carries `@deprecated`.
    public var deprecationReason: String?
    /// Where it was defined, when it came from SDL.
    public var location: SourceLocation?

    /// Creates a directive.
    public init(
        name: String, description: String? = nil, arguments: [GraphQLInputValue] = [], isRepeatable: Bool = false,
        locations: [DirectiveLocation], deprecationReason: String? = nil, location: SourceLocation? = nil
    ) {
        self.name = name
        self.description = description
        self.arguments = arguments
        self.isRepeatable = isRepeatable
        self.locations = locations
        self.deprecationReason = deprecationReason
        self.location = location
    }
}
