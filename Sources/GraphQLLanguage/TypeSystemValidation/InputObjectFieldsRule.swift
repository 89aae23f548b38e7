/// An input object has at least one field; each has an input type, and no required field is
/// deprecated (GraphQL spec §3.10.1 "Input Object Type Validation" 2).
enum InputObjectFieldsRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        for case .inputObject(let input) in context.definedTypes {
            if input.fields.isEmpty {
                context.report(
                    "Input Object type \(input.name) must define one or more fields.", [input.location],
                    owner: input.name)
            }
            for field in input.fields {
                var coordinate: String { "\(input.name).\(field.name)" }
                switch context.kinds[field.type.namedType] {
                case nil:
                    context.report(
                        "Unknown type \"\(field.type.namedType)\" used by \(coordinate).", [field.location],
                        owner: input.name)
                case let kind? where !kind.isInput:
                    context.report(
                        "The type of \(coordinate) must be Input Type but got: \(field.type).", [field.location],
                        owner: input.name)
                default: break
                }
                if field.type.isNonNull, field.defaultValue == nil, field.deprecationReason != nil {
                    context.report(
                        "Required input field \(coordinate) cannot be deprecated.", [field.location], owner: input.name)
                }
            }
        }
    }
}
