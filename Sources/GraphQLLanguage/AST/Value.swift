/// An input value literal as written in a document.
public indirect enum Value: Sendable, Hashable {
    /// `$name`.
    case variable(Variable)
    /// An integer, kept as its source text so that no precision is lost.
    case int(String)
    /// A float, kept as its source text.
    case float(String)
    /// A string or block string, with escapes resolved (and, for block strings, indentation
    /// removed).
    case string(StringValue)
    /// `true` or `false`.
    case boolean(Bool)
    /// `null`.
    case null
    /// An enum value, e.g. `JEDI`.
    case enumValue(String)
    /// `[ … ]`.
    case list([Value])
    /// `{ name: value … }`.
    case object([ObjectField])
}

/// A variable reference, `$name`.
public struct Variable: Sendable, Hashable {
    /// The name, without `$`.
    public var name: String
    /// Where the `$` stands.
    public var location: SourceLocation

    /// Creates a variable reference.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// A string literal's value and whether it was written as a block string (`"""…"""`).
public struct StringValue: Sendable, Hashable {
    /// The string's value, escapes resolved.
    public var value: String
    /// Whether it was written as a block string.
    public var isBlock: Bool

    /// Creates a string value.
    public init(_ value: String, isBlock: Bool = false) {
        self.value = value
        self.isBlock = isBlock
    }
}

/// `name: value` inside an object literal.
public struct ObjectField: Sendable, Hashable {
    /// The field's name.
    public var name: String
    /// Its value.
    public var value: Value
    /// Where the name stands.
    public var location: SourceLocation
    /// Where the value stands.
    public var valueLocation: ValueLocation

    /// Creates an object field.
    ///
    /// A `valueLocation` left out is the field's `location`.
    public init(name: String, value: Value, location: SourceLocation, valueLocation: ValueLocation? = nil) {
        self.name = name
        self.value = value
        self.location = location
        self.valueLocation = valueLocation ?? ValueLocation(location)
    }
}

/// Where a value literal stands and, for a list, where each of its items stands.
///
/// A ``Value`` keeps the plain shape every consumer matches on; the node that holds a value (an
/// ``Argument``, an ``ObjectField``, a ``VariableDefinition``'s default) holds its location beside
/// it, and an object's fields carry their own.
public struct ValueLocation: Sendable, Hashable {
    /// Where the literal starts.
    public var start: SourceLocation
    /// The locations of a list's items, in order; empty for every other kind of value.
    public var items: [ValueLocation]

    /// Creates a value location.
    /// - Parameters:
    ///   - start: Where the literal starts.
    ///   - items: For a list, its items' locations.
    public init(_ start: SourceLocation, items: [ValueLocation] = []) {
        self.start = start
        self.items = items
    }
}
