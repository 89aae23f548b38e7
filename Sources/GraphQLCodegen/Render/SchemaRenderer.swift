import GraphQLLanguage

/// Renders the schema namespace: composite-type metadata, and the enums, input objects and
/// custom scalars the operations use.
struct SchemaRenderer {
    let schema: GraphQLSchema
    let options: CodegenOptions
    let types: TypeMapper
    /// The schema's `@fieldPolicy` redirects; the metadata's field policy look-up is generated
    /// only when there are some.
    var redirects: [(parent: String, redirects: [ApolloSchemaPolicies.FieldRedirect])] = []

    private var access: String { options.accessLevel == .public ? "public " : "" }
    /// Every generated type is `nonisolated`, so that it is usable off the main actor in a target
    /// whose default isolation is `MainActor`.
    private var type: String { "nonisolated " + access }
    private var namespace: String { options.schemaNamespace }
    private var prelude: String {
        OperationRenderer.header + (options.accessLevel == .public ? "public import CourierAPI\n\n" : "import CourierAPI\n\n")
    }

    /// The namespace enum and the metadata of every object, interface and union of the schema.
    func renderMetadata() -> String {
        var w = SwiftWriter()
        w.line("/// The `\(namespace)` schema: its types and the metadata the normalized cache reads.")
        w.line("\(type)enum \(namespace) {}")
        w.line("")
        let names = schema.typeNames.filter { !$0.hasPrefix("__") }
        w.block("extension \(namespace)") { w in
            w.block("\(type)enum Objects") { w in
                for name in names {
                    guard case .object(let object)? = schema.type(named: name) else { continue }
                    var arguments = [Naming.stringLiteral(name)]
                    if !object.interfaces.isEmpty { arguments.append("interfaces: " + list(object.interfaces)) }
                    if let keys = keyFields(name, interfaces: object.interfaces) { arguments.append("keyFields: " + list(keys)) }
                    w.line("\(access)static let \(types.compositeMember(name)) = \(schemaType).object(\(arguments.joined(separator: ", ")))")
                }
            }
            w.block("\(type)enum Interfaces") { w in
                for name in names {
                    guard case .interface? = schema.type(named: name) else { continue }
                    var arguments = [Naming.stringLiteral(name), "possibleTypes: " + list(schema.possibleTypes(of: name))]
                    if let keys = options.keyFields[name] { arguments.append("keyFields: " + list(keys)) }
                    w.line("\(access)static let \(types.compositeMember(name)) = \(schemaType).interface(\(arguments.joined(separator: ", ")))")
                }
            }
            w.block("\(type)enum Unions") { w in
                for name in names {
                    guard case .union(let union)? = schema.type(named: name) else { continue }
                    w.line("\(access)static let \(types.compositeMember(name)) = \(schemaType).union(\(Naming.stringLiteral(name)), possibleTypes: \(list(union.possibleTypes)))")
                }
            }
            w.line("/// Object metadata by `__typename`.")
            w.block("\(type)enum Metadata: \(types.runtime("SchemaMetadata"))") { w in
                w.block("\(access)static func objectType(forTypename typename: \(types.runtime("String", module: "Swift"))) -> \(schemaType)?") { w in
                    w.line("switch typename {")
                    for name in names {
                        guard case .object? = schema.type(named: name) else { continue }
                        w.line("case \(Naming.stringLiteral(name)): Objects.\(types.compositeMember(name))")
                    }
                    w.line("default: nil")
                    w.line("}")
                }
                if !redirects.isEmpty { renderFieldPolicies(into: &w) }
            }
        }
        return prelude + w.text
    }

    private var schemaType: String { types.runtime("SchemaType") }

    /// `fieldPolicy(forField:onType:)`: one `case` per redirected field.
    private func renderFieldPolicies(into w: inout SwiftWriter) {
        let string = types.runtime("String", module: "Swift")
        w.block("\(access)static func fieldPolicy(forField field: \(string), onType typename: \(string)) -> \(types.runtime("FieldPolicy"))?") { w in
            w.line("switch (typename, field) {")
            for (parent, redirects) in redirects {
                for redirect in redirects {
                    w.line("case (\(Naming.stringLiteral(parent)), \(Naming.stringLiteral(redirect.field))): .init(keyArguments: \(list(redirect.keyArguments)), typenames: \(list(redirect.typenames)))")
                }
            }
            w.line("default: nil")
            w.line("}")
        }
    }

