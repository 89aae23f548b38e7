import GraphQLLanguage

/// Renders test mocks (``CodegenOptions/testMocksPath``): per object, interface and union type a
/// `MockObject` with one `MockField` per field and a `Mock` initializer taking every field as an
/// optional. An interface or union also declares `MockType` (the mock types that are one, which
/// every implementing or member type adopts) and `MockValue` (their mocks), the type of fields
/// returning it: such a field takes `Mock<Droid>` as well as `Mock<Character>`. Mocks go in their
/// own module, which imports `CourierTestMocks` and the schema module, so they are never linked
/// into an app.
struct MockRenderer {
    let schema: GraphQLSchema
    let options: CodegenOptions
    let types: TypeMapper

    // `Object` is `Mock`'s generic parameter: `where Object == Object` would hold for every mock.
    // `MockType` and `MockValue` are the nested protocols of abstract mock types.
    private static let runtimeNames: Set<String> = [
        "Mock", "MockObject", "MockField", "AnyMock", "MockFields", "CourierTestMocks", "Object", "Value", "MockType",
        "MockValue",
    ]

    /// The mock files, relative to the output root.
    func render(into folder: String) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        // File names differing only in case (`record`, `Record`) clash on Apple file systems.
        var fileNames: Set<String> = []
        for name in schema.typeNames where !name.hasPrefix("__") {
            let contents: String
            switch schema.type(named: name) {
            case .object(let object)?:
                contents = render(name, object.fields, abstractTypes: object.interfaces + unions(containing: name))
            case .interface(let interface)?:
                contents = render(name, interface.fields, abstractTypes: interface.interfaces, isAbstract: true)
            case .union?: contents = render(name, [], abstractTypes: [], isAbstract: true)
            default: continue
            }
            var fileName = mockName(name)
            while !fileNames.insert(fileName.lowercased()).inserted { fileName += "Mock" }
            files.append(GeneratedFile(relativePath: folder + "/" + fileName + ".graphql.swift", contents: contents))
        }
        return files
    }

    private func unions(containing name: String) -> [String] {
        schema.typeNames.filter { candidate in
            if case .union(let union)? = schema.type(named: candidate) {
                union.possibleTypes.contains(name)
            } else {
                false
            }
        }
    }

    /// The mock type of `typeName`, adopting the `MockType` protocols of `abstractTypes`.
    private func render(
        _ typeName: String, _ schemaFields: [GraphQLField], abstractTypes: [String], isAbstract: Bool = false
    ) -> String {
        let name = mockName(typeName)
        let fields = schemaFields.filter { !$0.name.hasPrefix("__") }.map { field in
            (name: field.name, property: Naming.property(field.name), type: valueType(field.type))
        }
        let conformances = ["MockObject"] + abstractTypes.map { mockName($0) + ".MockType" }
        let fieldDescriptions: [SwiftDeclaration] = fields.map { field in
            .line("public let \(field.property) = MockField<\(field.type)>(\(Naming.stringLiteral(field.name)))")
        }
        var members: [SwiftDeclaration] = [
            .line("public static let __typename = \(Naming.stringLiteral(typeName))"),
            .line("public static let __mockFields = MockFields()"),
            .block("nonisolated public struct MockFields: Sendable", fieldDescriptions),
        ]
        var declarations: [SwiftDeclaration] = []
        if isAbstract {
            members.append(
                .line(
                    "public protocol MockType: MockObject {}",
                    documentation: [
                        "/// The mock types whose mocks stand for a `\(typeName)`."
                    ]))
            members.append(
                .line(
                    "public protocol MockValue: AnyMock {}",
                    documentation: [
                        "/// A mock that stands for a `\(typeName)`: `Mock<\(name)>` or the mock of a type that is one."
                    ]))
            declarations.append(.blank)
            // `nonisolated`: in a target whose default isolation is `MainActor` the conformances would
            // otherwise be isolated, and a cast off the main actor would fail.
            declarations.append(.line("extension \(name): nonisolated \(name).MockType {}"))
            declarations.append(
                .line("extension Mock: nonisolated \(name).MockValue where Object: \(name).MockType {}"))
        }
        // A union has no fields to set: `init()` is all its mocks need.
        if !fields.isEmpty {
            let parameters = fields.map { "\(Naming.label($0.property)): \(optional($0.type)) = nil" }
            // `self.set`: a field named `set` would shadow the method.
            let body =
                "self.init(); "
                + fields.map { "self.set(\(Naming.stringLiteral($0.name)), \($0.property))" }.joined(separator: "; ")
            declarations.append(.blank)
            declarations.append(
                .block(
                    "extension Mock where Object == \(name)",
                    [
                        .line(
                            "nonisolated public init(\(parameters.joined(separator: ", "))) { \(body) }",
                            documentation: ["/// A mock with the given fields set."]
                        )
                    ]))
        }
        let summary =
            isAbstract
            ? "/// Mocks of `\(typeName)` objects: `Mock<\(name)>`, or the mock of any object type that is one."
            : "/// Mocks of `\(typeName)` objects: `Mock<\(name)>`."
        declarations.insert(
            .block(
                "nonisolated public enum \(name): \(conformances.joined(separator: ", "))", documentation: [summary],
                members), at: 0)
        var imports = ["public import CourierTestMocks"]
        if let module = options.testMocksSchemaModule,
            fields.contains(where: { $0.type.contains(options.schemaNamespace + ".") })
        {
            imports.append("public import \(module)")
        }
        return SwiftFile(imports: imports, declarations: declarations).text
    }

    /// The Swift type a mock holds for a field of `type` (without the outer optional).
    private func valueType(_ type: TypeReference) -> String {
        switch type {
        case .nonNull(let inner): return valueType(inner)
        case .list(let inner): return "[" + (inner.isNonNull ? valueType(inner) : optional(valueType(inner))) + "]"
        case .named(let name):
            switch schema.type(named: name) {
            case .object?: return "Mock<\(mockName(name))>"
            case .interface?, .union?: return "any \(mockName(name)).MockValue"
            default: return types.named(name)
            }
        }
    }

    /// `type?`, parenthesized when `type` is an existential (`(any Node.MockValue)?`).
    private func optional(_ type: String) -> String {
        type.hasPrefix("any ") ? "(\(type))?" : type + "?"
    }

    private func mockName(_ name: String) -> String {
        Naming.typeName(
            options.schemaCustomization.typeName(name), taken: Self.runtimeNames.union([options.schemaNamespace]))
    }
}
