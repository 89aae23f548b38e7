/// A parsed GraphQL document: executable definitions, type-system definitions, or both.
public struct Document: Sendable, Hashable {
    /// The definitions in source order.
    public var definitions: [Definition]
    /// The sources the document was parsed from, in order: one for a single text, one per file for
    /// several files parsed together. A location's ``SourceLocation/sourceIndex`` indexes them.
    public var sources: [Source]

    /// The source the document was parsed from (the first, when it came from several).
    public var source: Source? {
        get { sources.first }
        set { sources = newValue.map { [$0] } ?? [] }
    }

    /// Creates a document.
    /// - Parameters:
    ///   - definitions: The definitions in source order.
    ///   - source: The source it was parsed from, if any.
    public init(definitions: [Definition], source: Source? = nil) {
        self.definitions = definitions
        self.sources = source.map { [$0] } ?? []
    }

    /// Creates a document whose definitions come from several sources.
    /// - Parameters:
    ///   - definitions: The definitions in order.
    ///   - sources: The sources their locations' ``SourceLocation/sourceIndex`` refer to.
    public init(definitions: [Definition], sources: [Source]) {
        self.definitions = definitions
        self.sources = sources
    }

    /// The source a location of this document is in.
    /// - Parameter location: A location of one of the document's nodes.
    /// - Returns: The source, or `nil` when the document has no source of that index.
    public func source(of location: SourceLocation) -> Source? {
        sources.indices.contains(location.sourceIndex) ? sources[location.sourceIndex] : nil
    }

    /// The operation definitions, in order.
    public var operations: [OperationDefinition] {
        definitions.compactMap { if case .operation(let op) = $0 { op } else { nil } }
    }

    /// The fragment definitions, in order.
    public var fragments: [FragmentDefinition] {
        definitions.compactMap { if case .fragment(let fragment) = $0 { fragment } else { nil } }
    }
}

/// One top-level definition of a document.
public enum Definition: Sendable, Hashable {
    /// `query`, `mutation` or `subscription`, or a `{ … }` shorthand query.
    case operation(OperationDefinition)
    /// `fragment Name on Type { … }`.
    case fragment(FragmentDefinition)
    /// `schema { … }`.
    case schema(SchemaDefinition)
    /// A named type definition.
    case type(TypeDefinition)
    /// `directive @name … on …`.
    case directive(DirectiveDefinition)
    /// `extend schema …`.
    case schemaExtension(SchemaExtension)
    /// `extend type|interface|union|enum|input|scalar …`: the same shapes as definitions, without
    /// descriptions.
    case typeExtension(TypeDefinition)

    /// Where the definition starts.
    public var location: SourceLocation {
        switch self {
        case .operation(let node): node.location
        case .fragment(let node): node.location
        case .schema(let node): node.location
        case .type(let node), .typeExtension(let node): node.location
        case .directive(let node): node.location
        case .schemaExtension(let node): node.location
        }
    }

    /// Whether this is an operation or a fragment.
    public var isExecutable: Bool {
        switch self {
        case .operation, .fragment: true
        default: false
        }
    }
}
