import Foundation
import GraphQLCodegen
import Testing

@Suite struct CourierConfigurationTests {
    private func load(_ json: String, fileName: String = "courier.json") throws(ConfigurationError) -> (
        configuration: CodegenConfiguration, warnings: [ConfigurationWarning]
    ) {
        try CodegenConfiguration.load(Data(json.utf8), fileName: fileName)
    }

    @Test func readsEveryOption() throws {
        let (configuration, warnings) = try load(
            """
            {
              "schemaNamespace": "StarWarsAPI",
              "schema": ["schema/*.graphqls"],
              "operations": "Sources/**/*.graphql",
              "output": {
                "schemaTypes": "Generated/Schema",
                "operations": { "placement": "nextToSource", "subpath": "Generated" },
                "operationManifest": "Generated/manifest.json"
              },
              "options": {
                "accessModifier": "internal",
                "customScalars": { "DateTime": "Foundation.Date" },
                "operationDocumentFormat": "operationIdentifier",
                "deprecatedEnumCases": "exclude",
                "keyFields": { "Character": ["id"] }
              }
            }
            """)
        #expect(warnings.isEmpty)
        #expect(configuration.format == .courier)
        #expect(configuration.schemaSearchPaths == ["schema/*.graphqls"])
        #expect(configuration.operationSearchPaths == ["Sources/**/*.graphql"])
        #expect(configuration.operationSubpath == "Generated")
        #expect(configuration.operationManifestPath == "Generated/manifest.json")
        let options = configuration.options
        #expect(options.schemaNamespace == "StarWarsAPI")
        #expect(options.schemaTypesPath == "Generated/Schema")
        #expect(options.operationLayout == .relativeToSource)
        #expect(options.accessLevel == .internal)
        #expect(options.customScalars == ["DateTime": "Foundation.Date"])
        #expect(options.documentFormat == .operationIdentifier)
        #expect(options.includeDeprecatedEnumCases == false)
        #expect(options.keyFields == ["Character": ["id"]])
    }

    @Test func customScalarsMayNameTheModuleOfTheirType() throws {
        let (configuration, warnings) = try load(
            #"""
            {"schemaNamespace": "API", "schema": "s.graphqls", "options": {"customScalars": {
              "DateTime": "Foundation.Date",
              "Upload": {"type": "GraphQLFile", "module": "CourierGraphQL", "extra": 1}
            }}}
            """#)
        #expect(configuration.options.customScalars == ["DateTime": "Foundation.Date", "Upload": "GraphQLFile"])
        #expect(configuration.options.customScalarModules == ["Upload": "CourierGraphQL"])
        #expect(warnings.map(\.path) == ["$.options.customScalars.Upload.extra"])
        #expect(throws: ConfigurationError.self) {
            try load(
                #"{"schemaNamespace": "API", "schema": "s", "options": {"customScalars": {"Upload": {"module": "M"}}}}"#
            )
        }
        do {
            _ = try load(#"{"schemaNamespace": "API", "schema": "s", "options": {"customScalars": {"Upload": 3}}}"#)
            Issue.record("a number is not a mapping")
        } catch {
            #expect(error.path == "$.options.customScalars.Upload")
        }
    }

    @Test func defaultsApplyToAMinimalFile() throws {
        let (configuration, _) = try load(#"{"schemaNamespace": "API", "schema": "schema.graphqls"}"#)
        #expect(configuration.operationSearchPaths == ["**/*.graphql"])
        #expect(configuration.operationManifestPath == nil)
        #expect(configuration.options.accessLevel == .public)
        #expect(configuration.options.operationLayout == .inFolder("Operations"))
        #expect(configuration.options.testMocksPath == nil)
    }

    @Test func testMocksAsAFolderOrWithTheSchemaModule() throws {
        let folder = try load(
            #"{"schemaNamespace": "API", "schema": "s.graphqls", "output": {"testMocks": "./Tests/Mocks"}}"#)
        #expect(folder.configuration.options.testMocksPath == "Tests/Mocks")
        #expect(folder.configuration.options.testMocksSchemaModule == "API")
        #expect(folder.warnings.isEmpty)
        let module = try load(
            #"{"schemaNamespace": "API", "schema": "s.graphqls", "output": "#
                + #"{"testMocks": {"path": "M", "schemaModule": "AppAPI"}}}"#)
        #expect(module.configuration.options.testMocksPath == "M")
        #expect(module.configuration.options.testMocksSchemaModule == "AppAPI")
    }

    @Test func folderPlacement() throws {
        let (configuration, _) = try load(
            #"{"schemaNamespace": "API", "schema": "s.graphqls", "output": "#
                + #"{"operations": {"placement": "folder", "path": "Gen/Ops"}}}"#)
        #expect(configuration.options.operationLayout == .inFolder("Gen/Ops"))
    }

    @Test func unknownKeysAreWarningsWithTheirPaths() throws {
        let (_, warnings) = try load(
            #"{"schemaNamespace": "API", "schema": "s.graphqls", "extra": 1, "options": {"colour": "blue"}}"#)
        #expect(warnings.map(\.path) == ["$.extra", "$.options.colour"])
    }

    @Test(arguments: [
        (#"{"schema": "s.graphqls"}"#, "$", "missing required key \"schemaNamespace\""),
        (#"{"schemaNamespace": 3, "schema": "s"}"#, "$.schemaNamespace", "expected a string, found a number"),
        (#"{"schemaNamespace": "A", "schema": ["s", true]}"#, "$.schema[1]", "expected a string, found a boolean"),
        (
            #"{"schemaNamespace": "A", "schema": "s", "output": {"schemaTypes": ["x"]}}"#, "$.output.schemaTypes",
            "expected a string, found an array"
        ),
        (
            #"{"schemaNamespace": "A", "schema": "s", "options": {"accessModifier": "open"}}"#,
            "$.options.accessModifier", #"expected one of "public", "internal", found "open""#
        ),
        (
            #"{"schemaNamespace": "A", "schema": "s", "output": {"operations": {"placement": "folder"}}}"#,
            "$.output.operations", "missing required key \"path\""
        ),
        (#"[1, 2]"#, "$", "expected an object, found an array"),
    ])
    func errorsNameTheJSONPath(json: String, path: String, message: String) {
        #expect(throws: ConfigurationError(path: path, message: message)) { try load(json) }
    }

    @Test func invalidJSONIsAnErrorAtTheRoot() {
        do {
            _ = try load("{ not json")
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "$")
            #expect(error.message.hasPrefix("not valid JSON"))
        }
    }

    @Test func subpathIsInsertedForOperationsNextToSources() throws {
        let (configuration, _) = try load(
            #"{"schemaNamespace": "API", "schema": "s", "output": {"schemaTypes": "Schema", "#
                + #""operations": {"placement": "nextToSource", "subpath": "Generated"}}}"#)
        #expect(
            configuration.outputPath(of: GeneratedFile(relativePath: "Sources/Q/HeroQuery.graphql.swift", contents: ""))
                == "Sources/Q/Generated/HeroQuery.graphql.swift")
        #expect(
            configuration.outputPath(
                of: GeneratedFile(relativePath: "Schema/Enums/Episode.graphql.swift", contents: ""))
                == "Schema/Enums/Episode.graphql.swift")
    }
}
