/// Variable Uniqueness — GraphQL spec §5.8.1.
///
/// An operation must not declare two variables with the same name.
public struct UniqueVariableNamesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports each repeated variable name once, at every declaration of it.
    public func validate(_ context: ValidationContext) {
        for operation in context.document.operations {
            var byName: [String: [SourceLocation]] = [:]
            var order: [String] = []
            for variable in operation.variableDefinitions {
                if byName[variable.name] == nil { order.append(variable.name) }
                byName[variable.name, default: []].append(variable.nameLocation)
            }
            for name in order {
                guard let locations = byName[name], locations.count > 1 else { continue }
                context.report("There can be only one variable named \"$\(name)\".", locations)
            }
        }
    }
}
