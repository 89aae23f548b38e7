/// A parsed GraphQL document: executable definitions, type-system definitions, or both.
public struct Document: Sendable, Hashable {
    /// The definitions in source order.
    public var definitions: [Definition]
    /// The source the document was parsed from, when it came from one.
    public var source: Source?

    /// Creates a document.
    public init(definitions: [Definition], source: Source? = nil) {
        self.definitions = definitions
        self.source = source
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
