import CourierAPI
import GraphQLLanguage

/// A value of CourierAPI's ``JSONTape`` read as an introspection result: the fast path for large
/// schema files, which Foundation's `JSONSerialization` reads several times slower.
struct TapeIntrospectionValue: IntrospectionJSONValue {
    let value: JSONTapeValue

    subscript(member key: String) -> TapeIntrospectionValue? {
        value[key].map(TapeIntrospectionValue.init(value:))
    }

    var isNull: Bool { value.isNull }
    var isObject: Bool { value.isObject }
    var stringValue: String? { value.stringValue }
    var boolValue: Bool? { value.boolValue }

    var arrayElements: [TapeIntrospectionValue]? {
        guard value.kindName == "array" else { return nil }
        var elements: [TapeIntrospectionValue] = []
        elements.reserveCapacity(value.count)
        value.forEachElement { elements.append(TapeIntrospectionValue(value: $0)) }
        return elements
    }

    var memberCount: Int { value.isObject ? value.count : 0 }

    var memberNames: [String] {
        guard case .object(let object) = value.jsonValue else { return [] }
        return object.keys
    }
}
