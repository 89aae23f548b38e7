/// Building one named type from its definition and extensions.
extension SchemaBuilder {
    func buildType(_ definition: TypeDefinition, extensions: [TypeDefinition]) -> GraphQLNamedType {
        switch definition {
        case .scalar(let node):
            var directives = node.directives
            for case .scalar(let ext) in extensions { directives += ext.directives }
            return .scalar(
                GraphQLScalarType(
                    name: node.name, description: node.description?.value,
                    specifiedByURL: Self.specifiedByURL(directives), appliedDirectives: directives,
                    location: node.location
                ))
        case .object(let node):
            var fields = node.fields
            var interfaces = node.interfaces
            var directives = node.directives
            for case .object(let ext) in extensions {
                fields += ext.fields
                interfaces += ext.interfaces
                directives += ext.directives
            }
            return .object(
                GraphQLObjectType(
                    name: node.name, description: node.description?.value, fields: fields.map(buildField),
                    interfaces: interfaces, appliedDirectives: directives, location: node.location
                ))
        case .interface(let node):
            var fields = node.fields
            var interfaces = node.interfaces
            var directives = node.directives
            for case .interface(let ext) in extensions {
                fields += ext.fields
                interfaces += ext.interfaces
                directives += ext.directives
            }
            return .interface(
                GraphQLInterfaceType(
                    name: node.name, description: node.description?.value, fields: fields.map(buildField),
                    interfaces: interfaces, appliedDirectives: directives, location: node.location
                ))
        case .union(let node):
            var members = node.types
            var directives = node.directives
            for case .union(let ext) in extensions {
                members += ext.types
                directives += ext.directives
            }
            return .union(
                GraphQLUnionType(
                    name: node.name, description: node.description?.value, possibleTypes: members,
                    appliedDirectives: directives, location: node.location
                ))
        case .enumType(let node):
            var values = node.values
            var directives = node.directives
            for case .enumType(let ext) in extensions {
                values += ext.values
                directives += ext.directives
            }
            return .enumType(
                GraphQLEnumType(
                    name: node.name, description: node.description?.value, values: values.map(buildEnumValue),
                    appliedDirectives: directives, location: node.location
                ))
        case .inputObject(let node):
            var fields = node.fields
            var directives = node.directives
            for case .inputObject(let ext) in extensions {
                fields += ext.fields
                directives += ext.directives
            }
            return .inputObject(
                GraphQLInputObjectType(
                    name: node.name, description: node.description?.value, fields: fields.map(buildInputValue),
                    isOneOf: directives.contains { $0.name == "oneOf" }, appliedDirectives: directives,
                    location: node.location
                ))
        }
    }

    func buildField(_ node: FieldDefinition) -> GraphQLField {
        GraphQLField(
            name: node.name, description: node.description?.value, arguments: node.arguments.map(buildInputValue),
            type: node.type, deprecationReason: Self.deprecationReason(node.directives),
            appliedDirectives: node.directives, location: node.location
        )
    }

    func buildInputValue(_ node: InputValueDefinition) -> GraphQLInputValue {
        GraphQLInputValue(
            name: node.name, description: node.description?.value, type: node.type, defaultValue: node.defaultValue,
            deprecationReason: Self.deprecationReason(node.directives), appliedDirectives: node.directives,
            location: node.location
        )
    }

    func buildEnumValue(_ node: EnumValueDefinition) -> GraphQLEnumValue {
        GraphQLEnumValue(
            name: node.name, description: node.description?.value,
            deprecationReason: Self.deprecationReason(node.directives),
            appliedDirectives: node.directives, location: node.location
        )
    }

    /// The reason of an applied `@deprecated`, defaulting to "No longer supported"; `nil` when absent.
    static func deprecationReason(_ directives: [Directive]) -> String? {
        guard let directive = directives.first(where: { $0.name == "deprecated" }) else { return nil }
        guard let argument = directive.arguments.first(where: { $0.name == "reason" }) else {
            return GraphQLSchema.defaultDeprecationReason
        }
        if case .string(let reason) = argument.value { return reason.value }
        return GraphQLSchema.defaultDeprecationReason
    }

    /// The URL of an applied `@specifiedBy(url:)`, if any.
    static func specifiedByURL(_ directives: [Directive]) -> String? {
        guard let directive = directives.first(where: { $0.name == "specifiedBy" }),
            let argument = directive.arguments.first(where: { $0.name == "url" }),
            case .string(let url) = argument.value
        else { return nil }
        return url.value
    }
}
