/// Required Arguments — GraphQL spec §5.4.2.1.
///
/// Every argument of a non-null type without a default value must be given, on fields and on
/// directives.
public struct ProvidedRequiredArgumentsRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every missing required argument.
    public func validate(_ context: ValidationContext) {
        for list in context.index.argumentLists {
            guard let definitions = list.definitions else { continue }
            for definition in definitions where definition.type.isNonNull && definition.defaultValue == nil {
                guard !list.arguments.contains(where: { $0.name == definition.name }) else { continue }
                // graphql-js 17 names the argument by its coordinate: `Type.field(arg:)`, `@directive(arg:)`,
                // and `<meta>.field(arg:)` for a field returning an introspection type (`__type`).
                let owner =
                    switch list.owner {
                    case .field(let name, let parentType):
                        if let parentType, let type = context.fieldDefinition(name, on: parentType)?.type.namedType,
                            GraphQLSchema.introspectionTypeNames.contains(type)
                        {
                            "<meta>." + name
                        } else {
                            (parentType.map { $0 + "." } ?? "") + name
                        }
                    case .directive(let name): "@" + name
                    }
                context.report(
                    "Argument \"\(owner)(\(definition.name):)\" of "
                        + "type \"\(definition.type)\" is required, but it was not provided.",
                    [list.location])
            }
        }
    }
}
