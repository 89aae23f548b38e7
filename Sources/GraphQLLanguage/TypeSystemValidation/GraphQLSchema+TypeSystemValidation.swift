/// Type-system validation of a built schema.
extension GraphQLSchema {
    /// The problems that make this schema invalid (GraphQL spec "Type System" validation, as
    /// graphql-js `validateSchema` checks it): root types, names, fields and arguments, interface
    /// implementations, unions, enums, input objects and directive definitions.
    ///
    /// Schemas from ``init(documents:)`` and ``init(introspectionJSON:)-(Data)`` are already
    /// validated; this is for schemas assembled by hand.
    /// - Returns: The problems, empty when the schema is valid.
    public func validationErrors() -> [GraphQLValidationError] {
        TypeSystemValidator.validate(self)
    }
}
