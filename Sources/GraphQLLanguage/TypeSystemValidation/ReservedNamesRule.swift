/// No name a schema defines starts with `__`, which introspection reserves (GraphQL spec §3.1,
/// "Names": "Reserved Names").
enum ReservedNamesRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        for type in context.definedTypes {
            let owner = type.name
            check(owner, location(of: type), owner: owner, &context)
            switch type {
            case .object(let object): checkFields(object.fields, owner: owner, &context)
            case .interface(let interface): checkFields(interface.fields, owner: owner, &context)
            case .enumType(let enumType):
                for value in enumType.values { check(value.name, value.location, owner: owner, &context) }
            case .inputObject(let input):
                for field in input.fields { check(field.name, field.location, owner: owner, &context) }
            case .scalar, .union: break
            }
        }
        for directive in context.definedDirectives {
            check(directive.name, directive.location, owner: "@" + directive.name, &context)
            for argument in directive.arguments {
                check(argument.name, argument.location, owner: "@" + directive.name, &context)
            }
        }
    }

    private static func checkFields(_ fields: [GraphQLField], owner: String, _ context: inout SchemaValidationContext) {
        for field in fields {
            check(field.name, field.location, owner: owner, &context)
            for argument in field.arguments { check(argument.name, argument.location, owner: owner, &context) }
        }
    }

    private static func check(
        _ name: String, _ location: SourceLocation?, owner: String, _ context: inout SchemaValidationContext
    ) {
        if name.hasReservedPrefix {
            context.report(
                "Name \"\(name)\" must not begin with \"__\", which is reserved by GraphQL introspection.", [location],
                owner: owner
            )
        }
    }
}
