/// Field Selections — GraphQL spec §5.3.1.
///
/// Every selected field must be defined on the type it is selected on (`__typename` is defined
/// on every composite type). The message suggests types that define the field, for abstract
/// parents, or else fields with similar names.
public struct FieldsOnCorrectTypeRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    /// Reports every field its parent type does not define.
    public func validate(_ context: ValidationContext) {
        for use in context.index.fields where use.definition == nil {
            guard let parentType = use.parentType else { continue }
            let name = use.field.name
            var suggestion = Suggestions.didYouMean(
                suggestedTypes(for: name, on: parentType, context.schema), subMessage: "to use an inline fragment on")
            if suggestion.isEmpty {
                let fieldNames = context.schema.types[parentType]?.fields.map(\.name) ?? []
                suggestion = Suggestions.didYouMean(Suggestions.list(for: name, options: fieldNames))
            }
            context.report(
                "Cannot query field \"\(name)\" on type \"\(parentType)\"." + suggestion, [use.field.location])
        }
    }

    /// The object and interface types under an abstract parent that define the field, the most
    /// commonly implemented first, super-types before sub-types, then by name.
    private func suggestedTypes(for fieldName: String, on parentType: String, _ schema: GraphQLSchema) -> [String] {
        guard schema.types[parentType]?.isAbstract == true else { return [] }
        var order: [String] = []
        var usage: [String: Int] = [:]
        func defines(_ type: String) -> Bool { schema.types[type]?.fields.contains { $0.name == fieldName } == true }
        for possible in schema.possibleTypes(of: parentType) where defines(possible) {
            if usage[possible] == nil { order.append(possible) }
            usage[possible] = 1
            guard case .object(let object)? = schema.types[possible] else { continue }
            for interface in object.interfaces where defines(interface) {
                if usage[interface] == nil { order.append(interface) }
                usage[interface, default: 0] += 1
            }
        }
        // graphql-js's order is not a strict weak order; sort as its TimSort does.
        order.referenceSort { a, b in
            let countA = usage[a] ?? 0
            let countB = usage[b] ?? 0
            if countA != countB { return countA > countB }
            if schema.types[a]?.isAbstract == true, schema.isSubtype(b, of: a) { return true }
            if schema.types[b]?.isAbstract == true, schema.isSubtype(a, of: b) { return false }
            return Suggestions.naturalLess(a, b)
        }
        return order
    }
}
