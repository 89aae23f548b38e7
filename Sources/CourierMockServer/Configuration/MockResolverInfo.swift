public import CourierAPI

/// What a field resolver of a ``GraphQLMockServer`` is told about the field it resolves.
public struct MockResolverInfo: Sendable {
    /// The type that declares the field, e.g. `Query` or `Human`.
    public var parentType: String
    /// The field's name in the schema (not its alias).
    public var fieldName: String
    /// The field's arguments, coerced: variables substituted and schema defaults filled in.
    public var arguments: JSONObject
    /// The parent object as known so far: what a parent resolver or a type override returned for
    /// it (generated fields are not included); empty for root fields.
    public var parent: JSONObject
    /// The field's path in the response (response keys, so aliases show).
    public var path: ResponsePath
    /// The operation's variables, coerced.
    public var variables: JSONObject
    /// The operation's name, if it has one.
    public var operationName: String?

    /// Creates resolver info (the server makes these; tests of resolvers may too).
    /// - Parameters:
    ///   - parentType: The declaring type.
    ///   - fieldName: The field name.
    ///   - arguments: The coerced arguments.
    ///   - parent: The parent object's known values.
    ///   - path: The response path.
    ///   - variables: The coerced variables.
    ///   - operationName: The operation name.
    public init(
        parentType: String, fieldName: String, arguments: JSONObject = [:], parent: JSONObject = [:],
        path: ResponsePath = [], variables: JSONObject = [:], operationName: String? = nil
    ) {
        self.parentType = parentType
        self.fieldName = fieldName
        self.arguments = arguments
        self.parent = parent
        self.path = path
        self.variables = variables
        self.operationName = operationName
    }
}

/// A field error a resolver throws to make its field `null` with an entry in `errors`.
///
/// Any other error a resolver throws becomes a field error too, with its description as message.
public struct MockFieldError: Error, Sendable, Hashable {
    /// The error's message.
    public var message: String
    /// The error's `extensions` (e.g. `["code": "FORBIDDEN"]`), if any.
    public var extensions: JSONObject?

    /// Creates a field error.
    /// - Parameters:
    ///   - message: The message.
    ///   - extensions: The `extensions` entry, if any.
    public init(_ message: String, extensions: JSONObject? = nil) {
        self.message = message
        self.extensions = extensions
    }
}

/// A rule that injects a field error: the matching field resolves to `null` with an `errors`
/// entry, and the null propagates to the nearest nullable parent as the specification says.
public struct MockFieldErrorRule: Sendable, Hashable {
    /// Where a rule applies.
    public enum Target: Sendable, Hashable {
        /// The field at this exact response path (response keys and list indices).
        case path(ResponsePath)
        /// Every occurrence of a field, named by its schema coordinate, e.g. `Human.name`.
        case field(String)
    }

    /// Where the rule applies.
    public var target: Target
    /// The error to report.
    public var error: MockFieldError

    /// Creates a rule for the field at `path`.
    /// - Parameters:
    ///   - path: The response path, e.g. `["hero", "friends", 0, "name"]`.
    ///   - message: The error message.
    ///   - extensions: The error's `extensions`, if any.
    public init(at path: ResponsePath, message: String, extensions: JSONObject? = nil) {
        target = .path(path)
        error = MockFieldError(message, extensions: extensions)
    }

    /// Creates a rule for every occurrence of a field.
    /// - Parameters:
    ///   - coordinate: The schema coordinate, e.g. `Human.name`.
    ///   - message: The error message.
    ///   - extensions: The error's `extensions`, if any.
    public init(field coordinate: String, message: String, extensions: JSONObject? = nil) {
        target = .field(coordinate)
        error = MockFieldError(message, extensions: extensions)
    }
}
