/// Executable Definitions — GraphQL spec §5.1.1.
///
/// A document submitted for execution may only contain operations and fragments; type-system
/// definitions and extensions are reported.
public struct ExecutableDefinitionsRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every definition that is not an operation or a fragment.
    public func validate(_ context: ValidationContext) {
        for definition in context.document.definitions where !definition.isExecutable {
            let name: String =
                switch definition {
                case .schema, .schemaExtension: "schema"
                case .type(let type), .typeExtension(let type): "\"\(type.name)\""
                case .directive(let directive): "\"\(directive.name)\""
                case .operation, .fragment: ""
                }
            context.report("The \(name) definition is not executable.", [definition.location])
        }
    }
}
