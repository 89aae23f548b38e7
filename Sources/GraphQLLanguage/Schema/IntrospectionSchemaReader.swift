/// Reads the JSON of an introspection result into a ``GraphQLSchema``, as graphql-core's
/// `build_client_schema` does: a wrong shape is an error naming its JSON path, while what a newer
/// server may add (an unknown directive location, type kind or member) is skipped with an
/// ``IntrospectionWarning``.
///
/// The path of the value being read is kept as a stack and rendered only for errors and warnings,
/// so that reading a large result does not build a string per value.
final class IntrospectionSchemaReader {
    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    private let document: any IntrospectionJSONDocument
    @exclusivity(unchecked) private var path: [PathComponent] = []
    private(set) var warnings: [IntrospectionWarning] = []
    private let unknownMembers = UnknownMemberTally()

    init(document: any IntrospectionJSONDocument) {
        self.document = document
    }

    /// Reads `root`: a `__schema` object, optionally inside `{"data": …}`.
    func read() throws(IntrospectionSchemaError) -> GraphQLSchema {
        let root = document.rootNode
        guard document.isObject(root) else { throw .invalidShape(path: "(root)", expected: "an object") }
        var top = IntrospectionObject(root)
        if let data = top.member("data", in: document) {
            guard document.isObject(data) else { throw invalid("data", expected: "an object") }
            path.append(.key("data"))
            top = IntrospectionObject(data)
        }
        guard let schemaValue = top.member("__schema", in: document), document.isObject(schemaValue) else {
            throw invalid("__schema", expected: "an object")
        }
        path.append(.key("__schema"))
        let schema = try schemaObject(IntrospectionObject(schemaValue))
        warnings += unknownMembers.warnings()
        try IntrospectionReferenceCheck.check(schema)
        return schema
    }

    private func schemaObject(_ object: IntrospectionObject) throws(IntrospectionSchemaError) -> GraphQLSchema {
        var object = object
        var types: [GraphQLNamedType] = []
        var names: Set<String> = []
        guard let typeValues = object.member("types", in: document).flatMap(document.elements(of:)) else {
            throw invalid("types", expected: "an array of types")
        }
        try forEach(typeValues, key: "types") { (typeObject) throws(IntrospectionSchemaError) in
            var typeObject = typeObject
            let name = try string(&typeObject, "name")
            if GraphQLSchema.isBuiltInTypeName(name) || names.contains(name) { return }
            if let type = try namedType(&typeObject, name: name) {
                names.insert(name)
                types.append(type)
            }
            finish(typeObject, known: IntrospectionMembers.type)
        }
        types += GraphQLSchema.builtInScalars.map(GraphQLNamedType.scalar) + GraphQLSchema.introspectionTypes

        var directives: [GraphQLDirective] = []
        try forEach(try array(&object, "directives"), key: "directives") {
            (directiveObject) throws(IntrospectionSchemaError) in
            var directiveObject = directiveObject
            directives.append(try directive(&directiveObject))
            finish(directiveObject, known: IntrospectionMembers.directive)
        }
        let defined = Set(directives.map(\.name))
        directives += GraphQLSchema.builtInDirectives.filter { !defined.contains($0.name) }

        let schema = GraphQLSchema(
            description: try optionalString(&object, "description"),
            queryTypeName: try rootTypeName(&object, "queryType"),
            mutationTypeName: try rootTypeName(&object, "mutationType"),
            subscriptionTypeName: try rootTypeName(&object, "subscriptionType"),
            types: types,
            directives: directives
        )
        finish(object, known: IntrospectionMembers.schema)
        return schema
    }

    private func rootTypeName(_ object: inout IntrospectionObject, _ key: String) throws(IntrospectionSchemaError)
        -> String?
    {
        guard let value = object.nonNullMember(key, in: document) else { return nil }
        guard document.isObject(value) else { throw invalid(key, expected: "an object") }
        path.append(.key(key))
        defer { path.removeLast() }
        var reference = IntrospectionObject(value)
        return try string(&reference, "name")
    }

