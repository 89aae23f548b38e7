/// All Variable Usages Are Allowed — GraphQL spec §5.8.5.
///
/// A variable may only be used where its type fits: its type must be a subtype of the expected
/// type, except that a nullable variable may fill a non-null position when the variable has a
/// non-null default value or the position has a default of its own. A variable filling a field of
/// a `@oneOf` input object must be non-null (§3.10.1, as graphql-js 17 checks it here).
public struct VariablesInAllowedPositionRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every variable used in a position its type does not fit.
    public func validate(_ context: ValidationContext) {
        let schema = context.schema
        for (index, operation) in context.indexedOperations {
            var definitions: [String: VariableDefinition] = [:]
            for variable in operation.variableDefinitions where definitions[variable.name] == nil {
                definitions[variable.name] = variable
            }
            for usage in context.recursiveVariableUsages(ofDefinition: index) {
                guard let definition = definitions[usage.variable.name], let locationType = usage.type,
                    schema.types[definition.type.namedType] != nil
                else { continue }
                if !isAllowed(definition, in: locationType, hasLocationDefault: usage.hasLocationDefault, schema) {
                    context.report(
                        "Variable \"$\(usage.variable.name)\" of "
                            + "type \"\(definition.type)\" used in position expecting type \"\(locationType)\".",
                        [definition.location, usage.variable.location]
                    )
                }
                // graphql-js 17: a variable filling a field of a `@oneOf` input object must be non-null.
                if let oneOf = usage.oneOfParent, !definition.type.isNonNull {
                    context.report(
                        "Variable \"$\(usage.variable.name)\" is of type \"\(definition.type)\" "
                            + "but must be non-nullable to be used for OneOf Input Object \"\(oneOf)\".",
                        [definition.location, usage.variable.location]
                    )
                }
            }
        }
    }

    private func isAllowed(
        _ variable: VariableDefinition, in locationType: TypeReference, hasLocationDefault: Bool,
        _ schema: GraphQLSchema
    ) -> Bool {
        if case .nonNull(let nullableLocation) = locationType, !variable.type.isNonNull {
            var hasNonNullDefault = false
            if let value = variable.defaultValue, value != .null { hasNonNullDefault = true }
            guard hasNonNullDefault || hasLocationDefault else { return false }
            return schema.isTypeSubtype(variable.type, of: nullableLocation)
        }
        return schema.isTypeSubtype(variable.type, of: locationType)
    }
}
