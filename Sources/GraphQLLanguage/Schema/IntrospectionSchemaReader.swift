/// Reads the `__schema` object of an introspection result into a ``GraphQLSchema``.
struct IntrospectionSchemaReader {
    let schemaObject: IntrospectionJSONReader

    func build() throws(IntrospectionSchemaError) -> GraphQLSchema {
        var types: [GraphQLNamedType] = []
        var names: Set<String> = []
        guard schemaObject.members["types"] is [Any] else {
            throw .invalidShape(path: "__schema.types", expected: "an array of types")
        }
        for typeObject in try schemaObject.objects("types") {
            let name = try typeObject.string("name")
            if GraphQLSchema.isBuiltInTypeName(name) || !names.insert(name).inserted { continue }
            types.append(try namedType(typeObject, name: name))
        }
        types += GraphQLSchema.builtInScalars.map(GraphQLNamedType.scalar) + GraphQLSchema.introspectionTypes

        var directives: [GraphQLDirective] = []
        for directiveObject in try schemaObject.objects("directives") {
            var locations: [DirectiveLocation] = []
            for (index, name) in try directiveObject.strings("locations").enumerated() {
                guard let location = DirectiveLocation(rawValue: name) else {
                    throw .invalidShape(path: "\(directiveObject.path).locations[\(index)]", expected: "a directive location")
                }
                locations.append(location)
            }
            directives.append(GraphQLDirective(
                name: try directiveObject.string("name"), description: try directiveObject.optionalString("description"),
                arguments: try inputValues(directiveObject.objects("args")), isRepeatable: try directiveObject.bool("isRepeatable"),
                locations: locations
            ))
        }
        let defined = Set(directives.map(\.name))
        directives += GraphQLSchema.builtInDirectives.filter { !defined.contains($0.name) }

        return GraphQLSchema(
            description: try schemaObject.optionalString("description"),
            queryTypeName: try schemaObject.optionalObject("queryType")?.string("name"),
            mutationTypeName: try schemaObject.optionalObject("mutationType")?.string("name"),
            subscriptionTypeName: try schemaObject.optionalObject("subscriptionType")?.string("name"),
            types: types,
            directives: directives
        )
    }

    private func namedType(_ object: IntrospectionJSONReader, name: String) throws(IntrospectionSchemaError) -> GraphQLNamedType {
        let description = try object.optionalString("description")
        switch try object.string("kind") {
        case "SCALAR":
            var url = try object.optionalString("specifiedByURL")
            if url == nil { url = try object.optionalString("specifiedByUrl") }  // graphql-js before v16
            return .scalar(GraphQLScalarType(name: name, description: description, specifiedByURL: url))
        case "OBJECT":
            return .object(GraphQLObjectType(
                name: name, description: description, fields: try fields(object.objects("fields")),
                interfaces: try object.objects("interfaces").map { (ref) throws(IntrospectionSchemaError) in try ref.string("name") }
            ))
        case "INTERFACE":
            return .interface(GraphQLInterfaceType(
                name: name, description: description, fields: try fields(object.objects("fields")),
                interfaces: try object.objects("interfaces").map { (ref) throws(IntrospectionSchemaError) in try ref.string("name") }
            ))
        case "UNION":
            return .union(GraphQLUnionType(
                name: name, description: description,
                possibleTypes: try object.objects("possibleTypes").map { (ref) throws(IntrospectionSchemaError) in try ref.string("name") }
            ))
        case "ENUM":
            var values: [GraphQLEnumValue] = []
            for value in try object.objects("enumValues") {
                values.append(GraphQLEnumValue(
                    name: try value.string("name"), description: try value.optionalString("description"),
                    deprecationReason: try deprecationReason(value)
                ))
            }
            return .enumType(GraphQLEnumType(name: name, description: description, values: values))
        case "INPUT_OBJECT":
            return .inputObject(GraphQLInputObjectType(
                name: name, description: description, fields: try inputValues(object.objects("inputFields")),
                isOneOf: try object.bool("isOneOf")
            ))
        default:
            throw .invalidShape(path: "\(object.path).kind", expected: "SCALAR, OBJECT, INTERFACE, UNION, ENUM or INPUT_OBJECT")
        }
    }

    private func fields(_ objects: [IntrospectionJSONReader]) throws(IntrospectionSchemaError) -> [GraphQLField] {
        var result: [GraphQLField] = []
        for object in objects {
            result.append(GraphQLField(
                name: try object.string("name"), description: try object.optionalString("description"),
                arguments: try inputValues(object.objects("args")), type: try typeReference(object.object("type")),
                deprecationReason: try deprecationReason(object)
            ))
        }
        return result
    }

    private func inputValues(_ objects: [IntrospectionJSONReader]) throws(IntrospectionSchemaError) -> [GraphQLInputValue] {
        var result: [GraphQLInputValue] = []
        for object in objects {
            var defaultValue: Value?
            if let text = try object.optionalString("defaultValue") {
                do {
                    defaultValue = try parseValue(Source(text, name: "\(object.path).defaultValue"), isConst: true)
                } catch {
                    throw .invalidDefaultValue(path: "\(object.path).defaultValue", error)
                }
            }
            result.append(GraphQLInputValue(
                name: try object.string("name"), description: try object.optionalString("description"),
                type: try typeReference(object.object("type")), defaultValue: defaultValue,
                deprecationReason: try deprecationReason(object)
            ))
        }
        return result
    }

    private func deprecationReason(_ object: IntrospectionJSONReader) throws(IntrospectionSchemaError) -> String? {
        guard try object.bool("isDeprecated") else { return nil }
        return try object.optionalString("deprecationReason") ?? GraphQLSchema.defaultDeprecationReason
    }

    private func typeReference(_ object: IntrospectionJSONReader) throws(IntrospectionSchemaError) -> TypeReference {
        switch try object.string("kind") {
        case "NON_NULL": return .nonNull(try typeReference(object.object("ofType")))
        case "LIST": return .list(try typeReference(object.object("ofType")))
        default: return .named(try object.string("name"))
        }
    }
}
