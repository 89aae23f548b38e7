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
    private var imports: [String] {
        [options.accessLevel == .public ? "public import CourierAPI" : "import CourierAPI"]
    }

    /// The namespace enum and the metadata of every object, interface and union of the schema.
    func renderMetadata() -> SwiftFile {
        let names = schema.typeNames.filter { !$0.hasPrefix("__") }
        var objects: [SwiftDeclaration] = []
        var interfaces: [SwiftDeclaration] = []
        var unions: [SwiftDeclaration] = []
        var typenameCases: [SwiftDeclaration] = []
        for name in names {
            switch schema.type(named: name) {
            case .object(let object)?:
                var arguments = [Naming.stringLiteral(name)]
                if !object.interfaces.isEmpty { arguments.append("interfaces: " + list(object.interfaces)) }
                if let keys = keyFields(name, interfaces: object.interfaces) {
                    arguments.append("keyFields: " + list(keys))
                }
                objects.append(
                    .line(
                        "\(access)static let \(types.compositeMember(name)) = "
                            + "\(schemaType).object(\(arguments.joined(separator: ", ")))"
                    ))
                typenameCases.append(
                    .line("case \(Naming.stringLiteral(name)): Objects.\(types.compositeMember(name))"))
            case .interface?:
                var arguments = [Naming.stringLiteral(name), "possibleTypes: " + list(schema.possibleTypes(of: name))]
                if let keys = options.keyFields[name] { arguments.append("keyFields: " + list(keys)) }
                interfaces.append(
                    .line(
                        "\(access)static let \(types.compositeMember(name)) = "
                            + "\(schemaType).interface(\(arguments.joined(separator: ", ")))"
                    ))
            case .union(let union)?:
                let arguments = "\(Naming.stringLiteral(name)), possibleTypes: \(list(union.possibleTypes))"
                unions.append(
                    .line("\(access)static let \(types.compositeMember(name)) = \(schemaType).union(\(arguments))"))
            default:
                continue
            }
        }
        let string = types.runtime("String", module: "Swift")
        var metadata: [SwiftDeclaration] = [
            .block(
                "\(access)static func objectType(forTypename typename: \(string)) -> \(schemaType)?",
                switchStatement("typename", typenameCases)
            )
        ]
        if !redirects.isEmpty { metadata.append(fieldPolicies()) }
        let declarations: [SwiftDeclaration] = [
            .line(
                "\(type)enum \(namespace) {}",
                documentation: ["/// The `\(namespace)` schema: its types and the metadata the normalized cache reads."]
            ),
            .blank,
            .block(
                "extension \(namespace)",
                [
                    .block("\(type)enum Objects", objects),
                    .block("\(type)enum Interfaces", interfaces),
                    .block("\(type)enum Unions", unions),
                    .block(
                        "\(type)enum Metadata: \(types.runtime("SchemaMetadata"))",
                        documentation: ["/// Object metadata by `__typename`."], metadata),
                ]),
        ]
        return SwiftFile(imports: imports, declarations: declarations)
    }

    /// `switch subject {`, the cases, `default: nil`, `}`: an expression switch, one line each.
    private func switchStatement(_ subject: String, _ cases: [SwiftDeclaration]) -> [SwiftDeclaration] {
        [.line("switch \(subject) {")] + cases + [.line("default: nil"), .line("}")]
    }

    private var schemaType: String { types.runtime("SchemaType") }

    /// `fieldPolicy(forField:onType:)`: one `case` per redirected field.
    private func fieldPolicies() -> SwiftDeclaration {
        let string = types.runtime("String", module: "Swift")
        var cases: [SwiftDeclaration] = []
        for (parent, redirects) in redirects {
            for redirect in redirects {
                let policy =
                    ".init(keyArguments: \(list(redirect.keyArguments)), typenames: \(list(redirect.typenames)))"
                cases.append(
                    .line("case (\(Naming.stringLiteral(parent)), \(Naming.stringLiteral(redirect.field))): \(policy)"))
            }
        }
        return .block(
            "\(access)static func fieldPolicy(forField field: \(string), onType typename: \(string)) -> "
                + "\(types.runtime("FieldPolicy"))?",
            switchStatement("(typename, field)", cases)
        )
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
    func render(typeNamed name: String) -> (folder: String, file: SwiftFile)? {
        switch schema.type(named: name) {
        case .enumType(let type)?:
            return (
                "Enums",
                SwiftFile(imports: imports, declarations: [.block("extension \(namespace)", [enumDeclaration(type)])])
            )
        case .inputObject(let type)?:
            return (
                "InputObjects",
                SwiftFile(imports: imports, declarations: [.block("extension \(namespace)", [inputDeclaration(type)])])
            )
        case .scalar?:
            // A type alias needs nothing from CourierAPI (importing it would warn), only the
            // module of the type it is mapped to, if one is configured.
            let imports = ScalarImports(options: options).aliasFileImports(forScalar: name)
            return (
                "CustomScalars",
                SwiftFile(imports: imports, declarations: [.block("extension \(namespace)", [scalarDeclaration(name)])])
            )
        default:
            return nil
        }
    }

    private func scalarDeclaration(_ name: String) -> SwiftDeclaration {
        if let mapped = options.customScalars[name] {
            return .line("\(access)typealias \(types.schemaTypeName(name)) = \(mapped)")
        }
        return .line(
            "\(access)typealias \(types.schemaTypeName(name)) = \(types.runtime("String", module: "Swift"))",
            documentation: [
                "/// The `\(name)` custom scalar, as the server's string. To use your own type, map the",
                "/// scalar to a type conforming to `CustomScalarType` in the code generation options.",
            ])
    }

    /// A type's description as one doc comment line, when schema documentation is on.
    private func documentation(_ description: String?) -> [String] {
        guard options.includeSchemaDocumentation, let description else { return [] }
        return ["/// " + description.split(separator: "\n").joined(separator: " ")]
    }

    private func enumDeclaration(_ type: GraphQLEnumType) -> SwiftDeclaration {
        let name = types.schemaTypeName(type.name)
        let string = types.runtime("String", module: "Swift")
        let cases = types.enumCases(type).map { (name: $0.name, raw: $0.value.name, value: $0.value) }
        var members: [SwiftDeclaration] = cases.map { name, _, value in
            .line(
                "case \(name)",
                documentation: value.deprecationReason.map {
                    ["/// Deprecated: \($0.split(separator: "\n").joined(separator: " "))"]
                } ?? [])
        }
        members.append(.line("case unknown(\(string))", documentation: ["/// A value this code does not know."]))
        members.append(
            .line("\(access)static let allCases: [\(name)] = [\(cases.map { "." + $0.name }.joined(separator: ", "))]"))
        let rawValues =
            [SwiftDeclaration.line("switch self {")]
            + cases.map { name, raw, _ in .line("case .\(name): \(Naming.stringLiteral(raw))") }
            + [.line("case .unknown(let value): value"), .line("}")]
        members.append(.block("\(access)var rawValue: \(string)", rawValues))
        return .block(
            "\(self.type)enum \(name): \(types.runtime("GraphQLEnum"))", documentation: documentation(type.description),
            members)
    }

    private func inputDeclaration(_ type: GraphQLInputObjectType) -> SwiftDeclaration {
        let property = { (field: GraphQLInputValue) in options.schemaCustomization.inputField(field.name, of: type.name)
        }
        var members: [SwiftDeclaration] = []
        var parameters: [String] = []
        for field in type.fields {
            let (swiftType, isNullable) = types.input(
                field.type, hasDefault: field.defaultValue != nil, inNamespace: true)
            let name = property(field)
            members.append(.line("\(access)var \(name): \(swiftType)"))
            parameters.append("\(Naming.label(name)): \(swiftType)" + (isNullable ? " = nil" : ""))
        }
        let assignments = type.fields.map { "self.\(property($0)) = \(property($0))" }
        members.append(
            .line("\(access)init(\(parameters.joined(separator: ", "))) { \(assignments.joined(separator: "; ")) }"))
        let jsonMembers = type.fields.map { field in
            let isNullable = types.input(field.type, hasDefault: field.defaultValue != nil).isNullable
            return "\(Naming.stringLiteral(field.name)): \(property(field)).\(isNullable ? "jsonValue" : "__jsonValue")"
        }
        members.append(
            .line(
                "\(access)var __json: \(types.runtime("JSONObject")) "
                    + "{ .__compacting([\(jsonMembers.joined(separator: ", "))]) }"
            ))
        return .block(
            "\(self.type)struct \(types.schemaTypeName(type.name)): \(types.runtime("InputObject"))",
            documentation: documentation(type.description),
            members
        )
    }
}
