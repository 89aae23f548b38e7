/// A type extension extends a defined type of the same kind (GraphQL spec §3.4.3, "Type
/// Extensions", and the "Type Validation" of each `extend` form).
enum PossibleTypeExtensionsRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        for entry in context.definitions.typeExtensions {
            let name = entry.node.name
            let location = entry.node.location
            if let definition = context.extendedTypeDefinitions[name] {
                if kindName(definition.node) != kindName(entry.node) {
                    context.report(
                        "Cannot extend non-\(kindName(entry.node)) type \"\(name)\".",
                        [definition.node.location, location], in: entry.sourceName)
                }
            } else if GraphQLSchema.builtInScalarNames.contains(name) {
                if kindName(entry.node) != "scalar" {
                    context.report(
                        "Cannot extend non-\(kindName(entry.node)) type \"\(name)\".", [location], in: entry.sourceName)
                }
            } else {
                context.report(
                    "Cannot extend type \"\(name)\" because it is not defined.", [location], in: entry.sourceName)
            }
        }
    }

    /// The kind as graphql-js words it in this rule's messages.
    static func kindName(_ type: TypeDefinition) -> String {
        switch type {
        case .scalar: "scalar"
        case .object: "object"
        case .interface: "interface"
        case .union: "union"
        case .enumType: "enum"
        case .inputObject: "input object"
        }
    }
}
