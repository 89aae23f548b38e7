/// Reads Apollo iOS's `apollo-codegen-config.json` as it is, mapping what Courier supports:
/// `schemaNamespace`, `input.schemaSearchPaths`/`operationSearchPaths`, `output.schemaTypes`
/// (`path`, `moduleType`), `output.operations` (`inSchemaModule`, `relative`, `absolute`),
/// `operationManifest` (top-level or under `output`) and the `options` Courier shares.
///
/// Module types choose the access level (`embeddedInTarget`: its `accessModifier`, `internal` by
/// default; the others `public`); Courier writes no `Package.swift` for `swiftPackageManager`.
/// Everything else is reported as ignored.
enum ApolloConfigReader {
    static func read(_ root: ConfigNode) throws(ConfigurationError) -> (configuration: CodegenConfiguration, warnings: [ConfigurationWarning]) {
        var configuration = CodegenConfiguration { $0.format = .apollo }
        var warnings: [ConfigurationWarning] = []
        var top = try ConfigObject(root)
        configuration.options.schemaNamespace = try top.required("schemaNamespace").string()

        var input = try ConfigObject(top.required("input"))
        if let searchPaths = input("schemaSearchPaths") {
            configuration.schemaSearchPaths = try searchPaths.strings()
        } else if let schemaPath = input("schemaPath") {
            configuration.schemaSearchPaths = [try schemaPath.string()]
        } else {
            configuration.schemaSearchPaths = ["**/*.graphqls"]
        }
        configuration.operationSearchPaths = try input("operationSearchPaths")?.strings() ?? ["**/*.graphql"]
        warnings += input.unreadKeys()

        var output = try ConfigObject(top.required("output"))
        var schemaTypes = try ConfigObject(output.required("schemaTypes"))
        let schemaPath = try schemaTypes.required("path").relativePath()
        configuration.options.schemaTypesPath = schemaPath
        try readModuleType(schemaTypes.required("moduleType"), into: &configuration, warnings: &warnings)
        warnings += schemaTypes.unreadKeys()
        if let operations = output("operations") {
            try readOperations(operations, schemaPath: schemaPath, into: &configuration, warnings: &warnings)
        } else {
            configuration.options.operationLayout = .inFolder(join(schemaPath, "Operations"))
        }
        if let manifest = output("operationManifest") { try readManifest(manifest, into: &configuration, warnings: &warnings) }
        warnings += output.unreadKeys()
        if let manifest = top("operationManifest") { try readManifest(manifest, into: &configuration, warnings: &warnings) }

        if let optionsNode = top("options") {
            var options = try ConfigObject(optionsNode)
            if let formats = options("operationDocumentFormat") {
                let values = try formats.strings()
                configuration.options.documentFormat = values.contains("definition") ? .definition : .operationIdentifier
            }
            if let deprecated = options("deprecatedEnumCases") {
                configuration.options.includeDeprecatedEnumCases = try deprecated.choice(["include", "exclude"]) == "include"
            }
            warnings += options.unreadKeys("Apollo option not supported by courier; ignored")
        }
        warnings += top.unreadKeys("unknown or unsupported key; ignored")
        return (configuration, warnings.sorted { $0.path < $1.path })
    }

    private static func readModuleType(_ node: ConfigNode, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]) throws(ConfigurationError) {
        let moduleType = try ConfigObject(node).singleCase(["embeddedInTarget", "swiftPackageManager", "other"])
        var details = try ConfigObject(moduleType.value)
        switch moduleType.name {
        case "embeddedInTarget":
            _ = try details.required("name").string()
            let access = try details("accessModifier")?.choice(["public", "internal"]) ?? "internal"
            configuration.options.accessLevel = access == "public" ? .public : .internal
        default:
            configuration.options.accessLevel = .public
        }
        warnings += details.unreadKeys()
    }

    private static func readOperations(_ node: ConfigNode, schemaPath: String, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]) throws(ConfigurationError) {
        let operations = try ConfigObject(node).singleCase(["inSchemaModule", "relative", "absolute"])
        var details = try ConfigObject(operations.value)
        switch operations.name {
        case "inSchemaModule":
            configuration.options.operationLayout = .inFolder(join(schemaPath, "Operations"))
        case "relative":
            configuration.options.operationLayout = .relativeToSource
            configuration.operationSubpath = try details("subpath")?.relativePath() ?? ""
            _ = try details("accessModifier")?.choice(["public", "internal"])
        default:
            configuration.options.operationLayout = .inFolder(try details.required("path").relativePath())
            _ = try details("accessModifier")?.choice(["public", "internal"])
        }
        warnings += details.unreadKeys()
    }

    private static func readManifest(_ node: ConfigNode, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]) throws(ConfigurationError) {
        var manifest = try ConfigObject(node)
        configuration.operationManifestPath = try manifest.required("path").relativePath()
        if let version = manifest("version"), try version.choice(["persistedQueries", "legacy"]) == "legacy" {
            warnings.append(ConfigurationWarning(path: version.path, message: "the legacy manifest format is not supported; writing persistedQueries"))
        }
        warnings += manifest.unreadKeys()
    }

    private static func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
    }
}
