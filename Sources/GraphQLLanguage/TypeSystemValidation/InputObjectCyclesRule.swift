/// No input object refers to itself through a chain of non-null, non-list fields, which no finite
/// value could satisfy (GraphQL spec §3.10.1 "Input Object Type Validation" 3).
enum InputObjectCyclesRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        var visited: Set<String> = []
        for case .inputObject(let input) in context.definedTypes where !visited.contains(input.name) {
            var path: [GraphQLInputValue] = []
            var pathIndex: [String: Int] = [:]
            detectCycle(from: input, &visited, &path, &pathIndex, &context)
        }
    }

    private static func detectCycle(
        from input: GraphQLInputObjectType, _ visited: inout Set<String>, _ path: inout [GraphQLInputValue],
        _ pathIndex: inout [String: Int], _ context: inout SchemaValidationContext
    ) {
        guard visited.insert(input.name).inserted else { return }
        pathIndex[input.name] = path.count
        for field in input.fields {
            guard case .nonNull(.named(let name)) = field.type, context.kinds[name] == .inputObject,
                case .inputObject(let next)? = context.schema.types[name]
            else { continue }
            path.append(field)
            if let start = pathIndex[name] {
                let cycle = path[start...]
                context.report(
                    "Cannot reference Input Object \"\(name)\" within itself through a series "
                        + "of non-null fields: \"\(cycle.map(\.name).joined(separator: "."))\".",
                    cycle.map(\.location), owner: name
                )
            } else {
                detectCycle(from: next, &visited, &path, &pathIndex, &context)
            }
            path.removeLast()
        }
        pathIndex[input.name] = nil
    }
}
