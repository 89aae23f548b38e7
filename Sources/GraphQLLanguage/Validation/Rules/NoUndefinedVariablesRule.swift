/// All Variable Uses Defined — GraphQL spec §5.8.3.
///
/// Every variable used in an operation, directly or in a fragment it reaches, must be declared
/// by that operation.
public struct NoUndefinedVariablesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every use of an undeclared variable, once per operation that reaches it.
    public func validate(_ context: ValidationContext) {
        for (index, operation) in context.indexedOperations {
            let declared = Set(operation.variableDefinitions.map(\.name))
            for usage in context.recursiveVariableUsages(ofDefinition: index)
            where !declared.contains(usage.variable.name) {
                let by = operation.name.map { " by operation \"\($0)\"" } ?? ""
                context.report(
                    "Variable \"$\(usage.variable.name)\" is not defined\(by).",
                    [usage.variable.location, operation.location])
            }
        }
    }
}
