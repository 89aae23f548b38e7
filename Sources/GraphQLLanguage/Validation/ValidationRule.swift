/// A check that a document must pass to be valid against a schema (GraphQL spec §5, "Validation").
///
/// A rule reads what it needs from the ``ValidationContext`` (the document, the schema and the
/// type information the context computed once for all rules) and reports each problem with
/// ``ValidationContext/report(_:)``.
public protocol ValidationRule: Sendable {
    /// Checks the context's document and reports every problem found.
    /// - Parameter context: The document, schema and shared type information.
    func validate(_ context: ValidationContext)
}

/// Every rule of the GraphQL specification's "Validation" section, in the order graphql-js runs them.
public let specifiedRules: [any ValidationRule] = [
    ExecutableDefinitionsRule(),
    UniqueOperationNamesRule(),
    LoneAnonymousOperationRule(),
    SingleFieldSubscriptionsRule(),
    KnownTypeNamesInDocumentRule(),
    FragmentsOnCompositeTypesRule(),
    VariablesAreInputTypesRule(),
    ScalarLeafsRule(),
    FieldsOnCorrectTypeRule(),
    UniqueFragmentNamesRule(),
    KnownFragmentNamesRule(),
    NoUnusedFragmentsRule(),
    PossibleFragmentSpreadsRule(),
    NoFragmentCyclesRule(),
    UniqueVariableNamesRule(),
    NoUndefinedVariablesRule(),
    NoUnusedVariablesRule(),
    KnownDirectivesInDocumentRule(),
    UniqueDirectivesPerLocationInDocumentRule(),
    KnownArgumentNamesRule(),
    UniqueArgumentNamesRule(),
    ValuesOfCorrectTypeRule(),
    ProvidedRequiredArgumentsRule(),
    VariablesInAllowedPositionRule(),
    OverlappingFieldsCanBeMergedRule(),
    UniqueInputFieldNamesRule(),
]
