/// Known Operation Types — GraphQL spec §5.2.1 ("Operation Type Existence"; graphql-js 17's
/// `KnownOperationTypesRule`).
///
/// A mutation or subscription needs the schema to define that root type; a query always has one.
public struct KnownOperationTypesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every operation whose root type the schema lacks.
    public func validate(_ context: ValidationContext) {
        for operation in context.document.operations where context.schema.rootType(for: operation.operation) == nil {
            context.report(
                "The \(operation.operation.rawValue) operation is not supported by the schema.", [operation.location])
        }
    }
}
