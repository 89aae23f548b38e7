/// Every type an SDL document refers to is defined or built in (GraphQL spec §3.4, "Types", and
/// the validation of each definition that names a type), with graphql-js 17's "Did you mean …?".
enum SDLKnownTypeNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        let definitions = context.definitions
        for entry in definitions.schemaDefinitions {
            for operation in entry.node.operationTypes {
                check(operation.type, operation.location, entry.sourceName, &context)
            }
        }
        for entry in definitions.schemaExtensions {
            for operation in entry.node.operationTypes {
                check(operation.type, operation.location, entry.sourceName, &context)
            }
        }
        for entry in definitions.directiveDefinitions {
            for argument in entry.node.arguments {
                check(argument.type.namedType, argument.location, entry.sourceName, &context)
            }
        }
        for entry in context.typeNodes {
            let source = entry.sourceName
            let location = entry.node.location
            switch entry.node {
            case .scalar, .enumType: break
            case .object(let node):
                for name in node.interfaces { check(name, location, source, &context) }
                checkFields(node.fields, source, &context)
            case .interface(let node):
                for name in node.interfaces { check(name, location, source, &context) }
                checkFields(node.fields, source, &context)
            case .union(let node):
                for name in node.types { check(name, location, source, &context) }
            case .inputObject(let node):
                for field in node.fields { check(field.type.namedType, field.location, source, &context) }
            }
        }
    }

    private static func checkFields(
        _ fields: [FieldDefinition], _ source: String?, _ context: inout SDLValidationContext
    ) {
        // Indexing reads only the members used; iterating would copy every field definition.
        for index in fields.indices {
            check(fields[index].type.namedType, fields[index].location, source, &context)
            let arguments = fields[index].arguments
            for argumentIndex in arguments.indices {
                check(arguments[argumentIndex].type.namedType, arguments[argumentIndex].location, source, &context)
            }
        }
    }

    private static func check(
        _ name: String, _ location: SourceLocation, _ source: String?, _ context: inout SDLValidationContext
    ) {
        if !context.isKnownType(name) {
            // graphql-js 17 suggests among the built-in scalars, the introspection types and the defined types.
            let options =
                GraphQLSchema.builtInScalarNames + GraphQLSchema.introspectionTypeNames + context.definedTypeNames
            let suggestions = Suggestions.list(for: name, options: options)
            context.report("Unknown type \"\(name)\"." + Suggestions.didYouMean(suggestions), [location], in: source)
        }
    }
}
