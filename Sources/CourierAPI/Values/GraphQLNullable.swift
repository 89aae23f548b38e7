/// An input value that tells apart "leave it out" from "send null" from "send this".
///
/// GraphQL treats an absent argument or input field differently from an explicit `null` (an
/// absent field keeps its default; `null` clears it). `Optional` cannot say both, so inputs use
/// this type. The `nil` literal means ``none`` (absent), so `= nil` defaults omit the field;
/// write ``null`` to send `null`.
public enum GraphQLNullable<Wrapped> {
    /// Absent: the key is left out of the JSON.
    case none
    /// An explicit `null`.
    case null
    /// A value.
    case some(Wrapped)

    /// The wrapped value, or `nil` when absent or null.
    public var unwrapped: Wrapped? {
        if case .some(let value) = self { return value }
        return nil
    }

    /// Whether the value is ``none``.
    public var isAbsent: Bool {
        if case .none = self { return true }
        return false
    }

    /// Creates a nullable from an optional: `nil` becomes ``null`` (not absent).
    ///
    /// - Parameter optional: A value or `nil`.
    public init(nullIfNil optional: Wrapped?) {
        if let optional { self = .some(optional) } else { self = .null }
    }

    /// Transforms the wrapped value, keeping ``none`` and ``null``.
    ///
    /// - Parameter transform: The transformation.
    /// - Returns: The transformed nullable.
    public func map<T>(_ transform: (Wrapped) throws -> T) rethrows -> GraphQLNullable<T> {
        switch self {
        case .none: return .none
        case .null: return .null
        case .some(let value): return .some(try transform(value))
        }
    }
}

extension GraphQLNullable: Sendable where Wrapped: Sendable {}
extension GraphQLNullable: Equatable where Wrapped: Equatable {}
extension GraphQLNullable: Hashable where Wrapped: Hashable {}

extension GraphQLNullable: ExpressibleByNilLiteral {
    /// Creates ``none`` (absent).
    public init(nilLiteral: ()) { self = .none }
}

extension GraphQLNullable: ExpressibleByUnicodeScalarLiteral where Wrapped: ExpressibleByUnicodeScalarLiteral {
    /// Creates a value from a literal.
    public init(unicodeScalarLiteral value: Wrapped.UnicodeScalarLiteralType) {
        self = .some(Wrapped(unicodeScalarLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByExtendedGraphemeClusterLiteral
where Wrapped: ExpressibleByExtendedGraphemeClusterLiteral {
    /// Creates a value from a literal.
    public init(extendedGraphemeClusterLiteral value: Wrapped.ExtendedGraphemeClusterLiteralType) {
        self = .some(Wrapped(extendedGraphemeClusterLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByStringLiteral where Wrapped: ExpressibleByStringLiteral {
    /// Creates a value from a string literal.
    public init(stringLiteral value: Wrapped.StringLiteralType) {
        self = .some(Wrapped(stringLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByIntegerLiteral where Wrapped: ExpressibleByIntegerLiteral {
    /// Creates a value from an integer literal.
    public init(integerLiteral value: Wrapped.IntegerLiteralType) {
        self = .some(Wrapped(integerLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByFloatLiteral where Wrapped: ExpressibleByFloatLiteral {
    /// Creates a value from a float literal.
    public init(floatLiteral value: Wrapped.FloatLiteralType) {
        self = .some(Wrapped(floatLiteral: value))
    }
}

extension GraphQLNullable: ExpressibleByBooleanLiteral where Wrapped: ExpressibleByBooleanLiteral {
    /// Creates a value from a boolean literal.
    public init(booleanLiteral value: Wrapped.BooleanLiteralType) {
        self = .some(Wrapped(booleanLiteral: value))
    }
}
