import CourierAPI
import GraphQLLanguage

/// Introspection (specification §4.2) from the schema, as raw values the executor completes.
///
/// `__Type` objects are references (`{"name": …}`, or `kind` + `ofType` for wrappers) whose other
/// fields are looked up when selected, so recursive queries such as the standard introspection
/// query's `ofType { ofType { … } }` cost only what they select.
struct MockIntrospection {
    let schema: GraphQLSchema

    /// The value of a meta-field of the query root, or `nil` for another field.
    func rootField(_ name: String, arguments: JSONObject) -> JSONValue? {
        switch name {
        case "__schema": return schemaValue()
        case "__type":
            guard let typeName = arguments["name"]?.stringValue, schema.types[typeName] != nil else { return .null }
            return ["name": .string(typeName)]
        default: return nil
        }
    }

    /// The value of `field` of the `__Type` reference `known`.
    func typeField(_ field: String, of known: JSONObject, arguments: JSONObject) -> JSONValue {
        if let kind = known["kind"]?.stringValue, kind == "LIST" || kind == "NON_NULL" {
            return field == "ofType" ? known["ofType"] ?? .null : .null
        }
        guard let name = known["name"]?.stringValue, let type = schema.types[name] else { return .null }
        let includeDeprecated = arguments["includeDeprecated"]?.boolValue ?? false
        switch field {
        case "kind": return .string(type.kindName)
        case "name": return .string(name)
        case "description": return Self.optional(type.description)
        case "specifiedByURL":
            if case .scalar(let scalar) = type { return Self.optional(scalar.specifiedByURL) }
            return .null
        case "fields":
            guard type.isComposite, !type.isAbstract || type.kindName == "INTERFACE" else { return .null }
            return fields(type.fields, includeDeprecated: includeDeprecated)
        case "interfaces":
            switch type {
            case .object(let object): return .array(object.interfaces.map(Self.named))
            case .interface(let interface): return .array(interface.interfaces.map(Self.named))
            default: return .null
            }
        case "possibleTypes":
            guard type.isAbstract else { return .null }
            return .array(schema.possibleTypes(of: name).map(Self.named))
        case "enumValues":
            guard case .enumType(let enumType) = type else { return .null }
            return .array(
                enumType.values.filter { includeDeprecated || $0.deprecationReason == nil }.map { value in
                    [
                        "name": .string(value.name), "description": Self.optional(value.description),
                        "isDeprecated": .bool(value.deprecationReason != nil),
                        "deprecationReason": Self.optional(value.deprecationReason),
                    ]
                })
        case "inputFields":
            guard case .inputObject(let inputObject) = type else { return .null }
            return inputValues(inputObject.fields, includeDeprecated: includeDeprecated)
        case "isOneOf":
            if case .inputObject(let inputObject) = type { return .bool(inputObject.isOneOf) }
            return .null
        default: return .null
        }
    }

    private func schemaValue() -> JSONValue {
        let root = { (name: String?) -> JSONValue in name.map(Self.named) ?? .null }
        return [
            "description": Self.optional(schema.description),
            "types": .array(schema.typeNames.map(Self.named)),
            "queryType": root(schema.queryTypeName),
            "mutationType": root(schema.mutationTypeName),
            "subscriptionType": root(schema.subscriptionTypeName),
            "directives": .array(
                schema.directiveNames.compactMap { schema.directives[$0] }.map {
                    (directive: GraphQLDirective) -> JSONValue in
                    [
                        "name": .string(directive.name), "description": Self.optional(directive.description),
                        "isRepeatable": .bool(directive.isRepeatable),
                        "locations": .array(directive.locations.map { .string($0.rawValue) }),
                        "args": inputValues(directive.arguments, includeDeprecated: true),
                        "isDeprecated": .bool(directive.deprecationReason != nil),
                        "deprecationReason": Self.optional(directive.deprecationReason),
                    ]
                }),
        ]
    }

    private func fields(_ fields: [GraphQLField], includeDeprecated: Bool) -> JSONValue {
        .array(
            fields.filter { includeDeprecated || $0.deprecationReason == nil }.map { field in
                [
                    "name": .string(field.name), "description": Self.optional(field.description),
                    "args": inputValues(field.arguments, includeDeprecated: true), "type": Self.reference(field.type),
                    "isDeprecated": .bool(field.deprecationReason != nil),
                    "deprecationReason": Self.optional(field.deprecationReason),
                ]
            })
    }

    private func inputValues(_ values: [GraphQLInputValue], includeDeprecated: Bool) -> JSONValue {
        .array(
            values.filter { includeDeprecated || $0.deprecationReason == nil }.map { value in
                [
                    "name": .string(value.name), "description": Self.optional(value.description),
                    "type": Self.reference(value.type),
                    "defaultValue": Self.optional(value.defaultValue.map(GraphQLPrinter.print)),
                    "isDeprecated": .bool(value.deprecationReason != nil),
                    "deprecationReason": Self.optional(value.deprecationReason),
                ]
            })
    }

    private static func reference(_ type: TypeReference) -> JSONValue {
        switch type {
        case .named(let name): named(name)
        case .list(let inner): ["kind": "LIST", "ofType": reference(inner)]
        case .nonNull(let inner): ["kind": "NON_NULL", "ofType": reference(inner)]
        }
    }

    private static func named(_ name: String) -> JSONValue { ["name": .string(name)] }

    private static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
}
