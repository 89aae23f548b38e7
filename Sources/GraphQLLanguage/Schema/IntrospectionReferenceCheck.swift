/// The check that every type an introspection result refers to is in it. graphql-core's
/// `build_client_schema` refuses such a result too: a schema with a dangling reference cannot be
/// used at all, unlike one that merely breaks a type-system rule.
enum IntrospectionReferenceCheck {
    /// - Throws: ``IntrospectionSchemaError/unknownType(_:usedBy:)`` for the first dangling reference.
    static func check(_ schema: GraphQLSchema) throws(IntrospectionSchemaError) {
        func require(_ name: String, _ user: @autoclosure () -> String) throws(IntrospectionSchemaError) {
            if schema.types[name] == nil { throw .unknownType(name, usedBy: user()) }
        }
        func requireArguments(_ arguments: [GraphQLInputValue], of owner: String) throws(IntrospectionSchemaError) {
            for argument in arguments { try require(argument.type.namedType, "\(owner)(\(argument.name):)") }
        }
        for (role, name) in [
            ("query", schema.queryTypeName), ("mutation", schema.mutationTypeName),
            ("subscription", schema.subscriptionTypeName),
        ] {
            if let name { try require(name, "the \(role) root type") }
        }
        for typeName in schema.typeNames {
            switch schema.types[typeName] {
            case .object(let object):
                try checkFields(object.fields, of: typeName, require, requireArguments)
                for interface in object.interfaces { try require(interface, typeName) }
            case .interface(let interface):
                try checkFields(interface.fields, of: typeName, require, requireArguments)
                for parent in interface.interfaces { try require(parent, typeName) }
            case .union(let union):
                for member in union.possibleTypes { try require(member, typeName) }
            case .inputObject(let input):
                for field in input.fields { try require(field.type.namedType, "\(typeName).\(field.name)") }
            case .scalar, .enumType, nil:
                break
            }
        }
        for directiveName in schema.directiveNames {
            try requireArguments(schema.directives[directiveName]?.arguments ?? [], of: "@\(directiveName)")
        }
    }

    private static func checkFields(
        _ fields: [GraphQLField], of typeName: String,
        _ require: (String, @autoclosure () -> String) throws(IntrospectionSchemaError) -> Void,
        _ requireArguments: ([GraphQLInputValue], String) throws(IntrospectionSchemaError) -> Void
    ) throws(IntrospectionSchemaError) {
        for field in fields {
            try require(field.type.namedType, "\(typeName).\(field.name)")
            try requireArguments(field.arguments, "\(typeName).\(field.name)")
        }
    }
}
