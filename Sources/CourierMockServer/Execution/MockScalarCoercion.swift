import CourierAPI

/// Coercion of the built-in scalars (specification §3.5), for variables coming in and resolver
/// values going out. Custom scalars accept any JSON.
enum MockScalarCoercion {
    /// `value` as an input of `scalar`, or `nil` when it does not fit.
    static func input(_ value: JSONValue, scalar: String) -> JSONValue? {
        switch scalar {
        case "Int": return int(value)
        case "Float": return float(value)
        case "String": return value.stringValue.map(JSONValue.string)
        case "Boolean": return value.boolValue.map(JSONValue.bool)
        case "ID":
            if case .string = value { return value }
            return int64(value).map { .string(String($0)) }
        default: return value
        }
    }

    /// `value` (from a resolver or an override) as a result of `scalar`, or `nil` when it does
    /// not fit. Output coercion is as strict as input coercion here except that an `ID` may be
    /// any integer.
    static func output(_ value: JSONValue, scalar: String) -> JSONValue? {
        input(value, scalar: scalar)
    }

    private static func int(_ value: JSONValue) -> JSONValue? {
        guard let integer = int64(value), integer >= Int64(Int32.min), integer <= Int64(Int32.max) else { return nil }
        return .number(.integer(integer))
    }

    private static func float(_ value: JSONValue) -> JSONValue? {
        guard case .number(let number) = value else { return nil }
        let double = number.doubleValue
        guard double.isFinite else { return nil }
        if case .integer = number { return value }
        return .number(.double(double))
    }

    private static func int64(_ value: JSONValue) -> Int64? {
        guard case .number(let number) = value else { return nil }
        switch number {
        case .integer(let integer): return integer
        case .double(let double):
            guard double.rounded() == double, abs(double) < 9.0e15 else { return nil }
            return Int64(double)
        case .literal: return nil
        }
    }
}
