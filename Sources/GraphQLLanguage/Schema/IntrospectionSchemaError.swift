/// The error thrown when an introspection result cannot be turned into a schema.
public enum IntrospectionSchemaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input is not JSON (the parser's explanation).
    case malformedJSON(String)
    /// A value is missing or has the wrong JSON type; `path` is dotted, e.g. `__schema.types[3].name`.
    case invalidShape(path: String, expected: String)
    /// A `defaultValue` string is not a GraphQL value literal.
    case invalidDefaultValue(path: String, GraphQLSyntaxError)
    /// A type is referred to (by a field, argument, interface, member or root) but not in the result;
    /// `usedBy` names the referrer, e.g. `Query.hero` or `@include(if:)`.
    case unknownType(String, usedBy: String)
    /// The schema it describes is invalid.
    case invalidSchema([GraphQLValidationError])

    /// A one-paragraph explanation.
    public var description: String {
        switch self {
        case .malformedJSON(let reason): "The introspection result is not valid JSON: \(reason)"
        case .invalidShape(let path, let expected): "Invalid introspection result: expected \(expected) at \(path)."
        case .invalidDefaultValue(let path, let error): "Invalid default value at \(path): \(error.message)"
        case .unknownType(let name, let user):
            "Invalid introspection result: \(user) refers to the type \(name), which the result does not define."
        case .invalidSchema(let errors):
            "The introspected schema is invalid:\n" + errors.map(\.description).joined(separator: "\n")
        }
    }
}
