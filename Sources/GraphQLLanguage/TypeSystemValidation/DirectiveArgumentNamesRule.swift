/// The arguments of a directive applied in SDL are defined by the directive and given once each
/// (GraphQL spec §5.4.1 "Argument Names" and §5.4.2 "Argument Uniqueness", applied to SDL).
enum DirectiveArgumentNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        for place in context.appliedDirectives {
            for directive in place.directives {
                var seen: [String: SourceLocation] = [:]
                for argument in directive.arguments {
                    if let first = seen[argument.name] {
                        context.report(
                            "There can be only one argument named \"\(argument.name)\".", [first, argument.location],
                            in: place.sourceName)
                    }
                    seen[argument.name] = seen[argument.name] ?? argument.location
                    guard let definition = context.directives[directive.name] else { continue }
                    if !definition.arguments.contains(where: { $0.name == argument.name }) {
                        context.report(
                            "Unknown argument \"\(argument.name)\" on directive \"@\(directive.name)\".",
                            [argument.location], in: place.sourceName
                        )
                    }
                }
            }
        }
    }
}
