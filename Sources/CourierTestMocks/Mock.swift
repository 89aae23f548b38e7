public import CourierAPI

/// A mock object of one schema type with only the fields a test sets; everything else is left
/// out. Turn it into an operation's data with `Data.from(_:)`.
///
/// ```swift
/// var droid = Mock<Droid>()
/// droid.name = "R2-D2"
/// droid.friends = [Mock<Human>(name: "Luke")]
/// let data = try HeroNameQuery.Data.from(Mock<Query>(hero: droid))
/// ```
@dynamicMemberLookup
public struct Mock<Object: MockObject>: AnyMock {
    private var values: [String: any Sendable] = [:]
    /// Field names in the order they were first set, so JSON comes out the same each time.
    private var order: [String] = []

    /// Creates a mock with no fields set.
    public init() {}

    /// The object type's name: the mock type's, unless a test set `__typename` (a mock of an
    /// interface or union standing for an object of one member type: `set("__typename", "Droid")`).
    public var __typename: String { values["__typename"] as? String ?? Object.__typename }

    /// The value set for a field, or `nil`.
    ///
    /// - Parameter field: The field's description in the mock type, e.g. `\.name`.
    public subscript<Value: Sendable>(dynamicMember field: KeyPath<Object.MockFields, MockField<Value>>) -> Value? {
        get { values[Object.__mockFields[keyPath: field].name] as? Value }
        set { set(Object.__mockFields[keyPath: field].name, newValue) }
    }

    /// Sets or (with `nil`) removes the value of the field named `name`: for generated mock
    /// initializers and for fields a test names by string.
    ///
    /// - Parameters:
    ///   - name: The field's GraphQL name.
    ///   - value: The value.
    public mutating func set(_ name: String, _ value: (any Sendable)?) {
        guard let value else {
            values[name] = nil
            order.removeAll { $0 == name }
            return
        }
        if values.updateValue(value, forKey: name) == nil { order.append(name) }
    }

    /// The fields set so far, with `__typename`, as a response object keyed by field name.
    public var __mockJSON: JSONObject {
        var object = JSONObject()
        object["__typename"] = .string(Object.__typename)
        for name in order { if let value = values[name] { object[name] = MockJSON.value(value) } }
        return object
    }
}

extension Mock: Hashable {
    /// Mocks are equal when their JSON is.
    public static func == (lhs: Mock, rhs: Mock) -> Bool { lhs.__mockJSON == rhs.__mockJSON }

    /// Hashes the JSON.
    public func hash(into hasher: inout Hasher) { hasher.combine(__mockJSON) }
}
