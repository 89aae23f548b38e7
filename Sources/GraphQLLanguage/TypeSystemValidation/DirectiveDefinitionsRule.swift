/// A directive definition has at least one location and input-typed arguments, none required and
/// deprecated (GraphQL spec §3.13 "Directive Validation").
enum DirectiveDefinitionsRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        for directive in context.definedDirectives {
            let owner = "@" + directive.name
            if directive.locations.isEmpty {
                context.report(
                    "Directive \(owner) must include 1 or more locations.", [directive.location], owner: owner)
            }
            for argument in directive.arguments {
                OutputFieldsRule.checkArgument(
                    argument, coordinate: "\(owner)(\(argument.name):)", owner: owner, &context)
            }
        }
    }
}
