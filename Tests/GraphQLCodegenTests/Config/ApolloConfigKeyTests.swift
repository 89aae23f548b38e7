import Foundation
import GraphQLCodegen
import Testing

/// Every key of Apollo iOS 1.x and 2.x `apollo-codegen-config.json`: each takes effect (checked
/// on the configuration) or is reported once as `not supported: KEY (reason)`.
@Suite struct ApolloConfigKeyTests {
    /// A file with `extra` merged into a minimal 2.x configuration's top level, `output` and
    /// `options`.
    private func load(
        top: String = "", output: String = "", options: String = "", moduleType: String = #"{"swiftPackage": {}}"#
    ) throws -> (configuration: CodegenConfiguration, warnings: [ConfigurationWarning]) {
        let json = """
            {"schemaNamespace": "MyAPI", "input": {"schemaSearchPaths": ["schema/*.graphqls"], "operationSearchPaths": \
            ["ops/**/*.graphql"]},
             "output": {"schemaTypes": {"path": "./Gen", "moduleType": \
            \(moduleType)}\(output.isEmpty ? "" : ", " + output)},
             "options": {\(options)}\(top.isEmpty ? "" : ", " + top)}
            """
        return try CodegenConfiguration.load(Data(json.utf8), fileName: "apollo-codegen-config.json")
    }

