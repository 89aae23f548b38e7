import GraphQLLanguage

/// Renders the schema namespace: composite-type metadata, and the enums, input objects and
/// custom scalars the operations use.
struct SchemaRenderer {
    let schema: GraphQLSchema
    let options: CodegenOptions
    let types: TypeMapper

    private var access: String { options.accessLevel == .public ? "public " : "" }
    private var namespace: String { options.schemaNamespace }
    private var prelude: String {
        OperationRenderer.header + (options.accessLevel == .public ? "public import CourierAPI\n\n" : "import CourierAPI\n\n")
    }

    /// The namespace enum and the metadata of every object, interface and union of the schema.
    func renderMetadata() -> String {
        var w = SwiftWriter()
        w.line("/// The `\(namespace)` schema: its types and the metadata the normalized cache reads.")
        w.line("\(access)enum \(namespace) {}")
        w.line("")
        let names = schema.typeNames.filter { !$0.hasPrefix("__") }
        w.block("extension \(namespace)") { w in
            w.block("\(access)enum Objects") { w in
                for name in names {
                    guard case .object(let object)? = schema.type(named: name) else { continue }
                    var arguments = [Naming.stringLiteral(name)]
                    if !object.interfaces.isEmpty { arguments.append("interfaces: " + list(object.interfaces)) }
                    if let keys = keyFields(name, interfaces: object.interfaces) { arguments.append("keyFields: " + list(keys)) }
                    w.line("\(access)static let \(Naming.identifier(name)) = SchemaType.object(\(arguments.joined(separator: ", ")))")
                }
            }
            w.block("\(access)enum Interfaces") { w in
                for name in names {
                    guard case .interface? = schema.type(named: name) else { continue }
                    var arguments = [Naming.stringLiteral(name), "possibleTypes: " + list(schema.possibleTypes(of: name))]
                    if let keys = options.keyFields[name] { arguments.append("keyFields: " + list(keys)) }
                    w.line("\(access)static let \(Naming.identifier(name)) = SchemaType.interface(\(arguments.joined(separator: ", ")))")
                }
            }
            w.block("\(access)enum Unions") { w in
                for name in names {
                    guard case .union(let union)? = schema.type(named: name) else { continue }
                    w.line("\(access)static let \(Naming.identifier(name)) = SchemaType.union(\(Naming.stringLiteral(name)), possibleTypes: \(list(union.possibleTypes)))")
                }
            }
            w.line("/// Object metadata by `__typename`.")
            w.block("\(access)enum Metadata: SchemaMetadata") { w in
                w.block("\(access)static func objectType(forTypename typename: String) -> SchemaType?") { w in
                    w.line("switch typename {")
                    for name in names {
                        guard case .object? = schema.type(named: name) else { continue }
                        w.line("case \(Naming.stringLiteral(name)): Objects.\(Naming.identifier(name))")
                    }
                    w.line("default: nil")
                    w.line("}")
                }
            }
        }
        return prelude + w.text
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
                w.line("\(access)typealias \(Naming.identifier(name)) = \(mapped)")
            } else {
                w.line("/// The `\(name)` custom scalar, as the server's string. To use your own type, map the")
                w.line("/// scalar to a type conforming to `CustomScalarType` in the code generation options.")
                w.line("\(access)typealias \(Naming.identifier(name)) = String")
            }
        }
        return w.text
    }

    private func renderEnum(_ type: GraphQLEnumType, into w: inout SwiftWriter) {
        if let description = type.description { w.line("/// " + description.split(separator: "\n").joined(separator: " ")) }
        w.block("\(access)enum \(Naming.identifier(type.name)): GraphQLEnum") { w in
            let values = type.values.filter { options.includeDeprecatedEnumCases || $0.deprecationReason == nil }
            let cases = values.map { value -> (String, String) in
                var name = Naming.enumCase(value.name)
                if name == "unknown" { name = "unknown_" }
                return (name, value.name)
            }
            for (value, (name, _)) in zip(values, cases) {
                if let reason = value.deprecationReason { w.line("/// Deprecated: \(reason.split(separator: "\n").joined(separator: " "))") }
                w.line("case \(name)")
            }
            w.line("/// A value this code does not know.")
            w.line("case unknown(String)")
            w.line("\(access)static let allCases: [\(Naming.identifier(type.name))] = [\(cases.map { "." + $0.0 }.joined(separator: ", "))]")
            w.block("\(access)var rawValue: String") { w in
                w.line("switch self {")
                for (name, raw) in cases { w.line("case .\(name): \(Naming.stringLiteral(raw))") }
                w.line("case .unknown(let value): value")
                w.line("}")
            }
        }
    }

    private func renderInput(_ type: GraphQLInputObjectType, into w: inout SwiftWriter) {
        if let description = type.description { w.line("/// " + description.split(separator: "\n").joined(separator: " ")) }
        w.block("\(access)struct \(Naming.identifier(type.name)): InputObject") { w in
            var parameters: [String] = []
            for field in type.fields {
                let (swiftType, isNullable) = types.input(field.type, hasDefault: field.defaultValue != nil)
                let name = Naming.property(field.name)
                w.line("\(access)var \(name): \(swiftType)")
                parameters.append("\(Naming.label(name)): \(swiftType)" + (isNullable ? " = nil" : ""))
            }
            let assignments = type.fields.map { "self.\(Naming.property($0.name)) = \(Naming.property($0.name))" }
            w.line("\(access)init(\(parameters.joined(separator: ", "))) { \(assignments.joined(separator: "; ")) }")
            let members = type.fields.map { field in
                let isNullable = types.input(field.type, hasDefault: field.defaultValue != nil).isNullable
                return "\(Naming.stringLiteral(field.name)): \(Naming.property(field.name)).\(isNullable ? "jsonValue" : "__jsonValue")"
            }
            w.line("\(access)var __json: JSONObject { .__compacting([\(members.joined(separator: ", "))]) }")
        }
    }
}
