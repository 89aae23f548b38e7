public import CourierAPI

/// What a custom scalar generator or an abstract-type chooser is told about the position it fills.
public struct MockGenerationContext: Sendable {
    /// The type to produce: a scalar's name, or the abstract type to choose a concrete type for.
    public var typeName: String
    /// The type that declares the field, e.g. `Human`.
    public var parentType: String
    /// The field's name in the schema.
    public var fieldName: String
    /// The response path of the value.
    public var path: ResponsePath
    /// A pseudo-random number fixed by the server's seed and the value's position: use it (not a
    /// random generator) so that the same seed and query give the same response.
    public var random: UInt64

    /// Creates a context (the server makes these).
    /// - Parameters:
    ///   - typeName: The type to produce.
    ///   - parentType: The declaring type.
    ///   - fieldName: The field name.
    ///   - path: The response path.
    ///   - random: The position's deterministic pseudo-random number.
    public init(typeName: String, parentType: String, fieldName: String, path: ResponsePath, random: UInt64) {
        self.typeName = typeName
        self.parentType = parentType
        self.fieldName = fieldName
        self.path = path
        self.random = random
    }
}