    /// The single warning, which must say `not supported: key`.
    private func expectUnsupported(
        _ warnings: [ConfigurationWarning], key: String, path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(warnings.count == 1, "\(warnings)", sourceLocation: sourceLocation)
        #expect(warnings.first?.path == path, sourceLocation: sourceLocation)
        #expect(
            warnings.first?.message.hasPrefix("not supported: \(key) (") == true, "\(warnings)",
            sourceLocation: sourceLocation)
    }

    // MARK: input and output

    @Test func schemaAndOperationSearchPaths() throws {
        let (configuration, warnings) = try load()
        #expect(configuration.schemaSearchPaths == ["schema/*.graphqls"])
        #expect(configuration.operationSearchPaths == ["ops/**/*.graphql"])
        #expect(warnings.isEmpty)
    }

    @Test func swiftPackageModuleTypeOf2xIsPublic() throws {
        let (configuration, warnings) = try load()
        #expect(configuration.options.accessLevel == .public)
        #expect(configuration.options.schemaTypesPath == "Gen")
        #expect(warnings.isEmpty)
    }

    @Test func swiftPackageSDKDependencyIsReported() throws {
        let (_, warnings) = try load(
            moduleType: #"{"swiftPackage": {"apolloSDKDependency": {"sdkVersion": {"default": {}}}}}"#)
        expectUnsupported(
            warnings, key: "apolloSDKDependency",
            path: "$.output.schemaTypes.moduleType.swiftPackage.apolloSDKDependency")
    }

    @Test func operationsAccessModifierOtherThanTheSchemasIsReported() throws {
        let same = try load(output: #""operations": {"absolute": {"path": "Ops", "accessModifier": "public"}}"#)
        #expect(same.warnings.isEmpty)
        #expect(same.configuration.options.operationLayout == .inFolder("Ops"))
        let other = try load(output: #""operations": {"relative": {"subpath": "G", "accessModifier": "internal"}}"#)
        expectUnsupported(other.warnings, key: "accessModifier", path: "$.output.operations.relative.accessModifier")
    }

    @Test func testMocksAbsolute() throws {
        let (configuration, warnings) = try load(output: #""testMocks": {"absolute": {"path": "./Mocks"}}"#)
        #expect(configuration.options.testMocksPath == "Mocks")
        #expect(configuration.options.testMocksSchemaModule == "MyAPI")
        #expect(warnings.isEmpty)
        let internalMocks = try load(
            output: #""testMocks": {"absolute": {"path": "Mocks", "accessModifier": "internal"}}"#)
        expectUnsupported(
            internalMocks.warnings, key: "accessModifier", path: "$.output.testMocks.absolute.accessModifier")
    }

    @Test func testMocksSwiftPackageGoNextToTheSchemaTypes() throws {
        let (configuration, warnings) = try load(output: #""testMocks": {"swiftPackage": {}}"#)
        #expect(configuration.options.testMocksPath == "Gen/TestMocks")
        #expect(warnings.isEmpty)
        let named = try load(output: #""testMocks": {"swiftPackage": {"targetName": "Mocks"}}"#)
        expectUnsupported(named.warnings, key: "targetName", path: "$.output.testMocks.swiftPackage.targetName")
    }

    @Test func testMocksNoneAndByDefault() throws {
        #expect(try load(output: #""testMocks": {"none": {}}"#).configuration.options.testMocksPath == nil)
        #expect(try load().configuration.options.testMocksPath == nil)
    }

    @Test func embeddedTargetNamesTheMocksSchemaModule() throws {
        let (configuration, _) = try load(
            output: #""testMocks": {"absolute": {"path": "M"}}"#,
            moduleType: #"{"embeddedInTarget": {"name": "App", "accessModifier": "public"}}"#)
        #expect(configuration.options.testMocksSchemaModule == "App")
    }

    @Test(arguments: [("top", "$.operationManifest"), ("output", "$.output.operationManifest")])
    func operationManifestLegacyVersion(place: String, path: String) throws {
        let manifest =
            #""operationManifest": {"path": "ids.json", "version": "legacy", "generateManifestOnCodeGeneration": true}"#
        let (configuration, warnings) = try place == "top" ? load(top: manifest) : load(output: manifest)
        #expect(configuration.operationManifestPath == "ids.json")
        #expect(configuration.operationManifestFormat == .legacy)
        #expect(warnings.isEmpty)
        let off = try load(top: #""operationManifest": {"path": "m.json", "generateManifestOnCodeGeneration": false}"#)
        expectUnsupported(
            off.warnings, key: "generateManifestOnCodeGeneration",
            path: "$.operationManifest.generateManifestOnCodeGeneration")
    }

    @Test func legacyOperationIdentifierPaths() throws {
        for (top, output) in [
            ("", #""operationIdentifiersPath": "./ids.json""#), (#""operationIdsPath": "ids.json""#, ""),
        ] {
            let (configuration, warnings) = try load(top: top, output: output)
            #expect(configuration.operationManifestPath == "ids.json")
            #expect(configuration.operationManifestFormat == .legacy)
            #expect(warnings.isEmpty)
        }
    }

    @Test func legacyInputIsTheOperationsGlob() throws {
        let json =
            #"{"schemaNamespace": "A", "input": "Sources/**/*.graphql", "output": "#
            + #"{"schemaTypes": {"path": "G", "moduleType": {"swiftPackageManager": {}}}}}"#
        let (configuration, warnings) = try CodegenConfiguration.load(
            Data(json.utf8), fileName: "apollo-codegen-config.json")
        #expect(configuration.operationSearchPaths == ["Sources/**/*.graphql"])
        #expect(configuration.schemaSearchPaths == ["**/*.graphqls"])
        #expect(warnings.isEmpty)
    }

    @Test func singleSchemaPath() throws {
        let json =
            #"{"schemaNamespace": "A", "input": {"schemaPath": "api/schema.json"}, "#
            + #""output": {"schemaTypes": {"path": "G", "moduleType": {"other": {}}}}}"#
        let (configuration, warnings) = try CodegenConfiguration.load(
            Data(json.utf8), fileName: "apollo-codegen-config.json")
        #expect(configuration.schemaSearchPaths == ["api/schema.json"])
        #expect(configuration.operationSearchPaths == ["**/*.graphql"])
        #expect(warnings.isEmpty)
    }

    // MARK: options that take effect

    @Test func documentationAndDeprecationOptions() throws {
        let (configuration, warnings) = try load(
            options: #""schemaDocumentation": "exclude", "warningsOnDeprecatedUsage": "#
                + #""exclude", "deprecatedEnumCases": "exclude""#)
        #expect(!configuration.options.includeSchemaDocumentation)
        #expect(!configuration.options.warnsOnDeprecatedUsage)
        #expect(!configuration.options.includeDeprecatedEnumCases)
        #expect(warnings.isEmpty)
    }

    @Test func granularSelectionSetInitializers() throws {
        let (configuration, warnings) = try load(
            options: #""selectionSetInitializers": {"operations": false, "namedFragments": "#
                + #"true, "localCacheMutations": true, "definitionsNamed": ["HeroQuery"]}"#)
        let options = configuration.options
        #expect(
            options.wantsInitializers(forDefinition: "Other", isFragment: false, isLocalCacheMutation: false) == false)
        #expect(options.wantsInitializers(forDefinition: "HeroQuery", isFragment: false, isLocalCacheMutation: false))
        #expect(options.wantsInitializers(forDefinition: "Details", isFragment: true, isLocalCacheMutation: false))
        #expect(options.wantsInitializers(forDefinition: "Fix", isFragment: false, isLocalCacheMutation: true))
        #expect(warnings.isEmpty)
    }

    @Test func schemaCustomizationRenamesTypesCasesAndFields() throws {
        let (configuration, warnings) = try load(
            options: #"""
                "schemaCustomization": {"customTypeNames": {
                  "Droid": "Robot",
                  "Starship": {"type": {"name": "Ship"}},
                  "Episode": {"enum": {"name": "Film", "cases": {"NEWHOPE": "aNewHope"}}},
                  "ReviewInput": {"inputObject": {"name": "Review", "fields": {"stars": "rating"}}}
                }}
                """#)
        let customization = configuration.options.schemaCustomization
        #expect(
            customization.typeNames == [
                "Droid": "Robot", "Starship": "Ship", "Episode": "Film", "ReviewInput": "Review",
            ])
        #expect(customization.enumCases == ["Episode": ["NEWHOPE": "aNewHope"]])
        #expect(customization.inputFields == ["ReviewInput": ["stars": "rating"]])
        #expect(warnings.isEmpty)
    }

    @Test func persistedOperationsOnlyDropsTheDocument() throws {
        #expect(
            try load(options: #""apqs": "persistedOperationsOnly""#).configuration.options.documentFormat
                == .operationIdentifier)
        #expect(
            try load(options: #""operationDocumentFormat": ["operationId"]"#).configuration.options.documentFormat
                == .operationIdentifier)
        #expect(try load(options: #""apqs": "disabled""#).warnings.isEmpty)
        expectUnsupported(
            try load(options: #""apqs": "automaticallyPersist""#).warnings, key: "apqs", path: "$.options.apqs")
    }

    /// Options whose one value is what courier does: that value is accepted silently, the other
    /// is reported.
    @Test(arguments: [
        ("queryStringLiteralFormat", #""singleLine""#, #""multiline""#),
        ("cocoapodsCompatibleImportStatements", "false", "true"),
        ("pruneGeneratedFiles", "true", "false"),
        ("reduceGeneratedSchemaTypes", "true", "false"),
        ("markTypesNonisolated", "true", "false"),
        ("appendSchemaTypeFilenameSuffix", "false", "true"),
    ])
    func fixedOptions(key: String, courierValue: String, otherValue: String) throws {
        #expect(try load(options: "\"\(key)\": \(courierValue)").warnings.isEmpty)
        expectUnsupported(try load(options: "\"\(key)\": \(otherValue)").warnings, key: key, path: "$.options.\(key)")
    }

    @Test func markOperationDefinitionsAsFinalHoldsForStructs() throws {
        #expect(try load(options: #""markOperationDefinitionsAsFinal": true"#).warnings.isEmpty)
        #expect(try load(options: #""markOperationDefinitionsAsFinal": false"#).warnings.isEmpty)
    }

    @Test func additionalInflectionRules() throws {
        let (configuration, warnings) = try load(
            options: #"""
                "additionalInflectionRules": [{"irregular": {"singular": "person", "plural": "people"}}, \#
                {"uncountable": {"word": "data"}},
                  {"singularization": {"pluralRegex": "(quiz)zes$", "replacementRegex": "$1"}}]
                """#)
        #expect(
            configuration.options.inflectionRules == [
                .irregular(singular: "person", plural: "people"), .uncountable("data"),
                .singularization(pattern: "(quiz)zes$", replacement: "$1"),
            ])
        #expect(warnings.isEmpty)
        let plural = try load(
            options:
                #""additionalInflectionRules": [{"pluralization": {"singularRegex": "x$", "replacementRegex": "xen"}}]"#
        )
        expectUnsupported(
            plural.warnings, key: "pluralization", path: "$.options.additionalInflectionRules[0].pluralization")
    }

    @Test(arguments: [
        ("enumCases", #""camelCase""#, #""none""#),
        ("fieldAccessors", #""default""#, #""camelCase""#),
        ("inputObjects", #""none""#, #""camelCase""#),
    ])
    func conversionStrategies(key: String, courierValue: String, otherValue: String) throws {
        #expect(try load(options: "\"conversionStrategies\": {\"\(key)\": \(courierValue)}").warnings.isEmpty)
        expectUnsupported(
            try load(options: "\"conversionStrategies\": {\"\(key)\": \(otherValue)}").warnings, key: key,
            path: "$.options.conversionStrategies.\(key)")
    }

    // MARK: experimental features

    @Test func experimentalFeatures() throws {
        #expect(
            try load(
                top: #""experimentalFeatures": {"clientControlledNullability": false, "#
                    + #""legacySafelistingCompatibleOperations": false, "fieldMerging": ["all"]}"#
            ).warnings.isEmpty)
        expectUnsupported(
            try load(top: #""experimentalFeatures": {"clientControlledNullability": true}"#).warnings,
            key: "clientControlledNullability", path: "$.experimentalFeatures.clientControlledNullability")
        expectUnsupported(
            try load(top: #""experimentalFeatures": {"legacySafelistingCompatibleOperations": true}"#).warnings,
            key: "legacySafelistingCompatibleOperations",
            path: "$.experimentalFeatures.legacySafelistingCompatibleOperations")
        expectUnsupported(
            try load(top: #""experimentalFeatures": {"fieldMerging": ["siblings"]}"#).warnings, key: "fieldMerging",
            path: "$.experimentalFeatures.fieldMerging")
    }

    // MARK: schema download

    @Test(arguments: ["schemaDownload", "schemaDownloadConfiguration"])
    func schemaDownloadByIntrospection(key: String) throws {
        let (configuration, warnings) = try load(
            top: """
                "\(key)": {"downloadMethod": {"introspection": {"endpointURL": "https://api.example.com/graphql", \
                "httpMethod": {"POST": {}},
                  "includeDeprecatedInputValues": true, "outputFormat": "JSON"}},
                  "downloadTimeout": 60, "headers": [{"key": "Authorization", "value": "Bearer t"}], "outputPath": \
                "./schema.json"}
                """)
        let download = try #require(configuration.schemaDownload)
        #expect(download.endpoint == "https://api.example.com/graphql")
        #expect(download.outputPath == "schema.json")
        #expect(download.format == .json)
        #expect(download.timeout == 60)
        #expect(download.headers == ["Authorization: Bearer t"])
        #expect(warnings.isEmpty)
    }

    @Test func schemaDownloadHeadersAsAnObjectAndGETReported() throws {
        let (configuration, warnings) = try load(
            top: """
                "schemaDownload": {"downloadMethod": {"introspection": {"endpointURL": "http://localhost/graphql", \
                "httpMethod": {"GET": {"queryParameterName": "query"}}}},
                  "headers": {"X-Token": "1"}, "outputPath": "schema.graphqls"}
                """)
        #expect(configuration.schemaDownload?.headers == ["X-Token: 1"])
        #expect(configuration.schemaDownload?.format == nil)
        expectUnsupported(warnings, key: "GET", path: "$.schemaDownload.downloadMethod.introspection.httpMethod.GET")
    }

    @Test func apolloRegistryIsReportedWithTheAlternative() throws {
        let (configuration, warnings) = try load(
            top: """
                "schemaDownload": {"downloadMethod": {"apolloRegistry": {"apiKey": "k", "graphID": "g", "variant": \
                "current"}}, "downloadTimeout": 30, "outputPath": "schema.graphqls"}
                """)
        #expect(configuration.schemaDownload == nil)
        expectUnsupported(warnings, key: "apolloRegistry", path: "$.schemaDownload.downloadMethod.apolloRegistry")
        #expect(warnings.first?.message.contains("introspection") == true)
    }

    @Test func unknownKeysAreReportedOnce() throws {
        let (_, warnings) = try load(top: #""futureKey": 1"#, options: #""futureOption": true"#)
        #expect(warnings.map(\.path) == ["$.futureKey", "$.options.futureOption"])
    }
}
