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
///     "operationManifest": "Generated/operation-manifest.json"
///   },
///   "options": {
///     "accessModifier": "public",
///     "customScalars": { "DateTime": "Foundation.Date" },
///     "operationDocumentFormat": "definition",
///     "deprecatedEnumCases": "include",
///     "keyFields": { "Character": ["id"] }
///   }
/// }
/// ```
///
/// `output.operations` may instead be `{ "placement": "nextToSource", "subpath": "Generated" }`.
enum CourierConfigReader {
    static func read(_ root: ConfigNode) throws(ConfigurationError) -> (configuration: CodegenConfiguration, warnings: [ConfigurationWarning]) {
        var configuration = CodegenConfiguration()
        var warnings: [ConfigurationWarning] = []
        var top = try ConfigObject(root)
        configuration.options.schemaNamespace = try top.required("schemaNamespace").string()
        configuration.schemaSearchPaths = try top.required("schema").stringOrStrings()
        if let operations = top("operations") { configuration.operationSearchPaths = try operations.stringOrStrings() }
        if let outputNode = top("output") {
            var output = try ConfigObject(outputNode)
            if let schemaTypes = output("schemaTypes") { configuration.options.schemaTypesPath = try schemaTypes.relativePath() }
            if let operations = output("operations") { try readOperations(operations, into: &configuration, warnings: &warnings) }
            if let manifest = output("operationManifest") { configuration.operationManifestPath = try manifest.relativePath() }
            warnings += output.unreadKeys()
        }
        if let optionsNode = top("options") {
            var options = try ConfigObject(optionsNode)
            if let access = options("accessModifier") {
                configuration.options.accessLevel = try access.choice(["public", "internal"]) == "public" ? .public : .internal
            }
            if let scalars = options("customScalars") {
                for (name, swiftType) in try scalars.object() { configuration.options.customScalars[name] = try swiftType.string() }
            }
            if let format = options("operationDocumentFormat") {
                configuration.options.documentFormat = try format.choice(["definition", "operationIdentifier"]) == "definition" ? .definition : .operationIdentifier
            }
            if let deprecated = options("deprecatedEnumCases") {
                configuration.options.includeDeprecatedEnumCases = try deprecated.choice(["include", "exclude"]) == "include"
            }
            if let keyFields = options("keyFields") {
                for (type, fields) in try keyFields.object() { configuration.options.keyFields[type] = try fields.strings() }
            }
            warnings += options.unreadKeys()
        }
        warnings += top.unreadKeys()
        return (configuration, warnings.sorted { $0.path < $1.path })
    }

    private static func readOperations(_ node: ConfigNode, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]) throws(ConfigurationError) {
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
