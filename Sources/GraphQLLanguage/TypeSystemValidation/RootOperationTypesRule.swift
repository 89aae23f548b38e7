/// The query root type exists and every root type is an object type (GraphQL spec §3.3.1, "Root
/// Operation Types").
enum RootOperationTypesRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        let schema = context.schema
        let roots: [(String, String?)] = [
            ("Query", schema.queryTypeName), ("Mutation", schema.mutationTypeName),
            ("Subscription", schema.subscriptionTypeName),
        ]
        var usedBy: [String: String] = [:]
        for (operation, name) in roots {
            guard let name else {
                if operation == "Query" { context.report("Query root type must be provided.", [], owner: nil) }
                continue
            }
            switch schema.types[name] {
            case .object(let type):
                if let other = usedBy[name] {
                    context.report(
                        "All root types must be different, \"\(name)\" "
                            + "type is used as \(other.lowercased()) and \(operation.lowercased()) root types.",
                        [type.location], owner: name
                    )
                }
                usedBy[name] = operation
            case nil:
                context.report("\(operation) root type \"\(name)\" is not defined.", [], owner: nil)
            case let other?:
                let provided = operation == "Query" ? "" : " if provided"  // graphql-js wording
                context.report(
                    "\(operation) root type must be Object type\(provided), it cannot be \(name).",
                    [location(of: other)], owner: name)
            }
        }
    }
}

/// The definition location of a named type, when it came from SDL.
func location(of type: GraphQLNamedType) -> SourceLocation? {
    switch type {
    case .scalar(let node): node.location
    case .object(let node): node.location
    case .interface(let node): node.location
    case .union(let node): node.location
    case .enumType(let node): node.location
    case .inputObject(let node): node.location
    }
}
