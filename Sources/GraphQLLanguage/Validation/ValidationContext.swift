/// The document, the schema and the type information that validation rules share.
///
/// The context walks the document once, on first use, and keeps what every rule needs: each
/// field with its parent type and definition, each fragment spread and inline fragment with the
/// type in scope, each directive with its location, each argument list with its definitions, and
/// each variable usage with the input type expected where it stands. Rules read these instead of
/// walking the tree again.
///
/// A context belongs to one ``validate(_:schema:rules:maxErrors:)`` call and is not shared
/// between threads.
public final class ValidationContext {
    /// The document being validated.
    public let document: Document
    /// The schema the document is validated against.
    public let schema: GraphQLSchema
    /// The errors reported so far, in report order.
    public private(set) var errors: [GraphQLValidationError] = []
    /// Whether the error limit was reached; later reports are dropped.
    public private(set) var isAborted = false

    /// The most errors collected before validation stops.
    let maxErrors: Int
    /// Every fragment definition by name; the first wins when a name repeats.
    let fragmentsByName: [String: FragmentDefinition]
    /// The output fields of every object and interface type, by type and field name.
    let fieldIndex: [String: [String: GraphQLField]]

    /// The shared walk of the document, computed on first use.
    private(set) lazy var index: DocumentIndex = DocumentIndex(context: self)
    /// The fragments each operation reaches, directly or through other fragments, by index.
    private var recursiveFragmentsCache: [Int: [FragmentDefinition]] = [:]

    /// Creates a context.
    /// - Parameters:
    ///   - document: The document to validate.
    ///   - schema: The schema to validate against.
    ///   - maxErrors: How many errors to collect before giving up.
    public init(document: Document, schema: GraphQLSchema, maxErrors: Int = 100) {
        self.document = document
        self.schema = schema
        self.maxErrors = maxErrors
        var fragments: [String: FragmentDefinition] = [:]
        for fragment in document.fragments where fragments[fragment.name] == nil {
            fragments[fragment.name] = fragment
        }
        self.fragmentsByName = fragments
        var fields: [String: [String: GraphQLField]] = [:]
        for (name, type) in schema.types {
            let typeFields = type.fields
            guard !typeFields.isEmpty else { continue }
            var byName: [String: GraphQLField] = [:]
            for field in typeFields where byName[field.name] == nil { byName[field.name] = field }
            fields[name] = byName
        }
        self.fieldIndex = fields
    }

    /// Records a problem. Once the error limit is reached, records a final "too many errors"
    /// error and ignores every later report.
    /// - Parameter error: The problem found.
    public func report(_ error: GraphQLValidationError) {
        guard !isAborted else { return }
        if errors.count >= maxErrors {
            errors.append(
                GraphQLValidationError("Too many validation errors, error limit reached. Validation aborted."))
            isAborted = true
            return
        }
        var error = error
        if error.sourceName == nil {
            error.sourceName = (error.locations.first.flatMap(document.source(of:)) ?? document.source)?.name
        }
        errors.append(error)
    }

    /// Records a problem described by a message and the places involved.
    /// - Parameters:
    ///   - message: What is wrong, in graphql-js wording.
    ///   - locations: The places involved.
    public func report(_ message: String, _ locations: [SourceLocation]) {
        report(GraphQLValidationError(message, locations: locations))
    }

    /// The fragment definition called `name`, if the document has one.
    /// - Parameter name: The fragment's name.
    /// - Returns: The first definition with that name.
    public func fragment(named name: String) -> FragmentDefinition? { fragmentsByName[name] }

    /// The definition of the field `name` on the type `parentType`, including `__typename` on
    /// composite types and `__schema` / `__type` on the query root.
    func fieldDefinition(_ name: String, on parentType: String) -> GraphQLField? {
        if name.hasPrefix("__") { return schema.field(named: name, on: parentType) }
        return fieldIndex[parentType]?[name]
    }

    /// The fragments an operation reaches through spreads, each once, in discovery order.
    /// - Parameter definitionIndex: The operation's index in the document's definitions.
    func recursivelyReferencedFragments(ofDefinition definitionIndex: Int) -> [FragmentDefinition] {
        if let cached = recursiveFragmentsCache[definitionIndex] { return cached }
        var seen: Set<String> = []
        var result: [FragmentDefinition] = []
        var pending = index.spreadNames(inDefinition: definitionIndex)
        while !pending.isEmpty {
            var next: [String] = []
            for name in pending where !seen.contains(name) {
                seen.insert(name)
                guard let fragment = fragmentsByName[name], let fragmentIndex = index.fragmentDefinitionIndex[name]
                else { continue }
                result.append(fragment)
                next.append(contentsOf: index.spreadNames(inDefinition: fragmentIndex))
            }
            pending = next
        }
        recursiveFragmentsCache[definitionIndex] = result
        return result
    }

    /// The variable usages of an operation, its own and those of every fragment it reaches.
    /// - Parameter definitionIndex: The operation's index in the document's definitions.
    func recursiveVariableUsages(ofDefinition definitionIndex: Int) -> [VariableUsage] {
        var usages = index.variableUsages[definitionIndex] ?? []
        for fragment in recursivelyReferencedFragments(ofDefinition: definitionIndex) {
            if let fragmentIndex = index.fragmentDefinitionIndex[fragment.name] {
                usages.append(contentsOf: index.variableUsages[fragmentIndex] ?? [])
            }
        }
        return usages
    }

    /// The operations of the document with their indices among the definitions.
    var indexedOperations: [(index: Int, operation: OperationDefinition)] {
        document.definitions.enumerated().compactMap { offset, definition in
            if case .operation(let operation) = definition { (offset, operation) } else { nil }
        }
    }
}
