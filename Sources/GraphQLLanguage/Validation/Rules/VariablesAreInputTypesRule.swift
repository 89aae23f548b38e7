/// Variables Are Input Types — GraphQL spec §5.8.2.
///
/// A variable's type must be a scalar, enum or input object (possibly wrapped in lists and
/// non-null). Unknown types are left to ``KnownTypeNamesInDocumentRule``.
public struct VariablesAreInputTypesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every variable declared with an object, interface or union type.
    public func validate(_ context: ValidationContext) {
        for operation in context.document.operations {
            for variable in operation.variableDefinitions {
                guard let type = context.schema.types[variable.type.namedType], !type.isInputType else { continue }
                context.report(
                    "Variable \"$\(variable.name)\" cannot be non-input type \"\(variable.type)\".",
                    [variable.typeLocation])
            }
        }
    }
}
