/// One entry of a selection set's static metadata (`SelectionSet/__selections`).
///
/// The metadata describes the merged selection set the generated struct holds, so the normalized
/// cache can read and write its fields without parsing GraphQL at run time.
public indirect enum Selection: Sendable {
    /// A field.
    case field(Field)
    /// Selections that apply when the object's type is in the type case's parent type.
    case typeCase(any TypeCase.Type)
    /// A named fragment spread; its fields are also merged into the enclosing selection set.
    case fragment(any GraphQLFragment.Type)
    /// Selections that apply only when the conditions hold for the operation's variables.
    case conditional(Conditions, [Selection])

    /// A field selection.
    ///
    /// - Parameters:
    ///   - name: The schema field name.
    ///   - alias: The alias, when the field has one.
    ///   - type: The Swift type of the field's value, e.g. `[Friend?]?.self`.
    ///   - arguments: The arguments, literal or variable.
    /// - Returns: The selection.
    public static func field(
        _ name: String, alias: String? = nil, _ type: any OutputTypeConvertible.Type,
        arguments: [String: InputValue] = [:]
    ) -> Selection {
        .field(Field(name, alias: alias, type: type.__outputType, arguments: arguments))
    }
}

/// A field of a selection set's metadata.
public struct Field: Sendable {
    /// The key of the field in the response: the alias, or the name.
    public let responseKey: String
    /// The schema field name.
    public let name: String
    /// The field's type.
    public let type: OutputType
    /// The arguments, by name.
    public let arguments: [String: InputValue]

    /// Creates field metadata.
    ///
    /// - Parameters:
    ///   - name: The schema field name.
    ///   - alias: The alias, if any.
    ///   - type: The field's type.
    ///   - arguments: The arguments, by name.
    public init(_ name: String, alias: String? = nil, type: OutputType, arguments: [String: InputValue] = [:]) {
        self.responseKey = alias ?? name
        self.name = name
        self.type = type
        self.arguments = arguments
    }

    /// The field's name with its arguments resolved against `variables`, e.g.
    /// `hero(episode:JEDI)`: the key under which the normalized cache stores the field.
    ///
    /// Arguments are sorted by name; an argument whose variable is absent is left out; string
    /// values print bare.
    ///
    /// - Parameter variables: The operation's variables.
    /// - Returns: The field key.
    public func cacheKey(variables: JSONObject) -> String {
        let resolved = arguments.compactMap { name, value in value.resolved(variables).map { (name, $0) } }
        guard !resolved.isEmpty else { return name }
        let parts = resolved.sorted { $0.0 < $1.0 }.map { "\($0.0):\(InputValue.keyText($0.1))" }
        return "\(name)(\(parts.joined(separator: ",")))"
    }
}

/// A set of `@include`/`@skip` conditions in disjunctive normal form: the selections apply when
/// every condition of at least one inner list holds.
public typealias Conditions = [[Condition]]

/// An `@include(if: $variable)` (or, inverted, `@skip(if: $variable)`) condition.
public struct Condition: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The Boolean variable's name.
    public let variable: String
    /// Whether the condition holds when the variable is `false` (`@skip`).
    public let isInverted: Bool

    /// Creates a condition.
    ///
    /// - Parameters:
    ///   - variable: The Boolean variable's name.
    ///   - isInverted: `true` for `@skip`.
    public init(variable: String, isInverted: Bool = false) {
        self.variable = variable
        self.isInverted = isInverted
    }

    /// Creates an `@include` condition from the variable's name.
    public init(stringLiteral value: String) {
        self.init(variable: value)
    }

    /// The `@skip` counterpart of an `@include` condition.
    public static prefix func ! (condition: Condition) -> Condition {
        Condition(variable: condition.variable, isInverted: !condition.isInverted)
    }

    /// Whether the condition holds for `variables`; an absent or non-Boolean variable counts as `false`.
    ///
    /// - Parameter variables: The operation's variables.
    /// - Returns: Whether the guarded selections apply.
    public func evaluate(_ variables: JSONObject) -> Bool {
        let value = variables[variable] == .bool(true)
        return isInverted ? !value : value
    }
}

extension Array where Element == [Condition] {
    /// Whether any conjunction holds for `variables`.
    ///
    /// - Parameter variables: The operation's variables.
    /// - Returns: Whether the guarded selections apply.
    public func evaluate(_ variables: JSONObject) -> Bool {
        contains { conjunction in conjunction.allSatisfy { $0.evaluate(variables) } }
    }
}
