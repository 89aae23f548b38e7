/// The type-system definitions of a set of SDL documents, each with the name of its source, in
/// document order: what the schema builder and the SDL validation rules read.
struct SDLDefinitions: Sendable {
    /// One AST node and the name of the source it came from.
    struct Entry<Node: Sendable>: Sendable {
        var node: Node
        var sourceName: String?
    }

    var schemaDefinitions: [Entry<SchemaDefinition>] = []
    var schemaExtensions: [Entry<SchemaExtension>] = []
    /// Every type definition, duplicates included.
    var typeDefinitions: [Entry<TypeDefinition>] = []
    var typeExtensions: [Entry<TypeDefinition>] = []
    var directiveDefinitions: [Entry<DirectiveDefinition>] = []

    /// Collects the type-system definitions of `documents`; executable definitions are ignored.
    init(documents: [Document]) {
        for document in documents {
            let sourceName = document.source?.name
            for definition in document.definitions {
                switch definition {
                case .operation, .fragment: continue
                case .schema(let node): schemaDefinitions.append(Entry(node: node, sourceName: sourceName))
                case .schemaExtension(let node): schemaExtensions.append(Entry(node: node, sourceName: sourceName))
                case .type(let node): typeDefinitions.append(Entry(node: node, sourceName: sourceName))
                case .typeExtension(let node): typeExtensions.append(Entry(node: node, sourceName: sourceName))
                case .directive(let node): directiveDefinitions.append(Entry(node: node, sourceName: sourceName))
                }
            }
        }
    }

    /// The first definition of each directive name.
    func firstDirectiveDefinitions() -> [String: Entry<DirectiveDefinition>] {
        var result: [String: Entry<DirectiveDefinition>] = [:]
        for entry in directiveDefinitions where result[entry.node.name] == nil { result[entry.node.name] = entry }
        return result
    }

    /// Type definitions followed by type extensions: every node that contributes to some type.
    var typeNodes: [Entry<TypeDefinition>] {
        typeExtensions.isEmpty ? typeDefinitions : typeDefinitions + typeExtensions
    }
}
