/// Objects and interfaces implement interfaces correctly: only interfaces, each once, not
/// themselves, transitively, with every interface field present, covariant field types and
/// matching arguments, and not deprecated where the interface field is not (GraphQL spec §3.6.1
/// "Object Type Validation" 4, §3.7.1 "Interface Type Validation" 5, "IsValidImplementation";
/// the deprecation check as graphql-js 17 adds it).
enum InterfaceImplementationsRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        for type in context.definedTypes {
            let interfaces: [String]
            let fields: [GraphQLField]
            switch type {
            case .object(let object): (interfaces, fields) = (object.interfaces, object.fields)
            case .interface(let interface): (interfaces, fields) = (interface.interfaces, interface.fields)
            default: continue
            }
            let name = type.name
            let at = [location(of: type)]
            var seen: Set<String> = []
            for interfaceName in interfaces {
                guard context.kinds[interfaceName] == .interface,
                    case .interface(let interface)? = context.schema.types[interfaceName]
                else {
                    if context.kinds[interfaceName] != nil {
                        context.report(
                            "Type \(name) must only implement Interface types, it cannot implement \(interfaceName).",
                            at, owner: name)
                    }
                    continue
                }
                if interfaceName == name {
                    context.report(
                        "Type \(name) cannot implement itself because it would create a circular reference.", at,
                        owner: name)
                    continue
                }
                guard seen.insert(interfaceName).inserted else {
                    context.report("Type \(name) can only implement \(interfaceName) once.", at, owner: name)
                    continue
                }
                for transitive in interface.interfaces where !interfaces.contains(transitive) {
                    let path =
                        transitive == name
                        ? "Type \(name) cannot implement \(interfaceName) because it would create a circular reference."
                        : "Type \(name) must implement \(transitive) because it is implemented by \(interfaceName)."
                    context.report(path, at, owner: name)
                }
                checkFields(of: name, fields, implement: interface, &context)
            }
        }
    }

    private static func checkFields(
        of name: String, _ fields: [GraphQLField], implement interface: GraphQLInterfaceType,
        _ context: inout SchemaValidationContext
    ) {
        let schema = context.schema
        for interfaceField in interface.fields {
            var interfaceCoordinate: String { "\(interface.name).\(interfaceField.name)" }
            guard let field = fields.first(where: { $0.name == interfaceField.name }) else {
                context.report(
                    "Interface field \(interfaceCoordinate) expected but \(name) does not provide it.",
                    [interfaceField.location, schema.types[name].flatMap(location(of:))], owner: name
                )
                continue
            }
            var coordinate: String { "\(name).\(field.name)" }
            if !isSubtype(field.type, of: interfaceField.type, in: schema) {
                context.report(
                    "Interface field \(interfaceCoordinate) expects "
                        + "type \(interfaceField.type) but \(coordinate) is type \(field.type).",
                    [interfaceField.location, field.location], owner: name
                )
            }
            for interfaceArgument in interfaceField.arguments {
                guard let argument = field.arguments.first(where: { $0.name == interfaceArgument.name }) else {
                    context.report(
                        "Interface field argument \(interfaceCoordinate)(\(interfaceArgument.name):) "
                            + "expected but \(coordinate) does not provide it.",
                        [interfaceArgument.location, field.location], owner: name
                    )
                    continue
                }
                if argument.type != interfaceArgument.type {
                    context.report(
                        "Interface field argument \(interfaceCoordinate)(\(interfaceArgument.name):) expects "
                            + "type \(interfaceArgument.type) but \(coordinate)(\(argument.name):) is "
                            + "type \(argument.type).",
                        [interfaceArgument.location, argument.location], owner: name
                    )
                }
            }
            for argument in field.arguments where argument.type.isNonNull && argument.defaultValue == nil {
                if !interfaceField.arguments.contains(where: { $0.name == argument.name }) {
                    context.report(
                        "Argument \"\(coordinate)(\(argument.name):)\" must not be required type "
                            + "\"\(argument.type)\" if not provided by the Interface field \"\(interfaceCoordinate)\".",
                        [argument.location, interfaceField.location], owner: name
                    )
                }
            }
            // graphql-js 17: an implementation may not deprecate what its interface still offers.
            if field.deprecationReason != nil && interfaceField.deprecationReason == nil {
                let directive = field.appliedDirectives.first { $0.name == "deprecated" }?.location
                context.report(
                    "Interface field \(interfaceCoordinate) is not deprecated, "
                        + "so implementation field \(coordinate) must not be deprecated.",
                    [directive ?? field.location, field.location], owner: name
                )
            }
        }
    }

    /// Whether a field of type `type` may stand in for one of type `superType` (covariance).
    static func isSubtype(_ type: TypeReference, of superType: TypeReference, in schema: GraphQLSchema) -> Bool {
        switch (type, superType) {
        case (.nonNull(let inner), .nonNull(let superInner)): isSubtype(inner, of: superInner, in: schema)
        case (.nonNull(let inner), _): isSubtype(inner, of: superType, in: schema)
        case (_, .nonNull): false
        case (.list(let inner), .list(let superInner)): isSubtype(inner, of: superInner, in: schema)
        case (.list, _), (_, .list): false
        case (.named(let name), .named(let superName)):
            name == superName || schema.isSubtype(name, of: superName)
        }
    }
}