    private func directive(_ object: inout IntrospectionObject) throws(IntrospectionSchemaError) -> GraphQLDirective {
        let name = try string(&object, "name")
        var locations: [DirectiveLocation] = []
        let locationValues = try array(&object, "locations")
        for (index, value) in locationValues.enumerated() {
            guard let text = document.string(value) else {
                throw invalid("locations", index: index, expected: "a string")
            }
            if let location = DirectiveLocation(rawValue: text) {
                locations.append(location)
            } else {
                warnings.append(
                    IntrospectionWarning(
                        path: render(appending: "locations", index: index),
                        message: "unknown directive location '\(text)' of @\(name) skipped"
                    ))
            }
        }
        return GraphQLDirective(
            name: name, description: try optionalString(&object, "description"),
            arguments: try inputValues(&object, "args"), isRepeatable: try bool(&object, "isRepeatable"),
            locations: locations, deprecationReason: try deprecationReason(&object)
        )
    }

    private func namedType(_ object: inout IntrospectionObject, name: String) throws(IntrospectionSchemaError)
        -> GraphQLNamedType?
    {
        let description = try optionalString(&object, "description")
        let kind = try string(&object, "kind")
        switch kind {
        case "SCALAR":
            var url = try optionalString(&object, "specifiedByURL")
            if url == nil { url = try optionalString(&object, "specifiedByUrl") }  // graphql-js before v16
            return .scalar(GraphQLScalarType(name: name, description: description, specifiedByURL: url))
        case "OBJECT":
            return .object(
                GraphQLObjectType(
                    name: name, description: description, fields: try fields(&object),
                    interfaces: try referenceNames(&object, "interfaces")
                ))
        case "INTERFACE":
            return .interface(
                GraphQLInterfaceType(
                    name: name, description: description, fields: try fields(&object),
                    interfaces: try referenceNames(&object, "interfaces")
                ))
        case "UNION":
            return .union(
                GraphQLUnionType(
                    name: name, description: description, possibleTypes: try referenceNames(&object, "possibleTypes")))
        case "ENUM":
            var values: [GraphQLEnumValue] = []
            try forEach(try array(&object, "enumValues"), key: "enumValues") {
                (value) throws(IntrospectionSchemaError) in
                var value = value
                values.append(
                    GraphQLEnumValue(
                        name: try string(&value, "name"), description: try optionalString(&value, "description"),
                        deprecationReason: try deprecationReason(&value)
                    ))
                finish(value, known: IntrospectionMembers.enumValue)
            }
            return .enumType(GraphQLEnumType(name: name, description: description, values: values))
        case "INPUT_OBJECT":
            return .inputObject(
                GraphQLInputObjectType(
                    name: name, description: description, fields: try inputValues(&object, "inputFields"),
                    isOneOf: try bool(&object, "isOneOf")
                ))
        default:
            warnings.append(
                IntrospectionWarning(
                    path: render(appending: "kind"), message: "type '\(name)' of unknown kind '\(kind)' skipped"))
            return nil
        }
    }

    private func fields(_ object: inout IntrospectionObject) throws(IntrospectionSchemaError) -> [GraphQLField] {
        var result: [GraphQLField] = []
        try forEach(try array(&object, "fields"), key: "fields") { (field) throws(IntrospectionSchemaError) in
            var field = field
            result.append(
                GraphQLField(
                    name: try string(&field, "name"), description: try optionalString(&field, "description"),
                    arguments: try inputValues(&field, "args"), type: try typeReference(&field, "type"),
                    deprecationReason: try deprecationReason(&field)
                ))
            finish(field, known: IntrospectionMembers.field)
        }
        return result
    }

    private func inputValues(_ object: inout IntrospectionObject, _ key: String) throws(IntrospectionSchemaError)
        -> [GraphQLInputValue]
    {
        var result: [GraphQLInputValue] = []
        try forEach(try array(&object, key), key: key) { (input) throws(IntrospectionSchemaError) in
            var input = input
            var defaultValue: Value?
            if let text = try optionalString(&input, "defaultValue") {
                let valuePath = render(appending: "defaultValue")
                do throws(GraphQLSyntaxError) {
                    defaultValue = try parseValue(Source(text, name: valuePath), isConst: true)
                } catch {
                    throw .invalidDefaultValue(path: valuePath, error)
                }
            }
            result.append(
                GraphQLInputValue(
                    name: try string(&input, "name"), description: try optionalString(&input, "description"),
                    type: try typeReference(&input, "type"), defaultValue: defaultValue,
                    deprecationReason: try deprecationReason(&input)
                ))
            finish(input, known: IntrospectionMembers.inputValue)
        }
        return result
    }

