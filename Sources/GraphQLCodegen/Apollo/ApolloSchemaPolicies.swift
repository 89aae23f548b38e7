import GraphQLLanguage

/// The cache policies a schema declares with Apollo's `@typePolicy` and `@fieldPolicy`
/// (usually in a `.graphqls` extension), read once per generation run; a policy that names a
/// field or argument the type lacks is dropped with a warning.
struct ApolloSchemaPolicies {
    /// One `@fieldPolicy`: the field, the arguments that key its object, the types it may have.
    struct FieldRedirect: Hashable {
        let field: String
        let keyArguments: [String]
        let typenames: [String]
    }

    /// Key fields by object or interface name.
    private(set) var keyFields: [String: [String]] = [:]
    /// Field policies by the name the cache looks the parent up by: the type name, or a root
    /// record's key (`QUERY_ROOT`) for a root operation type.
    private(set) var redirects: [(parent: String, redirects: [FieldRedirect])] = []
    private(set) var warnings: [Diagnostic] = []

    init(schema: GraphQLSchema) {
        var roots: [String: String] = [:]
        for (name, key) in [
            (schema.queryTypeName, "QUERY_ROOT"), (schema.mutationTypeName, "MUTATION_ROOT"),
            (schema.subscriptionTypeName, "SUBSCRIPTION_ROOT"),
        ] {
            if let name { roots[name] = key }
        }
        for name in schema.typeNames where !name.hasPrefix("__") {
            let directives: [Directive]
            switch schema.type(named: name) {
            case .object(let type)?: directives = type.appliedDirectives
            case .interface(let type)?: directives = type.appliedDirectives
            default: continue
            }
            var found: [FieldRedirect] = []
            for directive in directives {
                switch directive.name {
                case "typePolicy":
                    guard let fields = Self.words(directive, "keyFields") else { continue }
                    if let unknown = fields.first(where: { schema.field(named: $0, on: name) == nil }) {
                        warnings.append(
                            Diagnostic(
                                .warning,
                                "@typePolicy on \(name) names the key field \"\(unknown)\", "
                                    + "which \(name) does not have; ignored."))
                    } else {
                        keyFields[name] = fields
                    }
                case "fieldPolicy":
                    if let redirect = fieldRedirect(directive, on: name, schema: schema) { found.append(redirect) }
                default:
                    continue
                }
            }
            if !found.isEmpty { redirects.append((roots[name] ?? name, found)) }
        }
    }

    private mutating func fieldRedirect(_ directive: Directive, on typeName: String, schema: GraphQLSchema)
        -> FieldRedirect?
    {
        guard let fieldName = Self.string(directive, "forField"), let keyArguments = Self.words(directive, "keyArgs")
        else { return nil }
        guard let field = schema.field(named: fieldName, on: typeName) else {
            warnings.append(
                Diagnostic(
                    .warning,
                    "@fieldPolicy on \(typeName) names the field \"\(fieldName)\", "
                        + "which \(typeName) does not have; ignored."))
            return nil
        }
        if let unknown = keyArguments.first(where: { name in !field.arguments.contains { $0.name == name } }) {
            warnings.append(
                Diagnostic(
                    .warning,
                    "@fieldPolicy for \(typeName).\(fieldName) names the argument "
                        + "\"\(unknown)\", which the field does not have; ignored."))
            return nil
        }
        let returned = field.type.namedType
        let typenames: [String] =
            if case .object? = schema.type(named: returned) { [returned] } else { schema.possibleTypes(of: returned) }
        return FieldRedirect(field: fieldName, keyArguments: keyArguments, typenames: typenames)
    }

    private static func string(_ directive: Directive, _ argument: String) -> String? {
        guard case .string(let value)? = directive.arguments.first(where: { $0.name == argument })?.value else {
            return nil
        }
        return value.value
    }

    /// A space-separated list argument (`keyFields: "id"`, `keyArgs: "id locale"`).
    private static func words(_ directive: Directive, _ argument: String) -> [String]? {
        guard let text = string(directive, argument) else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).map(String.init)
        return words.isEmpty ? nil : words
    }
}
