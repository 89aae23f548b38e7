/// A JSON number, kept without losing what the document said.
///
/// The parser chooses the case as follows:
/// - an integer literal (no fraction, no exponent) that fits `Int64` becomes ``integer(_:)``;
/// - any other number whose value is a finite `Double` becomes ``double(_:)`` (the nearest double,
///   correctly rounded — decimals such as `0.1` are kept as binary doubles, not as decimals);
/// - an integer literal outside `Int64`, or a number whose magnitude overflows `Double`
///   (such as `1e400`), becomes ``literal(_:)`` holding the exact source text, so that it
///   serializes back byte for byte.
///
/// `-0` is parsed as the double `-0.0` so that its sign survives.
///
/// Equality is by case: `1` (``integer(_:)``) and `1.0` (``double(_:)``) are different values,
/// because they serialize differently. Compare ``doubleValue`` to compare numerically.
public enum JSONNumber: Sendable, Hashable {
    /// An integer that fits in 64 bits, kept exactly.
    case integer(Int64)
    /// A number with a fraction or exponent, as the nearest finite double.
    case double(Double)
    /// The source text of a number that neither `Int64` nor a finite `Double` holds.
    case literal(String)

    /// The number as a double (possibly rounded; infinite for out-of-range literals).
    public var doubleValue: Double {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        case .literal(let text): return Double(text) ?? .nan
        }
    }

    /// The number as an `Int64` when it is an integer, or a double with an exact integral value
    /// in range; otherwise `nil`.
    public var int64Value: Int64? {
        switch self {
        case .integer(let value): return value
        case .double(let value): return Int64(exactly: value)
        case .literal: return nil
        }
    }
}

extension JSONNumber: CustomStringConvertible {
    /// The number as it is written in JSON.
    public var description: String {
        switch self {
        case .integer(let value): return String(value)
        case .double(let value): return value.description
        case .literal(let text): return text
        }
    }
}