    private func deprecationReason(_ object: inout IntrospectionObject) throws(IntrospectionSchemaError) -> String? {
        guard try bool(&object, "isDeprecated") else { return nil }
        return try optionalString(&object, "deprecationReason") ?? GraphQLSchema.defaultDeprecationReason
    }

    private func referenceNames(_ object: inout IntrospectionObject, _ key: String) throws(IntrospectionSchemaError)
        -> [String]
    {
        var names: [String] = []
        try forEach(try array(&object, key), key: key) { (reference) throws(IntrospectionSchemaError) in
            var reference = reference
            names.append(try string(&reference, "name"))
        }
        return names
    }

    /// A type reference; the wrapping kinds nest through `ofType`, any other kind names a type
    /// (as graphql-core reads it).
    private func typeReference(_ object: inout IntrospectionObject, _ key: String) throws(IntrospectionSchemaError)
        -> TypeReference
    {
        guard let value = object.member(key, in: document), document.isObject(value) else {
            throw invalid(key, expected: "an object")
        }
        path.append(.key(key))
        defer { path.removeLast() }
        var reference = IntrospectionObject(value)
        switch try string(&reference, "kind") {
        case "NON_NULL": return .nonNull(try typeReference(&reference, "ofType"))
        case "LIST": return .list(try typeReference(&reference, "ofType"))
        default: return .named(try string(&reference, "name"))
        }
    }
}

// MARK: - Members and paths

extension IntrospectionSchemaReader {
    /// Calls `body` with each element of `elements` (the member `key`), which must be objects.
    private func forEach(
        _ elements: [Int], key: String, _ body: (IntrospectionObject) throws(IntrospectionSchemaError) -> Void
    ) throws(IntrospectionSchemaError) {
        path.append(.key(key))
        defer { path.removeLast() }
        for (index, element) in elements.enumerated() {
            guard document.isObject(element) else { throw invalid(nil, index: index, expected: "an object") }
            path.append(.index(index))
            defer { path.removeLast() }
            try body(IntrospectionObject(element))
        }
    }

    /// An array member; absent or `null` give an empty array.
    private func array(_ object: inout IntrospectionObject, _ key: String) throws(IntrospectionSchemaError) -> [Int] {
        guard let value = object.nonNullMember(key, in: document) else { return [] }
        guard let elements = document.elements(of: value) else { throw invalid(key, expected: "an array") }
        return elements
    }

    private func string(_ object: inout IntrospectionObject, _ key: String) throws(IntrospectionSchemaError) -> String {
        guard let value = object.member(key, in: document).flatMap(document.string) else {
            throw invalid(key, expected: "a string")
        }
        return value
    }

    /// A string member; absent or `null` give `nil`.
    private func optionalString(_ object: inout IntrospectionObject, _ key: String) throws(IntrospectionSchemaError)
        -> String?
    {
        guard let value = object.nonNullMember(key, in: document) else { return nil }
        guard let text = document.string(value) else { throw invalid(key, expected: "a string") }
        return text
    }

    /// A Boolean member; absent or `null` give `false`.
    private func bool(_ object: inout IntrospectionObject, _ key: String) throws(IntrospectionSchemaError) -> Bool {
        guard let value = object.nonNullMember(key, in: document) else { return false }
        guard let flag = document.bool(value) else { throw invalid(key, expected: "a Boolean") }
        return flag
    }

    /// Notes the members of `object` that are not in `known`.
    private func finish(_ object: IntrospectionObject, known: [String]) {
        for name in object.unknownMembers(known: known, in: document) {
            unknownMembers.note(name, at: render(appending: name))
        }
    }

    private func invalid(_ key: String?, index: Int? = nil, expected: String) -> IntrospectionSchemaError {
        .invalidShape(path: render(appending: key, index: index), expected: expected)
    }

    /// The current path, plus `key` and `index` when given.
    private func render(appending key: String? = nil, index: Int? = nil) -> String {
        var text = ""
        for component in path {
            switch component {
            case .key(let name): text += text.isEmpty ? name : ".\(name)"
            case .index(let position): text += "[\(position)]"
            }
        }
        if let key { text += text.isEmpty ? key : ".\(key)" }
        if let index { text += "[\(index)]" }
        return text
    }
}
