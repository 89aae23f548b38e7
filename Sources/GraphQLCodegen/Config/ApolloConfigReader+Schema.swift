/// Apollo's `options.schemaCustomization` and `schemaDownload`.
extension ApolloConfigReader {
    /// `{"customTypeNames": {"Type": "NewName" | {"type": {"name"}} | {"enum": {"name", "cases"}} |
    /// {"inputObject": {"name", "fields"}}}}`.
    static func readSchemaCustomization(_ node: ConfigNode, warnings: inout [ConfigurationWarning])
        throws(ConfigurationError) -> SchemaCustomization
    {
        var object = try ConfigObject(node)
        var customization = SchemaCustomization()
        if let names = object("customTypeNames") {
            for (typeName, entry) in try names.object().sorted(by: { $0.key < $1.key }) {
                if let name = entry.value as? String {
                    customization.typeNames[typeName] = name
                    continue
                }
                let custom = try ConfigObject(entry).singleCase(["type", "enum", "inputObject"])
                var details = try ConfigObject(custom.value)
                if let name = details("name") { customization.typeNames[typeName] = try name.string() }
                if custom.name == "enum", let cases = details("cases") {
                    customization.enumCases[typeName] = try stringMap(cases)
                }
                if custom.name == "inputObject", let fields = details("fields") {
                    customization.inputFields[typeName] = try stringMap(fields)
                }
                warnings += details.unreadKeys()
            }
        }
        warnings += object.unreadKeys()
        return customization
    }

    private static func stringMap(_ node: ConfigNode) throws(ConfigurationError) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in try node.object() { result[key] = try value.string() }
        return result
    }

    /// `schemaDownload`: an introspection `downloadMethod`, `downloadTimeout`, `headers` (a list of
    /// `{"key", "value"}` or an object) and `outputPath`. Apollo's registry cannot be reached from
    /// courier: it is reported and nothing is downloaded.
    static func readSchemaDownload(_ node: ConfigNode, warnings: inout [ConfigurationWarning])
        throws(ConfigurationError) -> SchemaDownload?
    {
        var object = try ConfigObject(node)
        let outputPath = try object.required("outputPath").relativePath()
        let method = try ConfigObject(object.required("downloadMethod")).singleCase(["introspection", "apolloRegistry"])
        guard method.name == "introspection" else {
            warnings.append(
                .unsupported(
                    method.value.path, "apolloRegistry",
                    "courier downloads schemas by introspection; "
                        + "give the endpoint with downloadMethod.introspection.endpointURL"))
            _ = (object("downloadTimeout"), object("headers"))
            warnings += object.unreadKeys()
            return nil
        }
        var introspection = try ConfigObject(method.value)
        var download = SchemaDownload(
            endpoint: try introspection.required("endpointURL").string(), outputPath: outputPath)
        if let format = introspection("outputFormat") {
            download.format = try format.choice(["SDL", "JSON"]) == "JSON" ? .json : .sdl
        }
        if let httpMethod = introspection("httpMethod") {
            let choice = try ConfigObject(httpMethod).singleCase(["POST", "GET"])
            if choice.name == "GET" {
                warnings.append(
                    .unsupported(choice.value.path, "GET", "courier sends the introspection query with POST"))
            }
        }
        if let deprecated = introspection("includeDeprecatedInputValues"), try !deprecated.bool() {
            warnings.append(
                .unsupported(
                    deprecated.path, "includeDeprecatedInputValues",
                    "courier asks for deprecated arguments and input fields whenever the server supports them"))
        }
        warnings += introspection.unreadKeys()
        if let timeout = object("downloadTimeout") {
            guard let seconds = timeout.value as? Double, seconds > 0 else {
                throw timeout.mismatch("a positive number of seconds")
            }
            download.timeout = seconds
        }
        if let headers = object("headers") { download.headers = try readHeaders(headers) }
        warnings += object.unreadKeys()
        return download
    }

    /// Headers as `Name: value` lines, from `[{"key": …, "value": …}]` or `{"Name": "value"}`.
    private static func readHeaders(_ node: ConfigNode) throws(ConfigurationError) -> [String] {
        if let members = try? node.object() {
            var lines: [String] = []
            for (name, value) in members.sorted(by: { $0.key < $1.key }) {
                lines.append(name + ": " + (try value.string()))
            }
            return lines
        }
        var lines: [String] = []
        for element in try node.array() {
            var header = try ConfigObject(element)
            lines.append(try header.required("key").string() + ": " + header.required("value").string())
        }
        return lines
    }
}
