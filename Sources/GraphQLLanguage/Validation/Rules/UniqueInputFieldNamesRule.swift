/// Input Object Field Uniqueness — GraphQL spec §5.6.3.
///
/// An input object literal must not give the same field twice.
public struct UniqueInputFieldNamesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every repeated field of an object literal, in arguments and variable defaults.
    public func validate(_ context: ValidationContext) {
        for list in context.index.argumentLists {
            for argument in list.arguments { check(argument.value, context) }
        }
        for operation in context.document.operations {
            for variable in operation.variableDefinitions {
                if let value = variable.defaultValue { check(value, context) }
            }
        }
    }

    private func check(_ value: Value, _ context: ValidationContext) {
        switch value {
        case .list(let items):
            for item in items { check(item, context) }
        case .object(let fields):
            var known: [String: SourceLocation] = [:]
            for field in fields {
                if let first = known[field.name] {
                    context.report("There can be only one input field named \"\(field.name)\".", [first, field.location])
                } else {
                    known[field.name] = field.location
                }
                check(field.value, context)
            }
        default:
            return
        }
    }
}
