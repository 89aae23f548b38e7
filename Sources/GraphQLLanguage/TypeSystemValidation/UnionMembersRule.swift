/// A union has at least one member, only object types, each once (GraphQL spec §3.8 "Union Type
/// Validation").
enum UnionMembersRule: SchemaValidationRule {
    static func validate(_ context: inout SchemaValidationContext) {
        for case .union(let union) in context.definedTypes {
            let at = [union.location]
            if union.possibleTypes.isEmpty {
                context.report("Union type \(union.name) must define one or more member types.", at, owner: union.name)
            }
            var seen: Set<String> = []
            for member in union.possibleTypes {
                guard seen.insert(member).inserted else {
                    context.report(
                        "Union type \(union.name) can only include type \(member) once.", at, owner: union.name)
                    continue
                }
                switch context.kinds[member] {
                case .object?, nil: break
                case .some:
                    context.report(
                        "Union type \(union.name) can only include Object types, it cannot include \(member).", at,
                        owner: union.name)
                }
            }
        }
    }
}
