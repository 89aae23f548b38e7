/// Apollo's `options` and `experimentalFeatures`: applied where courier does the same, otherwise
/// reported with the reason.
extension ApolloConfigReader {
    static func readOptions(
        _ node: ConfigNode, into configuration: inout CodegenConfiguration, warnings: inout [ConfigurationWarning]
    ) throws(ConfigurationError) {
        var options = try ConfigObject(node)
        if let formats = options("operationDocumentFormat") {
            let values = try formats.stringOrStrings()
            configuration.options.documentFormat = values.contains("definition") ? .definition : .operationIdentifier
        }
        if let deprecated = options("deprecatedEnumCases") {
            configuration.options.includeDeprecatedEnumCases =
                try deprecated.choice(["include", "exclude"]) == "include"
        }
        if let documentation = options("schemaDocumentation") {
            configuration.options.includeSchemaDocumentation =
                try documentation.choice(["include", "exclude"]) == "include"
        }
        if let deprecatedUsage = options("warningsOnDeprecatedUsage") {
            configuration.options.warnsOnDeprecatedUsage =
                try deprecatedUsage.choice(["include", "exclude"]) == "include"
        }
        if let initializers = options("selectionSetInitializers") {
            configuration.options.selectionSetInitializers = try readInitializers(initializers, warnings: &warnings)
        }
        if let customization = options("schemaCustomization") {
            configuration.options.schemaCustomization = try readSchemaCustomization(customization, warnings: &warnings)
        }
        if let apqs = options("apqs") {
            switch try apqs.choice(["disabled", "automaticallyPersist", "persistedOperationsOnly"]) {
            case "persistedOperationsOnly": configuration.options.documentFormat = .operationIdentifier
            case "automaticallyPersist":
                warnings.append(
                    .unsupported(
                        apqs.path, "apqs",
                        "automatic persisted queries are a client setting in courier: "
                            + "turn them on in the GraphQL client's configuration"))
            default: break
            }
        }
        if let strategies = options("conversionStrategies") {
            try readConversionStrategies(strategies, warnings: &warnings)
        }
        // Options whose Apollo default is what courier always does: only the other value is reported.
        let fixed: [(key: String, courier: FixedValue, reason: String)] = [
            ("queryStringLiteralFormat", .string("singleLine"), "operation documents are written on one line"),
            (
                "cocoapodsCompatibleImportStatements", .bool(false),
                "generated files import the CourierAPI module; there is no CocoaPods 'Apollo' module"
            ),
            (
                "pruneGeneratedFiles", .bool(true),
                "courier generate always removes the files it generated earlier and no longer produces"
            ),
            ("markOperationDefinitionsAsFinal", .any, ""),
            (
                "reduceGeneratedSchemaTypes", .bool(true),
                "courier generates only the enums and input objects operations use"
            ),
            (
                "markTypesNonisolated", .bool(true),
                "generated types are always nonisolated, so they work in targets with MainActor default isolation"
            ),
            ("appendSchemaTypeFilenameSuffix", .bool(false), "schema type files are named Type.graphql.swift"),
        ]
        for (key, courier, reason) in fixed {
            guard let value = options(key), !(try courier.matches(value)) else { continue }
            warnings.append(.unsupported(value.path, key, reason))
        }
        if let rules = options("additionalInflectionRules") {
            configuration.options.inflectionRules = try readInflectionRules(rules, warnings: &warnings)
        }
        warnings += options.unreadKeys("unknown Apollo option; ignored")
    }

    /// A value courier always uses for an option.
    enum FixedValue {
        case bool(Bool)
        case string(String)
        /// Any value has the effect (e.g. `markOperationDefinitionsAsFinal`: operations are structs).
        case any

        func matches(_ node: ConfigNode) throws(ConfigurationError) -> Bool {
            switch self {
            case .bool(let expected): return try node.bool() == expected
            case .string(let expected): return try node.string() == expected
            case .any: return true
            }
        }
    }

