/// Argument Uniqueness — GraphQL spec §5.4.2.
///
/// A field or directive must not be given the same argument twice.
public struct UniqueArgumentNamesRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports each repeated argument name once, at every occurrence of it.
    public func validate(_ context: ValidationContext) {
        for list in context.index.argumentLists where list.arguments.count > 1 {
            var byName: [String: [SourceLocation]] = [:]
            var order: [String] = []
            for argument in list.arguments {
                if byName[argument.name] == nil { order.append(argument.name) }
                byName[argument.name, default: []].append(argument.location)
            }
            for name in order {
                guard let locations = byName[name], locations.count > 1 else { continue }
                context.report("There can be only one argument named \"\(name)\".", locations)
            }
        }
    }
}
