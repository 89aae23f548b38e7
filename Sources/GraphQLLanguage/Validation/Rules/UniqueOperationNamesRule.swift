/// Operation Name Uniqueness — GraphQL spec §5.2.1.1.
///
/// Each named operation must have a name no other operation of the document has.
public struct UniqueOperationNamesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every operation whose name an earlier operation already took.
    public func validate(_ context: ValidationContext) {
        var known: [String: SourceLocation] = [:]
        for operation in context.document.operations {
            guard let name = operation.name else { continue }
            let location = operation.nameLocation ?? operation.location
            if let first = known[name] {
                context.report("There can be only one operation named \"\(name)\".", [first, location])
            } else {
                known[name] = location
            }
        }
    }
}
