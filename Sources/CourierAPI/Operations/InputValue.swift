/// An argument value in selection metadata: a literal, a variable reference, or a list or object
/// containing them.
public indirect enum InputValue: Sendable, Hashable {
    /// A literal value (enum values are strings).
    case value(JSONValue)
    /// A reference to an operation variable.
    case variable(String)
    /// A reference to an operation variable with the value the server uses when it is absent: the
    /// variable's default in the operation, else the argument's default in the schema.
    case defaultedVariable(String, default: JSONValue)
    /// A list.
    case list([InputValue])
    /// An input object.
    case object([String: InputValue])

    /// A reference to the variable `name` that stands for `fallback` when the variable is absent.
    ///
    /// - Parameters:
    ///   - name: The variable's name.
    ///   - fallback: The variable's default in the operation, else the argument's schema default.
    /// - Returns: The value.
    public static func variable(_ name: String, default fallback: JSONValue) -> InputValue {
        .defaultedVariable(name, default: fallback)
    }

    /// The value with variables replaced by their values, or their defaults; `nil` when a
    /// variable without a default is absent.
    ///
    /// - Parameter variables: The operation's variables.
    /// - Returns: The JSON value, or `nil`.
    public func resolved(_ variables: JSONObject) -> JSONValue? {
        switch self {
        case .value(let value): return value
        case .variable(let name): return variables[name]
        case .defaultedVariable(let name, let fallback): return variables[name] ?? fallback
        case .list(let items): return .array(items.map { $0.resolved(variables) ?? .null })
        case .object(let fields):
            let members = fields.keys.sorted().compactMap { key in fields[key]?.resolved(variables).map { (key, $0) } }
            return .object(JSONObject(members))
        }
    }

    /// A value printed for a cache key: strings bare, objects with sorted keys.
    static func keyText(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.description
        case .string(let text): return text
        case .array(let items): return "[" + items.map(keyText).joined(separator: ",") + "]"
        case .object(let object):
            let keys = object.keys.sorted()
            return "{" + keys.map { "\($0):\(object[$0].map(keyText) ?? "null")" }.joined(separator: ",") + "}"
        }
    }
}

extension InputValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string (or enum) literal.
    public init(stringLiteral value: String) { self = .value(.string(value)) }
    /// An integer literal.
    public init(integerLiteral value: Int64) { self = .value(.number(.integer(value))) }
    /// A float literal.
    public init(floatLiteral value: Double) { self = .value(.number(.double(value))) }
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .value(.bool(value)) }
    /// The `null` literal.
    public init(nilLiteral: ()) { self = .value(.null) }
    /// A list literal.
    public init(arrayLiteral elements: InputValue...) { self = .list(elements) }
    /// An input object literal.
    public init(dictionaryLiteral elements: (String, InputValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
