/// Reads Apollo iOS's `apollo-codegen-config.json`, 1.x and 2.x, and the older forms (`input` as
/// a glob, `operationIdsPath`).
///
/// Every key either takes effect or is reported once as `not supported: KEY (reason)`; only a
/// value that cannot be read (a wrong type, a missing required key) is an error. The keys and
/// what courier does with them are listed in `GraphQLCodegen.docc/Codegen.md`. Module types choose the access
/// level (`embeddedInTarget`: its `accessModifier`, `internal` by default; the others `public`);
/// courier writes no `Package.swift`.
enum ApolloConfigReader {
    typealias Result = (configuration: CodegenConfiguration, warnings: [ConfigurationWarning])

    static func read(_ root: ConfigNode) throws(ConfigurationError) -> Result {
        var configuration = CodegenConfiguration { $0.format = .apollo }
        var warnings: [ConfigurationWarning] = []
        var top = try ConfigObject(root)
        configuration.options.schemaNamespace = try top.required("schemaNamespace").string()
        try readInput(top.required("input"), into: &configuration, warnings: &warnings)

        var output = try ConfigObject(top.required("output"))
        var schemaTypes = try ConfigObject(output.required("schemaTypes"))
        let schemaPath = try schemaTypes.required("path").relativePath()
        configuration.options.schemaTypesPath = schemaPath
        let module = try readModuleType(schemaTypes.required("moduleType"), into: &configuration, warnings: &warnings)
        warnings += schemaTypes.unreadKeys()
        configuration.options.operationLayout = .inFolder(join(schemaPath, "Operations"))
        if let operations = output("operations") {
            try readOperations(operations, schemaPath: schemaPath, into: &configuration, warnings: &warnings)
        }
        if let mocks = output("testMocks") {
            try readTestMocks(
                mocks, schemaPath: schemaPath, schemaModule: module, into: &configuration, warnings: &warnings)
        }
        if let manifest = output("operationManifest") {
            try readManifest(manifest, into: &configuration, warnings: &warnings)
        }
        if let legacy = output("operationIdentifiersPath") { try readLegacyIdentifiers(legacy, into: &configuration) }
        warnings += output.unreadKeys()
        if let manifest = top("operationManifest") {
            try readManifest(manifest, into: &configuration, warnings: &warnings)
        }
        if let legacy = top("operationIdsPath") { try readLegacyIdentifiers(legacy, into: &configuration) }

        if let options = top("options") { try readOptions(options, into: &configuration, warnings: &warnings) }
        if let features = top("experimentalFeatures") { try readExperimentalFeatures(features, warnings: &warnings) }
        for key in ["schemaDownload", "schemaDownloadConfiguration"] {
            if let download = top(key) {
                configuration.schemaDownload = try readSchemaDownload(download, warnings: &warnings)
            }
        }
        warnings += top.unreadKeys("unknown key; ignored")
        return (configuration, warnings.sorted { $0.path < $1.path })
    }

    /// `input`: an object of search paths, or (older configurations) the operations' glob(s).
    private static func readInput(
        _ node: ConfigNode, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) {
        configuration.schemaSearchPaths = ["**/*.graphqls"]
        configuration.operationSearchPaths = ["**/*.graphql"]
        if (try? node.object()) == nil {
            configuration.operationSearchPaths = try node.stringOrStrings()
            return
        }
        var input = try ConfigObject(node)
        if let searchPaths = input("schemaSearchPaths") {
            configuration.schemaSearchPaths = try searchPaths.stringOrStrings()
        } else if let schemaPath = input("schemaPath") {
            configuration.schemaSearchPaths = [try schemaPath.string()]
        }
        if let operations = input("operationSearchPaths") {
            configuration.operationSearchPaths = try operations.stringOrStrings()
        }
        warnings += input.unreadKeys()
    }

