import GraphQLLanguage

/// Renders test mocks (``CodegenOptions/testMocksPath``): per object type a `MockObject` with one
/// `MockField` per field and a `Mock` initializer taking every field as an optional; per
/// interface and union a type alias for `any AnyMock`, the type of fields returning it. Mocks go
/// in their own module, which imports `CourierTestMocks` and the schema module, so they are never
/// linked into an app.
struct MockRenderer {
    let schema: GraphQLSchema
    let options: CodegenOptions
    let types: TypeMapper

    // `Object` is `Mock`'s generic parameter: `where Object == Object` would hold for every mock.
    private static let runtimeNames: Set<String> = ["Mock", "MockObject", "MockField", "AnyMock", "MockFields", "CourierTestMocks", "Object", "Value"]

    /// The mock files, relative to the output root.
    func render(into folder: String) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var aliases = SwiftWriter()
        // File names differing only in case (`record`, `Record`) clash on Apple file systems.
        var fileNames: Set<String> = ["mockabstracttypes"]
        for name in schema.typeNames where !name.hasPrefix("__") {
            switch schema.type(named: name) {
            case .object(let object)?:
                var fileName = mockName(name)
                while !fileNames.insert(fileName.lowercased()).inserted { fileName += "Mock" }
                files.append(GeneratedFile(relativePath: folder + "/" + fileName + ".graphql.swift", contents: render(object)))
            case .interface?, .union?:
                aliases.line("/// A mock of an object type that is a `\(name)`.")
                aliases.line("public typealias \(mockName(name)) = any AnyMock")
            default:
                continue
            }
        }
        if !aliases.text.isEmpty {
            files.append(GeneratedFile(relativePath: folder + "/MockAbstractTypes.graphql.swift", contents: OperationRenderer.header + "public import CourierTestMocks\n\n" + aliases.text))
        }
        return files
    }

    private func render(_ object: GraphQLObjectType) -> String {
        var w = SwiftWriter()
        let name = mockName(object.name)
        let fields = object.fields.filter { !$0.name.hasPrefix("__") }.map { (name: $0.name, property: Naming.property($0.name), type: valueType($0.type)) }
        w.line("/// Mocks of `\(object.name)` objects: `Mock<\(name)>`.")
        w.block("nonisolated public enum \(name): MockObject") { w in
            w.line("public static let __typename = \(Naming.stringLiteral(object.name))")
            w.line("public static let __mockFields = MockFields()")
            w.block("nonisolated public struct MockFields: Sendable") { w in
                for field in fields {
                    w.line("public let \(field.property) = MockField<\(field.type)>(\(Naming.stringLiteral(field.name)))")
                }
            }
        }
        w.line("")
        w.block("extension Mock where Object == \(name)") { w in
            let parameters = fields.map { "\(Naming.label($0.property)): \($0.type)? = nil" }
            // `self.set`: a field named `set` would shadow the method.
            let sets = fields.map { "self.set(\(Naming.stringLiteral($0.name)), \($0.property))" }
            w.line("/// A mock with the given fields set.")
            w.line("nonisolated public init(\(parameters.joined(separator: ", "))) { self.init(); \((sets.isEmpty ? [] : sets).joined(separator: "; ")) }")
        }
        let text = w.text
        var imports = "public import CourierTestMocks\n"
        if let module = options.testMocksSchemaModule, text.contains(options.schemaNamespace + ".") { imports += "public import \(module)\n" }
        return OperationRenderer.header + imports + "\n" + text
    }

    /// The Swift type a mock holds for a field of `type` (without the outer optional).
    private func valueType(_ type: TypeReference) -> String {
        switch type {
        case .nonNull(let inner): return valueType(inner)
        case .list(let inner): return "[" + valueType(inner) + (inner.isNonNull ? "" : "?") + "]"
        case .named(let name):
            switch schema.type(named: name) {
            case .object?: return "Mock<\(mockName(name))>"
            case .interface?, .union?: return mockName(name)
            default: return types.named(name)
            }
        }
    }

    private func mockName(_ name: String) -> String {
        Naming.typeName(options.schemaCustomization.typeName(name), taken: Self.runtimeNames.union([options.schemaNamespace]))
    }
}
