import CourierAPI
import GraphQLLanguage

/// Makes up leaf values and entity ids from a position's ``MockSeed``: the same seed and position
/// always give the same value.
struct MockValueGenerator {
    let configuration: MockServerConfiguration

    /// A value of the scalar `name` for the position `seed`.
    func scalar(_ name: String, seed: MockSeed, site: MockExecution.Site, path: ResponsePath) -> JSONValue {
        if let generate = configuration.scalarGenerators[name] {
            return generate(
                MockGenerationContext(
                    typeName: name, parentType: site.parentType, fieldName: site.fieldName, path: path,
                    random: seed.value))
        }
        switch name {
        case "ID": return .string(seed.hex)
        case "String": return .string("\(site.fieldName) \(seed.number(below: 10_000))")
        case "Int": return .number(.integer(Int64(seed.number(below: 1_000))))
        case "Float": return .number(.double(Double(seed.number(below: 100_000)) / 100))
        case "Boolean": return .bool(seed.value & 1 == 1)
        default: return .string("\(name)-\(seed.hex)")
        }
    }

    /// One of the enum's values (preferring those not deprecated).
    func enumValue(_ type: GraphQLEnumType, seed: MockSeed) -> JSONValue {
        let current = type.values.filter { $0.deprecationReason == nil }
        let values = current.isEmpty ? type.values : current
        guard !values.isEmpty else { return .null }
        return .string(values[seed.number(below: values.count)].name)
    }

    /// A generated `id` for an object of `objectType` at `seed`, when the type has an `id` field
    /// of type `ID` or `String`; e.g. `Human-4f2c1a9b`.
    func entityID(for objectType: GraphQLObjectType, schema: GraphQLSchema, seed: MockSeed) -> String? {
        guard let field = objectType.fields.first(where: { $0.name == "id" }),
            ["ID", "String"].contains(field.type.namedType)
        else { return nil }
        return "\(objectType.name)-\(seed.mixing("id").hex)"
    }

    /// The seed of the entity `typeName` with `id`: the same wherever the entity appears.
    func entityIdentity(typeName: String, id: JSONValue) -> MockSeed {
        let text = id.stringValue ?? MockInputCoercion.describe(id)
        return MockSeed(configuration.seed).mixing("entity:\(typeName):\(text)")
    }
}
