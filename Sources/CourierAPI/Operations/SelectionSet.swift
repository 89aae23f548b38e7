/// A generated selection set: typed, immutable data read from one response object.
///
/// Generated structs decode eagerly through ``JSONObjectReader`` (so a bad response fails with a
/// path at decode time, not when a property is read), can be built from their memberwise
/// initializers without JSON, and write themselves back as JSON for the normalized cache.
public protocol SelectionSet: Sendable, Hashable, JSONObjectDecodable, JSONValueEncodable, OutputTypeConvertible {
    /// What the selection set selects, for the normalized cache: fields with their arguments,
    /// type cases and fragments, with their `@include`/`@skip` conditions. `__typename` is implied:
    /// every selection set but an operation's root selects it (type cases read it from their parent).
    static var __selections: [Selection] { get }

    /// The data as a JSON object, the shape of the response it came from.
    var __json: JSONObject { get }
}

extension SelectionSet {
    /// The data as a JSON object value.
    public var __jsonValue: JSONValue { .object(__json) }

    /// A selection set is a non-null object of its own type.
    public static var __outputType: OutputType { .nonNull(.object(Self.self)) }
}

/// The selection set of an operation's root type.
public protocol RootSelectionSet: SelectionSet {}

/// A selection set that applies only when the object's `__typename` is one of its parent type's
/// possible types: `hero.asDroid` is one.
public protocol TypeCase: SelectionSet {
    /// The type in the type condition (`... on Droid`).
    static var __parentType: SchemaType { get }
}

/// A generated named fragment; values are typed views such as `hero.fragments.heroDetails`.
///
/// A fragment's definition is part of the ``GraphQLOperation/operationDocument`` of every
/// operation that uses it, so the fragment type itself carries no text.
public protocol GraphQLFragment: SelectionSet {}
