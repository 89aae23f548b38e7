/// The fields of a `@oneOf` input object are nullable and have no default value (GraphQL spec
/// §3.10.1 "Input Object Type Validation", OneOf input objects).
enum OneOfInputObjectRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        for case .inputObject(let input) in context.definedTypes where input.isOneOf {
            for field in input.fields {
                var coordinate: String { "\(input.name).\(field.name)" }
                if field.type.isNonNull {
                    context.report(
                        "OneOf input field \(coordinate) must be nullable.", [field.location], owner: input.name)
                }
                if field.defaultValue != nil {
                    context.report(
                        "OneOf input field \(coordinate) cannot have a default value.", [field.location],
                        owner: input.name)
                }
            }
        }
    }
}