    /// `additionalInflectionRules`: `singularization`, `irregular` and `uncountable` rules name list
    /// fields' structs; `pluralization` rules are reported, since courier never pluralizes.
    private static func readInflectionRules(_ node: ConfigNode, warnings: inout [ConfigurationWarning])
        throws(ConfigurationError) -> [InflectionRule]
    {
        var rules: [InflectionRule] = []
        for element in try node.array() {
            let rule = try ConfigObject(element).singleCase([
                "pluralization", "singularization", "irregular", "uncountable",
            ])
            var details = try ConfigObject(rule.value)
            switch rule.name {
            case "singularization":
                rules.append(
                    .singularization(
                        pattern: try details.required("pluralRegex").string(),
                        replacement: try details.required("replacementRegex").string()))
            case "irregular":
                let singular = try details.required("singular").string()
                let plural: String
                if let node = details("plural") {
                    plural = try node.string()
                } else {
                    plural = try details.required("replacement").string()
                }
                rules.append(.irregular(singular: singular, plural: plural))
            case "uncountable":
                rules.append(.uncountable(try details.required("word").string()))
            default:
                _ = (details("singularRegex"), details("replacementRegex"))
                warnings.append(
                    .unsupported(
                        rule.value.path, "pluralization",
                        "courier never pluralizes names; only singular forms name list fields' structs"))
            }
            warnings += details.unreadKeys()
        }
        return rules
    }

    /// Granular `selectionSetInitializers`: `operations`, `namedFragments`, `localCacheMutations`,
    /// `definitionsNamed`.
    private static func readInitializers(_ node: ConfigNode, warnings: inout [ConfigurationWarning])
        throws(ConfigurationError) -> SelectionSetInitializers
    {
        var object = try ConfigObject(node)
        var initializers = SelectionSetInitializers()
        if let operations = object("operations") { initializers.operations = try operations.bool() }
        if let fragments = object("namedFragments") { initializers.namedFragments = try fragments.bool() }
        if let mutations = object("localCacheMutations") { initializers.localCacheMutations = try mutations.bool() }
        if let named = object("definitionsNamed") { initializers.definitionsNamed = Set(try named.strings()) }
        warnings += object.unreadKeys()
        return initializers
    }

    /// `conversionStrategies`: courier keeps field and input field names as written and
    /// camel-cases enum cases, so only those values take effect.
    private static func readConversionStrategies(_ node: ConfigNode, warnings: inout [ConfigurationWarning])
        throws(ConfigurationError)
    {
        var object = try ConfigObject(node)
        let supported: [(key: String, choices: [String], courier: [String], reason: String)] = [
            (
                "enumCases", ["camelCase", "none"], ["camelCase"],
                "enum cases are always camel-cased; rename single cases with schemaCustomization"
            ),
            (
                "fieldAccessors", ["idiomatic", "camelCase", "default"], ["default", "idiomatic"],
                "properties keep the field names as written; alias a field to rename it"
            ),
            (
                "inputObjects", ["camelCase", "none"], ["none"],
                "input object properties keep the field names as written; rename them with schemaCustomization"
            ),
        ]
        for (key, choices, courier, reason) in supported {
            guard let value = object(key), !courier.contains(try value.choice(choices)) else { continue }
            warnings.append(.unsupported(value.path, key, reason))
        }
        warnings += object.unreadKeys()
    }

    /// `experimentalFeatures`: courier merges fields fully and prints documents its own way, so
    /// only the values that match that take effect.
    static func readExperimentalFeatures(_ node: ConfigNode, warnings: inout [ConfigurationWarning])
        throws(ConfigurationError)
    {
        var features = try ConfigObject(node)
        if let nullability = features("clientControlledNullability"), try nullability.bool() {
            warnings.append(
                .unsupported(
                    nullability.path, "clientControlledNullability",
                    "the client-controlled nullability syntax is not part of the GraphQL specification courier parses"))
        }
        if let safelisting = features("legacySafelistingCompatibleOperations"), try safelisting.bool() {
            warnings.append(
                .unsupported(
                    safelisting.path, "legacySafelistingCompatibleOperations",
                    "courier writes each operation's document one way; "
                        + "register the manifest's bodies with your safelist"))
        }
        if let merging = features("fieldMerging") {
            let values = Set(try merging.stringOrStrings())
            if !values.contains("all") && values != ["ancestors", "siblings", "namedFragments"] {
                warnings.append(
                    .unsupported(
                        merging.path, "fieldMerging",
                        "courier always merges the fields of ancestors, siblings and named fragments"))
            }
        }
        warnings += features.unreadKeys("unknown Apollo experimental feature; ignored")
    }
}
