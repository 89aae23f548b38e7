/// Every required argument of a directive applied in SDL is given (GraphQL spec §5.4.2.1
/// "Required Arguments", applied to SDL).
enum ProvidedRequiredDirectiveArgumentsRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        for place in context.appliedDirectives {
            for directive in place.directives {
                guard let definition = context.directives[directive.name] else { continue }
                for argument in definition.arguments where argument.type.isNonNull && argument.defaultValue == nil {
                    if !directive.arguments.contains(where: { $0.name == argument.name }) {
                        context.report(
                            "Directive \"@\(directive.name)\" argument \"\(argument.name)\" of "
                                + "type \"\(argument.type)\" is required, but it was not provided.",
                            [directive.location], in: place.sourceName
                        )
                    }
                }
            }
        }
    }
}
