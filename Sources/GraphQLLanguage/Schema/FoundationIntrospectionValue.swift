import Foundation

/// A value produced by `JSONSerialization`, read as an introspection result: what
/// ``GraphQLSchema/readIntrospection(json:)`` uses, keeping `GraphQLLanguage` free of dependencies.
struct FoundationIntrospectionValue: IntrospectionJSONValue {
    let raw: Any

    /// Parses `data` with `JSONSerialization`.
    static func parse(_ data: Data) throws(IntrospectionSchemaError) -> FoundationIntrospectionValue {
        do {
            return FoundationIntrospectionValue(raw: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        } catch {
            throw .malformedJSON(String(describing: error))
        }
    }

    subscript(member key: String) -> FoundationIntrospectionValue? {
        (raw as? [String: Any])?[key].map(FoundationIntrospectionValue.init(raw:))
    }

    var isNull: Bool { raw is NSNull }
    var isObject: Bool { raw is [String: Any] }
    var stringValue: String? { raw as? String }

    var boolValue: Bool? { raw as? Bool }

    var arrayElements: [FoundationIntrospectionValue]? {
        (raw as? [Any])?.map(FoundationIntrospectionValue.init(raw:))
    }

    var memberCount: Int { (raw as? [String: Any])?.count ?? 0 }
    var memberNames: [String] { (raw as? [String: Any]).map { Array($0.keys) } ?? [] }
}
