/// Validates an executable document against a schema.
///
/// Runs each rule in turn over one shared ``ValidationContext``. To keep pathological documents
/// from producing unbounded output, validation stops once `maxErrors` errors were found and then
/// appends one last error, "Too many validation errors, error limit reached. Validation aborted."
/// (as graphql-js does).
///
/// - Parameters:
///   - document: The document to check (operations and fragments).
///   - schema: The schema the document runs against.
///   - rules: The rules to apply; every rule of the specification by default.
///   - maxErrors: How many errors to collect before giving up; 100 by default.
/// - Returns: The problems found, empty when the document is valid.
public func validate(
    _ document: Document,
    schema: GraphQLSchema,
    rules: [any ValidationRule] = specifiedRules,
    maxErrors: Int = 100
) -> [GraphQLValidationError] {
    let context = ValidationContext(document: document, schema: schema, maxErrors: maxErrors)
    for rule in rules {
        if context.isAborted { break }
        rule.validate(context)
    }
    return context.errors
}
