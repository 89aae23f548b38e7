/// Argument Names — GraphQL spec §5.4.1.
///
/// Every argument given to a field or directive must be defined by it. Arguments of unknown
/// fields and directives are left to the rules reporting those.
public struct KnownArgumentNamesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every undefined argument, with suggestions of similar names.
    public func validate(_ context: ValidationContext) {
        for list in context.index.argumentLists {
            guard let definitions = list.definitions else { continue }
            for argument in list.arguments where !definitions.contains(where: { $0.name == argument.name }) {
                let suggestion = Suggestions.didYouMean(
                    Suggestions.list(for: argument.name, options: definitions.map(\.name)))
                switch list.owner {
                case .directive(let name):
                    context.report(
                        "Unknown argument \"\(argument.name)\" on directive \"@\(name)\".\(suggestion)",
                        [argument.location])
                case .field(let name, let parentType):
                    guard let parentType else { continue }
                    context.report(
                        "Unknown argument \"\(argument.name)\" on field \"\(parentType).\(name)\".\(suggestion)",
                        [argument.location])
                }
            }
        }
    }
}
