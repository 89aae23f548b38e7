/// What reading an introspection result gives: the schema, what was skipped, and the problems
/// type-system validation found in it.
///
/// The schema is built even when ``validationErrors`` is not empty, as graphql-core's
/// `build_client_schema` does (it does not validate): every type reference resolves and names are
/// unique, so tools may still use it and decide themselves how serious the problems are.
public struct IntrospectionReadResult: Sendable {
    /// The schema the result describes.
    public var schema: GraphQLSchema
    /// The parts of the result that were skipped, in the order they were met.
    public var warnings: [IntrospectionWarning]
    /// The type-system validation problems of ``schema``; empty when it is valid.
    public var validationErrors: [GraphQLValidationError]
}
