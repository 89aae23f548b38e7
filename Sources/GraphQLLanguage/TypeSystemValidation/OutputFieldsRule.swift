/// Objects and interfaces define at least one field; each field has an output type and input-typed
/// arguments, and no required argument is deprecated (GraphQL spec §3.6.1 "Object Type
/// Validation" 2, §3.7.1 "Interface Type Validation" 2).
enum OutputFieldsRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        for type in context.definedTypes {
            let fields: [GraphQLField]
            switch type {
            case .object(let object): fields = object.fields
            case .interface(let interface): fields = interface.fields
            default: continue
            }
            let owner = type.name
            if fields.isEmpty {
                context.report("Type \(owner) must define one or more fields.", [location(of: type)], owner: owner)
            }
            // Indexing reads only the members used; iterating would copy every field.
            for index in fields.indices {
                let type = fields[index].type
                // Coordinates are only spelled out when reporting: most fields are fine.
                var coordinate: String { "\(owner).\(fields[index].name)" }
                switch context.kinds[type.namedType] {
                case nil:
                    context.report(
                        "Unknown type \"\(type.namedType)\" used by \(coordinate).", [fields[index].location],
                        owner: owner)
                case let kind? where !kind.isOutput:
                    context.report(
                        "The type of \(coordinate) must be Output Type but got: \(type).", [fields[index].location],
                        owner: owner)
                default: break
                }
                let arguments = fields[index].arguments
                for argumentIndex in arguments.indices {
                    checkArgument(
                        arguments[argumentIndex], coordinate: "\(coordinate)(\(arguments[argumentIndex].name):)",
                        owner: owner, &context)
                }
            }
        }
    }

    /// Checks an argument of a field or directive: an input type, and not required and deprecated.
    static func checkArgument(
        _ argument: GraphQLInputValue, coordinate: @autoclosure () -> String, owner: String,
        _ context: inout SchemaValidationContext
    ) {
        switch context.kinds[argument.type.namedType] {
        case nil:
            context.report(
                "Unknown type \"\(argument.type.namedType)\" used by \(coordinate()).", [argument.location],
                owner: owner)
        case let kind? where !kind.isInput:
            context.report(
                "The type of \(coordinate()) must be Input Type but got: \(argument.type).", [argument.location],
                owner: owner)
        default: break
        }
        if argument.type.isNonNull, argument.defaultValue == nil, argument.deprecationReason != nil {
            context.report("Required argument \(coordinate()) cannot be deprecated.", [argument.location], owner: owner)
        }
    }
}