    /// The module type; returns the name of the module the schema types are compiled into.
    private static func readModuleType(
        _ node: ConfigNode, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) -> String {
        let moduleType = try ConfigObject(node).singleCase([
            "embeddedInTarget", "swiftPackageManager", "swiftPackage", "other",
        ])
        var details = try ConfigObject(moduleType.value)
        var module = configuration.options.schemaNamespace
        configuration.options.accessLevel = .public
        switch moduleType.name {
        case "embeddedInTarget":
            module = try details.required("name").string()
            let access = try details("accessModifier")?.choice(["public", "internal"]) ?? "internal"
            configuration.options.accessLevel = access == "public" ? .public : .internal
        case "swiftPackage":
            if let warning = details.unsupported(
                "apolloSDKDependency",
                "courier writes no Package.swift; add the generated folder to a target that depends on CourierAPI")
            {
                warnings.append(warning)
            }
        default:
            break
        }
        warnings += details.unreadKeys()
        return module
    }

    private static func readOperations(
        _ node: ConfigNode, schemaPath: String, into configuration: inout CodegenConfiguration,
        warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) {
        let operations = try ConfigObject(node).singleCase(["inSchemaModule", "relative", "absolute"])
        var details = try ConfigObject(operations.value)
        switch operations.name {
        case "inSchemaModule":
            break
        case "relative":
            configuration.options.operationLayout = .relativeToSource
            configuration.operationSubpath = try details("subpath")?.relativePath() ?? ""
        default:
            configuration.options.operationLayout = .inFolder(try details.required("path").relativePath())
        }
        if let access = details("accessModifier"),
            try access.choice(["public", "internal"]) != configuration.options.accessLevel.rawValue
        {
            warnings.append(
                .unsupported(
                    access.path, "accessModifier",
                    "operations take the schema types' access level, \(configuration.options.accessLevel.rawValue)"))
        }
        warnings += details.unreadKeys()
    }

    /// `output.testMocks`: `none`, `absolute` (a folder) or `swiftPackage` (`TestMocks` next to the
    /// schema types).
    private static func readTestMocks(
        _ node: ConfigNode, schemaPath: String, schemaModule: String, into configuration: inout CodegenConfiguration,
        warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) {
        let mocks = try ConfigObject(node).singleCase(["none", "absolute", "swiftPackage"])
        var details = try ConfigObject(mocks.value)
        switch mocks.name {
        case "none":
            configuration.options.testMocksPath = nil
        case "absolute":
            configuration.options.testMocksPath = try details.required("path").relativePath()
            if let access = details("accessModifier"), try access.choice(["public", "internal"]) == "internal" {
                warnings.append(
                    .unsupported(
                        access.path, "accessModifier",
                        "mocks are public, so that the test targets importing them can use them"))
            }
        default:
            configuration.options.testMocksPath = join(schemaPath, "TestMocks")
            if let warning = details.unsupported(
                "targetName", "courier writes no Package.swift; name the mocks target in yours")
            {
                warnings.append(warning)
            }
        }
        configuration.options.testMocksSchemaModule = schemaModule
        warnings += details.unreadKeys()
    }

    private static func readManifest(
        _ node: ConfigNode, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) {
        var manifest = try ConfigObject(node)
        configuration.operationManifestPath = try manifest.required("path").relativePath()
        if let version = manifest("version") {
            configuration.operationManifestFormat =
                try version.choice(["persistedQueries", "legacy"]) == "legacy" ? .legacy : .persistedQueries
        }
        if let onGenerate = manifest("generateManifestOnCodeGeneration"), try !onGenerate.bool() {
            warnings.append(
                .unsupported(
                    onGenerate.path, "generateManifestOnCodeGeneration",
                    "courier generate always writes the manifest it is given a path for; remove the path to write none")
            )
        }
        warnings += manifest.unreadKeys()
    }

    /// `operationIdentifiersPath` / `operationIdsPath`: the identifier map Apollo wrote before
    /// persisted-query manifests.
    private static func readLegacyIdentifiers(_ node: ConfigNode, into configuration: inout CodegenConfiguration)
        throws(ConfigurationError)
    {
        configuration.operationManifestPath = try node.relativePath()
        configuration.operationManifestFormat = .legacy
    }

    static func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
    }
}
