/// The persisted-query manifest in Apollo's format (`apollo-persisted-query-manifest`, version 1):
/// each operation's identifier, document, name and type.
public struct OperationManifest: Sendable, Hashable {
    /// One operation of the manifest.
    public struct Entry: Sendable, Hashable {
        /// The lowercase hex SHA-256 of ``body``.
        public var id: String
        /// The document text the client sends.
        public var body: String
        /// The operation name.
        public var name: String
        /// `query`, `mutation` or `subscription`.
        public var type: String

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - id: The SHA-256 of `body`.
        ///   - body: The document text.
        ///   - name: The operation name.
        ///   - type: `query`, `mutation` or `subscription`.
        public init(id: String, body: String, name: String, type: String) {
            self.id = id
            self.body = body
            self.name = name
            self.type = type
        }
    }

    /// The file formats a manifest is written in.
    public enum Format: String, Sendable, Hashable {
        /// Apollo's `apollo-persisted-query-manifest` (the default).
        case persistedQueries
        /// Apollo's older operation identifier map, `{"<id>": {"name": …, "source": …}}`, as
        /// `operationIdentifiersPath` and the `legacy` manifest version wrote it.
        case legacy
    }

    /// Creates a manifest.
    ///
    /// - Parameter operations: The entries.
    public init(operations: [Entry]) {
        self.operations = operations
    }

    /// The operations, sorted by name.
    public var operations: [Entry]

    /// The manifest as pretty-printed JSON, keys in Apollo's order, ending with a newline.
    public func jsonText() -> String {
        let members = members(indent: "    ") { entry in
            "{\n      \"id\": \(Self.quoted(entry.id)),\n      \"body\": \(Self.quoted(entry.body)),\n"
                + "      \"name\": \(Self.quoted(entry.name)),\n      \"type\": \(Self.quoted(entry.type))\n    }"
        }
        return "{\n  \"format\": \"apollo-persisted-query-manifest\",\n  \"version\": 1,\n  \"operations\": ["
            + (operations.isEmpty ? "]\n}\n" : members + "\n  ]\n}\n")
    }

    /// The manifest in `format`.
    ///
    /// - Parameter format: The file format.
    /// - Returns: The JSON text, ending with a newline.
    public func jsonText(_ format: Format) -> String {
        switch format {
        case .persistedQueries: return jsonText()
        case .legacy: return legacyJSONText()
        }
    }

    /// The legacy identifier map: each identifier maps to the operation's name and document, in
    /// the manifest's order.
    public func legacyJSONText() -> String {
        let members = members(indent: "  ") { entry in
            "\(Self.quoted(entry.id)) : {\n    \"name\" : "
                + "\(Self.quoted(entry.name)),\n    \"source\" : \(Self.quoted(entry.body))\n  }"
        }
        return "{" + (operations.isEmpty ? "}\n" : members + "\n}\n")
    }

    /// One line per entry, each indented and rendered by `render`, separated by commas.
    private func members(indent: String, _ render: (Entry) -> String) -> String {
        operations.map { "\n" + indent + render($0) }.joined(separator: ",")
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