    private func keyFields(_ name: String, interfaces: [String]) -> [String]? {
        if let keys = options.keyFields[name] { return keys }
        for interface in interfaces { if let keys = options.keyFields[interface] { return keys } }
        return nil
    }

    private func list(_ items: [String]) -> String {
        "[" + items.map(Naming.stringLiteral).joined(separator: ", ") + "]"
    }

    /// The file of one used enum, input object or custom scalar; `nil` for other types.
    func render(typeNamed name: String) -> (folder: String, contents: String)? {
        var w = SwiftWriter()
        let folder: String
        switch schema.type(named: name) {
        case .enumType(let type)?:
            folder = "Enums"
            w.block("extension \(namespace)") { w in renderEnum(type, into: &w) }
        case .inputObject(let type)?:
            folder = "InputObjects"
            w.block("extension \(namespace)") { w in renderInput(type, into: &w) }
        case .scalar?:
            // A type alias needs nothing from CourierAPI (importing it would warn), only the
            // module of the type it is mapped to, if one is configured.
            let imports = ScalarImports(options: options).aliasFileImports(forScalar: name)
            return ("CustomScalars", OperationRenderer.header + imports + "\n" + renderScalar(name))
        default:
            return nil
        }
        return (folder, prelude + w.text)
    }

    private func renderScalar(_ name: String) -> String {
        var w = SwiftWriter()
        w.block("extension \(namespace)") { w in
            if let mapped = options.customScalars[name] {
                w.line("\(access)typealias \(types.schemaTypeName(name)) = \(mapped)")
            } else {
                w.line("/// The `\(name)` custom scalar, as the server's string. To use your own type, map the")
                w.line("/// scalar to a type conforming to `CustomScalarType` in the code generation options.")
                w.line("\(access)typealias \(types.schemaTypeName(name)) = \(types.runtime("String", module: "Swift"))")
            }
        }
        return w.text
    }

    private func renderEnum(_ type: GraphQLEnumType, into w: inout SwiftWriter) {
        if options.includeSchemaDocumentation, let description = type.description { w.line("/// " + description.split(separator: "\n").joined(separator: " ")) }
        let name = types.schemaTypeName(type.name)
        w.block("\(self.type)enum \(name): \(types.runtime("GraphQLEnum"))") { w in
            let cases = types.enumCases(type).map { (name: $0.name, raw: $0.value.name, value: $0.value) }
            for (name, _, value) in cases {
                if let reason = value.deprecationReason { w.line("/// Deprecated: \(reason.split(separator: "\n").joined(separator: " "))") }
                w.line("case \(name)")
            }
            w.line("/// A value this code does not know.")
            w.line("case unknown(\(types.runtime("String", module: "Swift")))")
            w.line("\(access)static let allCases: [\(name)] = [\(cases.map { "." + $0.name }.joined(separator: ", "))]")
            w.block("\(access)var rawValue: \(types.runtime("String", module: "Swift"))") { w in
                w.line("switch self {")
                for (name, raw, _) in cases { w.line("case .\(name): \(Naming.stringLiteral(raw))") }
                w.line("case .unknown(let value): value")
                w.line("}")
            }
        }
    }

    private func renderInput(_ type: GraphQLInputObjectType, into w: inout SwiftWriter) {
        if options.includeSchemaDocumentation, let description = type.description { w.line("/// " + description.split(separator: "\n").joined(separator: " ")) }
        w.block("\(self.type)struct \(types.schemaTypeName(type.name)): \(types.runtime("InputObject"))") { w in
            let property = { (field: GraphQLInputValue) in options.schemaCustomization.inputField(field.name, of: type.name) }
            var parameters: [String] = []
            for field in type.fields {
                let (swiftType, isNullable) = types.input(field.type, hasDefault: field.defaultValue != nil, inNamespace: true)
                let name = property(field)
                w.line("\(access)var \(name): \(swiftType)")
                parameters.append("\(Naming.label(name)): \(swiftType)" + (isNullable ? " = nil" : ""))
            }
            let assignments = type.fields.map { "self.\(property($0)) = \(property($0))" }
            w.line("\(access)init(\(parameters.joined(separator: ", "))) { \(assignments.joined(separator: "; ")) }")
            let members = type.fields.map { field in
                let isNullable = types.input(field.type, hasDefault: field.defaultValue != nil).isNullable
                return "\(Naming.stringLiteral(field.name)): \(property(field)).\(isNullable ? "jsonValue" : "__jsonValue")"
            }
            w.line("\(access)var __json: \(types.runtime("JSONObject")) { .__compacting([\(members.joined(separator: ", "))]) }")
        }
    }
}
