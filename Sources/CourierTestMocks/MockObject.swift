public import CourierAPI

/// A generated mock type of one object, interface or union type of a schema: its `__typename`
/// and a description of its fields, which ``Mock`` reads through key paths (`droid.name = "R2-D2"`).
///
/// An interface's or union's mock type also declares two protocols: `MockType`, adopted by the mock
/// types of its implementing or member types, and `MockValue`, to which their mocks conform. A
/// field of that interface or union holds `any Character.MockValue`, so it takes `Mock<Droid>`,
/// `Mock<Human>` or `Mock<Character>` and nothing else.
public protocol MockObject {
    /// The fields' descriptions: one ``MockField`` property per field of the object type.
    associatedtype MockFields

    /// The object type's name.
    static var __typename: String { get }
    /// The fields' descriptions, read by key path.
    static var __mockFields: MockFields { get }
}

/// One field of a mock type: its GraphQL name and, as `Value`, the Swift type a mock holds for
/// it (a scalar, an enum, a ``Mock`` of an object type, `any Character.MockValue` for an interface
/// or union `Character`, or an array of those).
public struct MockField<Value>: Sendable {
    /// The field's GraphQL name.
    public let name: String

    /// Creates a field description.
    ///
    /// - Parameter name: The field's GraphQL name.
    public init(_ name: String) {
        self.name = name
    }
}

/// A mock of any type, which a generated `MockValue` protocol of an interface or union refines.
public protocol AnyMock: Sendable {
    /// The object type the mock stands for.
    var __typename: String { get }
    /// The fields set so far, with `__typename`, as a response object keyed by field name.
    var __mockJSON: JSONObject { get }
}
