import Foundation

/// The optional parts of the introspection schema a server supports, which decide what the
/// introspection query may ask for: servers reject a query naming a field they do not have.
struct IntrospectionFeatures: Equatable {
    /// `__Schema.description` (October 2021 spec).
    var schemaDescription = false
    /// `__Type.specifiedByURL` (October 2021 spec).
    var specifiedByURL = false
    /// `__Directive.isRepeatable` (June 2018 spec amendment, October 2021 spec).
    var isRepeatable = false
    /// `__InputValue.isDeprecated` and `deprecationReason`.
    var inputValueDeprecation = false
    /// `__Field.args(includeDeprecated:)`.
    var fieldArgumentsIncludeDeprecated = false
    /// `__Type.inputFields(includeDeprecated:)`.
    var inputFieldsIncludeDeprecated = false
    /// `__Directive.args(includeDeprecated:)`.
    var directiveArgumentsIncludeDeprecated = false
    /// `__Type.isOneOf` (OneOf input objects).
    var isOneOf = false
    /// `__Directive.isDeprecated` and `deprecationReason` with
    /// `__Schema.directives(includeDeprecated:)` (deprecated directive definitions).
    var directiveDeprecation = false

    /// Nothing optional: what every server since the 2018 spec answers.
    static let conservative = IntrospectionFeatures()

    /// The query that asks which fields and arguments the introspection types have.
    static let probeQuery = """
        query IntrospectionProbe {
          schema: __type(name: "__Schema") { fields { name args { name } } }
          type: __type(name: "__Type") { fields { name args { name } } }
          field: __type(name: "__Field") { fields { name args { name } } }
          inputValue: __type(name: "__InputValue") { fields { name } }
          directive: __type(name: "__Directive") { fields { name args { name } } }
        }
        """

    /// The features an answer to ``probeQuery`` shows, or `nil` when the body is not such an
    /// answer (the server rejected the probe, or is not GraphQL).
    init?(probeAnswer body: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let data = object["data"] as? [String: Any]
        else { return nil }
        /// The fields of one introspection type, each with its argument names.
        func fields(_ alias: String) -> [String: Set<String>] {
            guard let type = data[alias] as? [String: Any], let fields = type["fields"] as? [[String: Any]] else {
                return [:]
            }
            var result: [String: Set<String>] = [:]
            for field in fields {
                guard let name = field["name"] as? String else { continue }
                let arguments = (field["args"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                result[name] = Set(arguments)
            }
            return result
        }
        let schema = fields("schema")
        let type = fields("type")
        let field = fields("field")
        let inputValue = fields("inputValue")
        let directive = fields("directive")
        guard !type.isEmpty else { return nil }
        schemaDescription = schema["description"] != nil
        specifiedByURL = type["specifiedByURL"] != nil
        isRepeatable = directive["isRepeatable"] != nil
        inputValueDeprecation = inputValue["isDeprecated"] != nil && inputValue["deprecationReason"] != nil
        fieldArgumentsIncludeDeprecated = inputValueDeprecation && field["args"]?.contains("includeDeprecated") == true
        inputFieldsIncludeDeprecated =
            inputValueDeprecation && type["inputFields"]?.contains("includeDeprecated") == true
        directiveArgumentsIncludeDeprecated =
            inputValueDeprecation && directive["args"]?.contains("includeDeprecated") == true
        isOneOf = type["isOneOf"] != nil
        directiveDeprecation =
            directive["isDeprecated"] != nil && directive["deprecationReason"] != nil
            && schema["directives"]?.contains("includeDeprecated") == true
    }

    init() {}
}
