/// All Variables Used — GraphQL spec §5.8.4.
///
/// Every variable an operation declares must be used by it, directly or in a fragment it
/// reaches.
public struct NoUnusedVariablesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every declared but unused variable.
    public func validate(_ context: ValidationContext) {
        for (index, operation) in context.indexedOperations {
            let used = Set(context.recursiveVariableUsages(ofDefinition: index).map(\.variable.name))
            for variable in operation.variableDefinitions where !used.contains(variable.name) {
                let inOperation = operation.name.map { " in operation \"\($0)\"" } ?? ""
                context.report("Variable \"$\(variable.name)\" is never used\(inOperation).", [variable.location])
            }
        }
    }
}
