/// Input Object Field Uniqueness — GraphQL spec §5.6.3.
///
/// An input object literal must not give the same field twice.
public struct UniqueInputFieldNamesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every repeated field of an object literal, in arguments and variable defaults,
    /// in document order.
    public func validate(_ context: ValidationContext) {
        var repeats: [(first: SourceLocation, repeated: SourceLocation, name: String)] = []
        for operation in context.document.operations {
            for variable in operation.variableDefinitions {
                if let value = variable.defaultValue { check(value, into: &repeats) }
            }
        }
        for list in context.index.argumentLists {
            for argument in list.arguments { check(argument.value, into: &repeats) }
        }
        for item in repeats.sorted(by: { $0.repeated < $1.repeated }) {
            context.report("There can be only one input field named \"\(item.name)\".", [item.first, item.repeated])
        }
    }

    private func check(
        _ value: Value, into repeats: inout [(first: SourceLocation, repeated: SourceLocation, name: String)]
    ) {
        switch value {
        case .list(let items):
            for item in items { check(item, into: &repeats) }
        case .object(let fields):
            var known: [String: SourceLocation] = [:]
            for field in fields {
                if let first = known[field.name] {
                    repeats.append((first, field.location, field.name))
                } else {
                    known[field.name] = field.location
                }
                check(field.value, into: &repeats)
            }
        default:
            return
        }
    }
}
