/// Required Arguments — GraphQL spec §5.4.2.1.
///
/// Every argument of a non-null type without a default value must be given, on fields and on
/// directives.
public struct ProvidedRequiredArgumentsRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every missing required argument.
    public func validate(_ context: ValidationContext) {
        for list in context.index.argumentLists {
            guard let definitions = list.definitions else { continue }
            for definition in definitions where definition.type.isNonNull && definition.defaultValue == nil {
                guard !list.arguments.contains(where: { $0.name == definition.name }) else { continue }
                let subject = switch list.owner {
                case .field(let name, _): "Field \"\(name)\""
                case .directive(let name): "Directive \"@\(name)\""
                }
                context.report("\(subject) argument \"\(definition.name)\" of type \"\(definition.type)\" is required, but it was not provided.", [list.location])
            }
        }
    }
}
