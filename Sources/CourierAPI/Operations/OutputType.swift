/// The GraphQL type of a selected field as the normalized cache needs it: nullability, lists and,
/// for objects, the selection set to read them with.
public indirect enum OutputType: Sendable {
    /// A scalar or enum, stored as it is.
    case scalar
    /// An object read with a selection set.
    case object(any SelectionSet.Type)
    /// A list.
    case list(OutputType)
    /// A non-null wrapper.
    case nonNull(OutputType)

    /// The type without a non-null wrapper.
    public var nullable: OutputType {
        if case .nonNull(let inner) = self { return inner }
        return self
    }

    /// The selection set of the innermost object type, if the type is an object or a list of them.
    public var selectionSet: (any SelectionSet.Type)? {
        switch self {
        case .scalar: return nil
        case .object(let type): return type
        case .list(let inner), .nonNull(let inner): return inner.selectionSet
        }
    }
}

/// A Swift type that generated field metadata can describe as an ``OutputType``.
public protocol OutputTypeConvertible {
    /// The GraphQL shape of the type; non-optional Swift types are non-null.
    static var __outputType: OutputType { get }
}

extension String: OutputTypeConvertible {
    /// A non-null scalar.
    public static var __outputType: OutputType { .nonNull(.scalar) }
}

extension Int: OutputTypeConvertible {
    /// A non-null scalar.
    public static var __outputType: OutputType { .nonNull(.scalar) }
}

extension Int32: OutputTypeConvertible {
    /// A non-null scalar.
    public static var __outputType: OutputType { .nonNull(.scalar) }
}

extension Int64: OutputTypeConvertible {
    /// A non-null scalar.
    public static var __outputType: OutputType { .nonNull(.scalar) }
}

extension Double: OutputTypeConvertible {
    /// A non-null scalar.
    public static var __outputType: OutputType { .nonNull(.scalar) }
}

extension Bool: OutputTypeConvertible {
    /// A non-null scalar.
    public static var __outputType: OutputType { .nonNull(.scalar) }
}

extension JSONValue: OutputTypeConvertible {
    /// A non-null scalar (raw JSON).
    public static var __outputType: OutputType { .nonNull(.scalar) }
}

extension Optional: OutputTypeConvertible where Wrapped: OutputTypeConvertible {
    /// The wrapped type without its non-null wrapper.
    public static var __outputType: OutputType { Wrapped.__outputType.nullable }
}

extension Array: OutputTypeConvertible where Element: OutputTypeConvertible {
    /// A non-null list of the element type.
    public static var __outputType: OutputType { .nonNull(.list(Element.__outputType)) }
}
