import CourierAPI

/// Turns the values mocks hold into JSON.
enum MockJSON {
    /// A mock, scalar, enum, custom scalar, optional or array as JSON; `null` for `nil`.
    static func value(_ value: Any) -> JSONValue {
        switch value {
        case let mock as any AnyMock: return .object(mock.__mockJSON)
        case let encodable as any JSONValueEncodable: return encodable.__jsonValue
        case let array as [Any]: return .array(array.map(Self.value))
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, let wrapped = mirror.children.first {
                return Self.value(wrapped.value)
            }
            return .null
        }
    }
}
