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

/// Every rule of the GraphQL specification's "Validation" section, in the order graphql-js runs
/// them, followed by graphql-js 17's `@defer` / `@stream` rules (the schema always defines both
/// directives).
public let specifiedRules: [any ValidationRule] = [
    ExecutableDefinitionsRule(),
    KnownOperationTypesRule(),
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
    DeferStreamDirectiveOnRootFieldRule(),
    DeferStreamDirectiveOnValidOperationsRule(),
    DeferStreamDirectiveLabelRule(),
    StreamDirectiveOnListFieldRule(),
]

/// The specified rules except ``NoUnusedFragmentsRule``: for validating a set of operation files
/// together (as code generation does), where a fragment may be defined for its generated type
/// alone, without an operation in the set spreading it.
public let operationSetRules: [any ValidationRule] = specifiedRules.filter { !($0 is NoUnusedFragmentsRule) }
