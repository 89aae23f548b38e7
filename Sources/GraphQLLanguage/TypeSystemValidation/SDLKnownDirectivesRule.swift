/// Every directive applied in SDL is defined and allowed where it stands (GraphQL spec §5.7.1
/// "Directives Are Defined" and §5.7.2 "Directives Are In Valid Locations", applied to SDL).
enum SDLKnownDirectivesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        for place in context.appliedDirectives {
            for directive in place.directives {
                guard let definition = context.directives[directive.name] else {
                    context.report(
                        "Unknown directive \"@\(directive.name)\".", [directive.location], in: place.sourceName)
                    continue
                }
                if !definition.locations.contains(place.location) {
                    context.report(
                        "Directive \"@\(directive.name)\" may not be used on \(place.location.rawValue).",
                        [directive.location], in: place.sourceName
                    )
                }
            }
        }
    }
}
