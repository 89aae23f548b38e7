/// An error that says where in a response decoding failed, what was expected and what was found.
public struct GraphQLDecodingError: Error, Sendable, Hashable {
    /// What went wrong, without the location.
    public enum Kind: Sendable, Hashable {
        /// A non-null field is absent from its object.
        case missingField
        /// A non-null position holds `null`.
        case unexpectedNull(expected: String)
        /// The value has the wrong JSON kind, e.g. a string where an `Int` belongs.
        case typeMismatch(expected: String, found: String)
        /// The value has the right kind but is unusable, e.g. an `Int` out of range or an
        /// unknown enum value.
        case invalidValue(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where it went wrong; includes the failing field's key.
    public var path: ResponsePath

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - path: Where; decoding layers add their components as the error passes through them.
    public init(_ kind: Kind, path: ResponsePath = ResponsePath()) {
        self.kind = kind
        self.path = path
    }

    /// An error for `value` found where `expected` belongs: ``Kind/unexpectedNull(expected:)``
    /// for `null`, ``Kind/typeMismatch(expected:found:)`` otherwise.
    ///
    /// - Parameters:
    ///   - expected: The type the position needs, e.g. `String`.
    ///   - value: What the response holds there.
    /// - Returns: The error, with an empty path.
    public static func mismatch(expected: String, found value: JSONValue) -> GraphQLDecodingError {
        if value.isNull { return GraphQLDecodingError(.unexpectedNull(expected: expected)) }
        return GraphQLDecodingError(.typeMismatch(expected: expected, found: value.kindName))
    }

    /// The same error one level further out.
    ///
    /// - Parameter component: The key or index of the level the error passes through.
    /// - Returns: The error with `component` in front of its path.
    public func prefixed(by component: ResponsePath.Component) -> GraphQLDecodingError {
        GraphQLDecodingError(kind, path: path.prepending(component))
    }
}

extension GraphQLDecodingError: CustomStringConvertible {
    /// `path: reason`, e.g. `hero.friends[3].name: expected String, found number`.
    public var description: String {
        "\(path): \(reason)"
    }

    /// What went wrong without the path, e.g. `expected String, found number`.
    var reason: String {
        switch kind {
        case .missingField: "missing non-null field"
        case .unexpectedNull(let expected): "expected \(expected), found null"
        case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
        case .invalidValue(let detail): detail
        }
    }
}
