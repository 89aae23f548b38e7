import Foundation

/// Typed, path-aware access to one JSON object of an introspection result; every mismatch is an
/// ``IntrospectionSchemaError/invalidShape(path:expected:)`` naming where it happened.
struct IntrospectionJSONReader {
    /// The object's members, as `JSONSerialization` produced them.
    let members: [String: Any]
    /// Where the object sits, for error messages.
    let path: String

    /// Reads the top-level JSON: a `__schema` object, optionally inside `{"data": …}`.
    static func schemaObject(from data: Data) throws(IntrospectionSchemaError) -> IntrospectionJSONReader {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw .malformedJSON(String(describing: error))
        }
        guard let top = root as? [String: Any] else { throw .invalidShape(path: "(root)", expected: "an object") }
        var reader = IntrospectionJSONReader(members: top, path: "")
        if top["data"] != nil { reader = try reader.object("data") }
        return try reader.object("__schema")
    }

    private func memberPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private func isAbsent(_ key: String) -> Bool { members[key] == nil || members[key] is NSNull }

    /// A required string member.
    func string(_ key: String) throws(IntrospectionSchemaError) -> String {
        guard let value = members[key] as? String else { throw .invalidShape(path: memberPath(key), expected: "a string") }
        return value
    }

    /// An optional string member (absent or `null` give `nil`).
    func optionalString(_ key: String) throws(IntrospectionSchemaError) -> String? {
        if isAbsent(key) { return nil }
        return try string(key)
    }

    /// An optional Boolean member, `false` when absent or `null`.
    func bool(_ key: String) throws(IntrospectionSchemaError) -> Bool {
        if isAbsent(key) { return false }
        guard let value = members[key] as? Bool else { throw .invalidShape(path: memberPath(key), expected: "a Boolean") }
        return value
    }

    /// A required object member.
    func object(_ key: String) throws(IntrospectionSchemaError) -> IntrospectionJSONReader {
        guard let value = members[key] as? [String: Any] else { throw .invalidShape(path: memberPath(key), expected: "an object") }
        return IntrospectionJSONReader(members: value, path: memberPath(key))
    }

    /// An optional object member.
    func optionalObject(_ key: String) throws(IntrospectionSchemaError) -> IntrospectionJSONReader? {
        if isAbsent(key) { return nil }
        return try object(key)
    }

    /// An array of objects; absent or `null` give an empty array.
    func objects(_ key: String) throws(IntrospectionSchemaError) -> [IntrospectionJSONReader] {
        if isAbsent(key) { return [] }
        guard let array = members[key] as? [Any] else { throw .invalidShape(path: memberPath(key), expected: "an array") }
        var result: [IntrospectionJSONReader] = []
        for (index, element) in array.enumerated() {
            let elementPath = "\(memberPath(key))[\(index)]"
            guard let object = element as? [String: Any] else { throw .invalidShape(path: elementPath, expected: "an object") }
            result.append(IntrospectionJSONReader(members: object, path: elementPath))
        }
        return result
    }

    /// An array of strings; absent or `null` give an empty array.
    func strings(_ key: String) throws(IntrospectionSchemaError) -> [String] {
        if isAbsent(key) { return [] }
        guard let array = members[key] as? [Any] else { throw .invalidShape(path: memberPath(key), expected: "an array") }
        var result: [String] = []
        for (index, element) in array.enumerated() {
            guard let string = element as? String else { throw .invalidShape(path: "\(memberPath(key))[\(index)]", expected: "a string") }
            result.append(string)
        }
        return result
    }
}
