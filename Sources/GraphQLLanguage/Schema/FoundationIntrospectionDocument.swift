import Foundation

/// A document parsed by `JSONSerialization`, read as an introspection result: what
/// ``GraphQLSchema/readIntrospection(json:)`` uses, keeping `GraphQLLanguage` free of dependencies.
/// Handles index the values handed out so far.
final class FoundationIntrospectionDocument: IntrospectionJSONDocument {
    private var values: [Any]

    /// Parses `data` with `JSONSerialization`.
    init(parsing data: Data) throws(IntrospectionSchemaError) {
        do {
            values = [try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])]
        } catch {
            throw .malformedJSON(String(describing: error))
        }
    }

    var rootNode: Int { 0 }

    private func handle(_ value: Any) -> Int {
        values.append(value)
        return values.count - 1
    }

    func member(_ key: String, of node: Int) -> Int? {
        (values[node] as? [String: Any])?[key].map(handle)
    }

    func isNull(_ node: Int) -> Bool { values[node] is NSNull }
    func isObject(_ node: Int) -> Bool { values[node] is [String: Any] }
    func string(_ node: Int) -> String? { values[node] as? String }
    func bool(_ node: Int) -> Bool? { values[node] as? Bool }
    func elements(of node: Int) -> [Int]? { (values[node] as? [Any])?.map(handle) }
    func memberCount(of node: Int) -> Int { (values[node] as? [String: Any])?.count ?? 0 }
    func memberNames(of node: Int) -> [String] { (values[node] as? [String: Any]).map { Array($0.keys) } ?? [] }
}
