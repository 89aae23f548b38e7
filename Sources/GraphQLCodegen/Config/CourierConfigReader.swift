/// Reads `courier.json`:
///
/// ```json
/// {
///   "schemaNamespace": "StarWarsAPI",
///   "schema": "schema.graphqls",
///   "operations": ["Sources/**/*.graphql", "!Sources/Legacy/**"],
///   "output": {
///     "schemaTypes": "Generated/Schema",
///     "operations": { "placement": "folder", "path": "Generated/Operations" },
///     "operationManifest": "Generated/operation-manifest.json",
///     "testMocks": "Tests/Mocks"
///   },
///   "options": {
///     "accessModifier": "public",
///     "customScalars": {
///       "DateTime": "Foundation.Date",
///       "Upload": { "type": "GraphQLFile", "module": "CourierGraphQL" }
///     },
///     "operationDocumentFormat": "definition",
///     "deprecatedEnumCases": "include",
///     "keyFields": { "Character": ["id"] },
///     "importedModules": { "SharedFragments": ["Sources/SharedFragments/**/*.graphql"] }
///   }
/// }
/// ```
///
/// `output.operations` may instead be `{ "placement": "nextToSource", "subpath": "Generated" }`.
enum CourierConfigReader {
    static func read(_ root: ConfigNode) throws(ConfigurationError) -> (
        configuration: CodegenConfiguration, warnings: [ConfigurationWarning]
    ) {
        var configuration = CodegenConfiguration()
        var warnings: [ConfigurationWarning] = []
        var top = try ConfigObject(root)
        configuration.options.schemaNamespace = try top.required("schemaNamespace").string()
        configuration.schemaSearchPaths = try top.required("schema").stringOrStrings()
        if let operations = top("operations") { configuration.operationSearchPaths = try operations.stringOrStrings() }
        if let outputNode = top("output") {
            var output = try ConfigObject(outputNode)
            if let schemaTypes = output("schemaTypes") {
                configuration.options.schemaTypesPath = try schemaTypes.relativePath()
            }
            if let operations = output("operations") {
                try readOperations(operations, into: &configuration, warnings: &warnings)
            }
            if let manifest = output("operationManifest") {
                configuration.operationManifestPath = try manifest.relativePath()
            }
            if let mocks = output("testMocks") { try readTestMocks(mocks, into: &configuration, warnings: &warnings) }
            warnings += output.unreadKeys()
        }
        if let optionsNode = top("options") {
            var options = try ConfigObject(optionsNode)
            if let access = options("accessModifier") {
                configuration.options.accessLevel =
                    try access.choice(["public", "internal"]) == "public" ? .public : .internal
            }
            if let scalars = options("customScalars") {
                for (name, mapping) in try scalars.object() {
                    try readScalar(name, mapping, into: &configuration.options, warnings: &warnings)
                }
            }
            if let format = options("operationDocumentFormat") {
                configuration.options.documentFormat =
                    try format.choice(["definition", "operationIdentifier"]) == "definition"
                    ? .definition : .operationIdentifier
            }
            if let deprecated = options("deprecatedEnumCases") {
                configuration.options.includeDeprecatedEnumCases =
                    try deprecated.choice(["include", "exclude"]) == "include"
            }
            if let keyFields = options("keyFields") {
                for (type, fields) in try keyFields.object() {
                    configuration.options.keyFields[type] = try fields.strings()
                }
            }
            if let modules = options("importedModules") {
                for (module, paths) in try modules.object() {
                    configuration.options.importedModules[module] = try paths.stringOrStrings()
                }
            }
            warnings += options.unreadKeys()
        }
        warnings += top.unreadKeys()
        return (configuration, warnings.sorted { $0.path < $1.path })
    }

    /// A custom scalar mapping: `"Swift.Type"`, or `{"type": "Swift.Type", "module": "Module"}` when
    /// the type lives in a module generated files must import.
    private static func readScalar(
        _ name: String, _ node: ConfigNode, into options: inout CodegenOptions, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) {
        if let swiftType = node.value as? String {
            options.customScalars[name] = swiftType
            return
        }
        guard (try? node.object()) != nil else { throw node.mismatch("a string or an object") }
        var mapping = try ConfigObject(node)
        options.customScalars[name] = try mapping.required("type").string()
        if let module = mapping("module") { options.customScalarModules[name] = try module.string() }
        warnings += mapping.unreadKeys()
    }

    /// `output.testMocks`: the mocks' folder, or `{"path": …, "schemaModule": …}` when the schema
    /// types are compiled into a module not named like the namespace.
    private static func readTestMocks(
        _ node: ConfigNode, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) {
        configuration.options.testMocksSchemaModule = configuration.options.schemaNamespace
        if node.value is String {
            configuration.options.testMocksPath = try node.relativePath()
            return
        }
        var mocks = try ConfigObject(node)
        configuration.options.testMocksPath = try mocks.required("path").relativePath()
        if let module = mocks("schemaModule") { configuration.options.testMocksSchemaModule = try module.string() }
        warnings += mocks.unreadKeys()
    }

    private static func readOperations(
        _ node: ConfigNode, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) {
        var operations = try ConfigObject(node)
        switch try operations.required("placement").choice(["folder", "nextToSource"]) {
        case "folder":
            configuration.options.operationLayout = .inFolder(try operations.required("path").relativePath())
        default:
            configuration.options.operationLayout = .relativeToSource
            configuration.operationSubpath = try operations("subpath")?.relativePath() ?? ""
        }
        warnings += operations.unreadKeys()
    }
}
