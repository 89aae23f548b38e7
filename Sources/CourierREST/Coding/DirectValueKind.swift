import Foundation

/// How the direct path writes a value that is not one of the common scalars, worked out once
/// per type for each `encode` call (comparing every value's type against each special type,
/// several of them behind metadata accessors, cost more than the look-up).
enum DirectValueKind {
    /// `Date`, `Data`: by the encoder's strategy.
    case date, data
    /// `URL`: its absolute string; `Decimal`: its description.
    case url, decimal
    /// `[String]`, `[Int]`, `[Bool]`, `[Double]`: see ``DirectEncoderContext/writeScalarArray(_:)``.
    case scalarArray
    /// Any other array: element by element (``DirectEncodableArray``).
    case array
    /// A `[String: Value]`, whose keys a key strategy leaves alone.
    case dictionary
    /// Through its own `encode(to:)`.
    case other

    init<T>(of type: T.Type) {
        let id = ObjectIdentifier(T.self)
        if T.self == Date.self {
            self = .date
        } else if T.self == Data.self {
            self = .data
        } else if T.self == URL.self {
            self = .url
        } else if T.self == Decimal.self {
            self = .decimal
        } else if id == ScalarArrayTypes.strings || id == ScalarArrayTypes.ints || id == ScalarArrayTypes.bools
            || id == ScalarArrayTypes.doubles
        {
            self = .scalarArray
        } else if T.self is any DirectEncodableArray.Type {
            self = .array
        } else if T.self is any StringKeyedEncodableDictionary.Type {
            self = .dictionary
        } else {
            self = .other
        }
    }
}
