import CourierAPI
import GraphQLLanguage

/// An independent check that a response's data fits the schema: written without the mock
/// server's executor, for queries that select `__typename` on every object and use no aliases
/// (so each response key is a field name of the object's `__typename`).
struct SchemaConformance {
    let schema: GraphQLSchema
    private(set) var problems: [String] = []
    private(set) var checkedLeaves = 0

    init(schema: GraphQLSchema) { self.schema = schema }

    mutating func check(data: JSONValue?, rootType: String) {
        guard case .object(let object)? = data else { return problems.append("data is not an object") }
        checkObject(object, typeName: rootType, path: "data")
    }

    private mutating func checkObject(_ object: JSONObject, typeName: String, path: String) {
        for (key, value) in object {
            if key == "__typename" {
                if value.stringValue != typeName {
                    problems.append("\(path).__typename is \(value), expected \(typeName)")
                }
                continue
            }
            guard let field = schema.types[typeName]?.fields.first(where: { $0.name == key }) else {
                problems.append("\(path).\(key) is not a field of \(typeName)")
                continue
            }
            check(value, type: field.type, path: "\(path).\(key)")
        }
    }

    private mutating func check(_ value: JSONValue, type: TypeReference, path: String) {
        switch type {
        case .nonNull(let inner):
            if value.isNull {
                problems.append("\(path) is null but \(type) is non-null")
            } else {
                check(value, type: inner, path: path)
            }
        case .list(let inner):
            if value.isNull { return }
            guard case .array(let items) = value else { return problems.append("\(path) is not a list") }
            for (index, item) in items.enumerated() { check(item, type: inner, path: "\(path).\(index)") }
        case .named(let name):
            if value.isNull { return }
            checkNamed(value, name: name, path: path)
        }
    }

    private mutating func checkNamed(_ value: JSONValue, name: String, path: String) {
        switch schema.types[name] {
        case .scalar:
            checkedLeaves += 1
            let fits: Bool =
                switch (name, value) {
                case ("Int", .number(.integer(let integer))): integer >= Int64(Int32.min) && integer <= Int64(Int32.max)
                case ("Float", .number): true
                case ("String", .string), ("ID", .string), ("Boolean", .bool): true
                default: false
                }
            if !fits { problems.append("\(path) = \(value) is not a \(name)") }
        case .enumType(let enumType):
            checkedLeaves += 1
            if !enumType.values.contains(where: { $0.name == value.stringValue }) {
                problems.append("\(path) = \(value) is not a \(name)")
            }
        case .object, .interface, .union:
            guard case .object(let object) = value, let typename = object["__typename"]?.stringValue else {
                return problems.append("\(path) is not an object with __typename")
            }
            guard case .object? = schema.types[typename], typename == name || possibleTypes(of: name).contains(typename)
            else {
                return problems.append("\(path).__typename \(typename) is not a possible type of \(name)")
            }
            checkObject(object, typeName: typename, path: path)
        default:
            problems.append("\(path) has the non-output type \(name)")
        }
    }

    private func possibleTypes(of name: String) -> [String] {
        switch schema.types[name] {
        case .union(let union): union.possibleTypes
        case .interface:
            schema.types.values.compactMap { type in
                if case .object(let object) = type, object.interfaces.contains(name) { object.name } else { nil }
            }
        default: []
        }
    }
}
