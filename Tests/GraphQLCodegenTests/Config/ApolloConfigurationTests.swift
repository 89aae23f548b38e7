import Foundation
import GraphQLCodegen
import Testing

@Suite struct ApolloConfigurationTests {
    private func load(_ json: String) throws -> (configuration: CodegenConfiguration, warnings: [ConfigurationWarning])
    {
        try CodegenConfiguration.load(Data(json.utf8), fileName: "apollo-codegen-config.json")
    }

    /// A configuration as Apollo iOS 1.x's `apollo-ios-cli init` writes it, plus a manifest.
    static let typical = """
        {
          "schemaNamespace" : "MyAPI",
          "input" : {
            "operationSearchPaths" : ["**/*.graphql"],
            "schemaSearchPaths" : ["**/*.graphqls"]
          },
          "output" : {
            "testMocks" : { "none" : {} },
            "schemaTypes" : {
              "path" : "./MyAPI",
              "moduleType" : { "swiftPackageManager" : {} }
            },
            "operations" : { "inSchemaModule" : {} }
          },
          "operationManifest" : { "path" : "./manifest.json", "version" : "persistedQueries" },
          "options": { "operationDocumentFormat": ["definition", "operationId"], "deprecatedEnumCases": "exclude", \
        "cocoapodsCompatibleImportStatements": false }
        }
        """

    @Test func readsTheTypicalFile() throws {
        let (configuration, warnings) = try load(Self.typical)
        #expect(configuration.format == .apollo)
        #expect(configuration.options.schemaNamespace == "MyAPI")
        #expect(configuration.schemaSearchPaths == ["**/*.graphqls"])
        #expect(configuration.operationSearchPaths == ["**/*.graphql"])
        #expect(configuration.options.schemaTypesPath == "MyAPI")
        #expect(configuration.options.operationLayout == .inFolder("MyAPI/Operations"))
        #expect(configuration.options.accessLevel == .public)
        #expect(configuration.operationManifestPath == "manifest.json")
        #expect(configuration.options.documentFormat == .definition)
        #expect(configuration.options.includeDeprecatedEnumCases == false)
        // `cocoapodsCompatibleImportStatements: false` and `testMocks: none` are what courier does.
        #expect(warnings.isEmpty)
    }

    @Test func formatIsDetectedByContentToo() throws {
        let (configuration, _) = try CodegenConfiguration.load(Data(Self.typical.utf8), fileName: "codegen.json")
        #expect(configuration.format == .apollo)
    }

    @Test func embeddedInTargetIsInternalByDefault() throws {
        let (configuration, _) = try load(
            """
            {"schemaNamespace": "A", "input": {}, "output": {
              "schemaTypes": {"path": "Gen", "moduleType": {"embeddedInTarget": {"name": "App"}}},
              "operations": {"relative": {"subpath": "Generated"}},
              "operationManifest": {"path": "m.json"}}}
            """)
        #expect(configuration.options.accessLevel == .internal)
        #expect(configuration.options.operationLayout == .relativeToSource)
        #expect(configuration.operationSubpath == "Generated")
        #expect(configuration.operationManifestPath == "m.json")
    }

    @Test func embeddedInTargetAccessModifierAndAbsoluteOperations() throws {
        let (configuration, _) = try load(
            """
            {"schemaNamespace": "A", "input": {"schemaSearchPaths": ["s.json"]}, "output": {
              "schemaTypes": {"path": "Gen", "moduleType": {"embeddedInTarget": {"name": "App", "accessModifier": \
            "public"}}},
              "operations": {"absolute": {"path": "Ops"}}}}
            """)
        #expect(configuration.options.accessLevel == .public)
        #expect(configuration.options.operationLayout == .inFolder("Ops"))
        #expect(configuration.schemaSearchPaths == ["s.json"])
    }

    @Test func otherModuleTypeIsPublic() throws {
        let (configuration, _) = try load(
            #"{"schemaNamespace": "A", "input": {}, "output": "#
                + #"{"schemaTypes": {"path": "G", "moduleType": {"other": {}}}}}"#)
        #expect(configuration.options.accessLevel == .public)
    }

    @Test(arguments: [
        (
            #"{"schemaNamespace": "A", "input": {}, "output": "#
                + #"{"schemaTypes": {"path": 1, "moduleType": {"other": {}}}}}"#, "$.output.schemaTypes.path",
            "expected a string, found a number"
        ),
        (
            #"{"schemaNamespace": "A", "input": {}, "output": "#
                + #"{"schemaTypes": {"path": "G", "moduleType": {"cocoapods": {}}}}}"#,
            "$.output.schemaTypes.moduleType",
            #"expected an object with exactly one of the keys "embeddedInTarget", "#
                + #""swiftPackageManager", "swiftPackage", "other""#
        ),
        (
            #"{"schemaNamespace": "A", "input": {}, "output": {"schemaTypes": "#
                + #"{"path": "G", "moduleType": {"embeddedInTarget": {}}}}}"#,
            "$.output.schemaTypes.moduleType.embeddedInTarget", "missing required key \"name\""
        ),
        (
            #"{"schemaNamespace": "A", "input": {"operationSearchPaths": 3}, "output": {}}"#,
            "$.input.operationSearchPaths", "expected an array, found a number"
        ),
        (
            #"{"schemaNamespace": "A", "input": {}, "output": {"schemaTypes": {"path": "#
                + #""G", "moduleType": {"other": {}}}, "operations": {"absolute": {}}}}"#,
            "$.output.operations.absolute", "missing required key \"path\""
        ),
        (
            #"{"schemaNamespace": "A", "input": {}, "output": {"schemaTypes": {"path": "G", "#
                + #""moduleType": {"other": {}}}}, "operationManifest": {"path": "m", "version": "v9"}}"#,
            "$.operationManifest.version", #"expected one of "persistedQueries", "legacy", found "v9""#
        ),
    ])
    func errorsNameTheJSONPath(json: String, path: String, message: String) {
        #expect(throws: ConfigurationError(path: path, message: message)) { try load(json) }
    }
}
