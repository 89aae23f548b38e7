import Foundation

/// One value of a parsed configuration file with its JSON path, read with typed accessors that
/// fail with ``ConfigurationError`` naming the path and the expected type.
struct ConfigNode {
    let value: Any
    let path: String

    /// Parses JSON bytes into the root node `$`.
    static func parse(_ data: Data) throws(ConfigurationError) -> ConfigNode {
        do {
            return ConfigNode(
                value: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]), path: "$")
        } catch {
            throw ConfigurationError(path: "$", message: "not valid JSON (\((error as NSError).localizedDescription))")
        }
    }

    /// The members of an object, by key.
    func object() throws(ConfigurationError) -> [String: ConfigNode] {
        guard let dictionary = value as? [String: Any], !(value is NSArray) else { throw mismatch("an object") }
        var members: [String: ConfigNode] = [:]
        for (key, member) in dictionary { members[key] = ConfigNode(value: member, path: path + "." + key) }
        return members
    }

    func string() throws(ConfigurationError) -> String {
        guard let string = value as? String else { throw mismatch("a string") }
        return string
    }

    /// A relative path, normalized: no leading `./`, no trailing `/`, `.` as the empty path, so
    /// that paths from the file compare equal to the paths the generator produces.
    func relativePath() throws(ConfigurationError) -> String {
        var path = Substring(try string())
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path == "." ? "" : String(path)
    }

    func bool() throws(ConfigurationError) -> Bool {
        // JSONSerialization gives NSNumber for both; only CFBoolean-backed ones are booleans.
        guard let number = value as? NSNumber, Self.isBoolean(number) else { throw mismatch("a boolean") }
        return number.boolValue
    }

    func array() throws(ConfigurationError) -> [ConfigNode] {
        guard let array = value as? [Any] else { throw mismatch("an array") }
        return array.enumerated().map { ConfigNode(value: $0.element, path: "\(path)[\($0.offset)]") }
    }

    func strings() throws(ConfigurationError) -> [String] {
        var result: [String] = []
        for element in try array() { result.append(try element.string()) }
        return result
    }

    /// A string or an array of strings (search paths accept either).
    func stringOrStrings() throws(ConfigurationError) -> [String] {
        if let single = value as? String { return [single] }
        return try strings()
    }

    /// A string from `choices`.
    func choice(_ choices: [String]) throws(ConfigurationError) -> String {
        let string = try string()
        guard choices.contains(string) else {
            throw ConfigurationError(
                path: path,
                message: "expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(string)\"")
        }
        return string
    }

    func mismatch(_ expected: String) -> ConfigurationError {
        ConfigurationError(path: path, message: "expected \(expected), found \(typeName)")
    }

    private var typeName: String {
        switch value {
        case is NSNull: return "null"
        case let number as NSNumber: return Self.isBoolean(number) ? "a boolean" : "a number"
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "an unexpected value"
        }
    }

    private static func isBoolean(_ number: NSNumber) -> Bool {
        // Booleans are the only `char`-typed numbers JSONSerialization produces.
        String(cString: number.objCType) == "c"
    }
}

/// Reads the members of one object, remembering which keys were read, so that the others can be
/// reported as ignored.
extension ConfigurationWarning {
    /// `not supported: KEY (reason)` for the member at `path`.
    static func unsupported(_ path: String, _ key: String, _ reason: String) -> ConfigurationWarning {
        ConfigurationWarning(path: path, message: "not supported: \(key) (\(reason))")
    }
}

struct ConfigObject {
    let node: ConfigNode
    private let members: [String: ConfigNode]
    private var read: Set<String> = []

    init(_ node: ConfigNode) throws(ConfigurationError) {
        self.node = node
        members = try node.object()
    }

    /// The member `key`, if present and not `null`.
    mutating func callAsFunction(_ key: String) -> ConfigNode? {
        read.insert(key)
        guard let member = members[key], !(member.value is NSNull) else { return nil }
        return member
    }

    /// The member `key`, required.
    mutating func required(_ key: String) throws(ConfigurationError) -> ConfigNode {
        guard let member = self(key) else {
            throw ConfigurationError(path: node.path, message: "missing required key \"\(key)\"")
        }
        return member
    }

    /// A warning for every member not read, in key order.
    func unreadKeys(_ note: String = "unknown key; ignored") -> [ConfigurationWarning] {
        members.keys.filter { !read.contains($0) }.sorted().map {
            ConfigurationWarning(path: node.path + "." + $0, message: note)
        }
    }

    /// Marks `key` read and, when it is present, a warning that it is not supported.
    ///
    /// - Parameters:
    ///   - key: The member.
    ///   - reason: Why courier cannot apply it, and what to do instead.
    /// - Returns: The warning, when the key is present.
    mutating func unsupported(_ key: String, _ reason: String) -> ConfigurationWarning? {
        guard let member = self(key) else { return nil }
        return .unsupported(member.path, key, reason)
    }

    /// The single key of an enum-like object such as `{"relative": {"subpath": "Generated"}}`.
    func singleCase(_ cases: [String]) throws(ConfigurationError) -> (name: String, value: ConfigNode) {
        guard members.count == 1, let (name, value) = members.first, cases.contains(name) else {
            throw ConfigurationError(
                path: node.path,
                message: "expected an object with exactly one of the keys "
                    + "\(cases.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        return (name, value)
    }
}
