/// Lone Anonymous Operation — GraphQL spec §5.2.2.1.
///
/// An anonymous operation (including the `{ … }` shorthand) is only allowed when it is the
/// document's only operation.
public struct LoneAnonymousOperationRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every anonymous operation of a document with more than one operation.
    public func validate(_ context: ValidationContext) {
        let operations = context.document.operations
        guard operations.count > 1 else { return }
        for operation in operations where operation.name == nil {
            context.report("This anonymous operation must be the only defined operation.", [operation.location])
        }
    }
}
