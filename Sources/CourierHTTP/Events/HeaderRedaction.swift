/// Which header values are secret and must never be written to a log.
///
/// Names compare case-insensitively. The defaults cover credentials and session cookies:
/// `Authorization`, `Proxy-Authorization`, `Cookie`, `Set-Cookie`.
public struct HeaderRedaction: Sendable, Hashable {
    /// The header names always redacted.
    public static let defaultNames: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    /// The text that replaces a redacted value.
    public static let placeholder = "<redacted>"

    /// The redacted names, lower-cased.
    public private(set) var names: Set<String>

    /// Creates a redaction list: the defaults plus `additionalNames`.
    /// - Parameter additionalNames: More header names to redact, in any case (e.g. `X-API-Key`).
    public init(additionalNames: some Sequence<String> = [String]()) {
        names = Self.defaultNames.union(additionalNames.map { $0.lowercased() })
    }

    /// Whether the value of the header `name` is redacted.
    /// - Parameter name: A header name, in any case.
    /// - Returns: `true` when its value must not be logged.
    public func redacts(_ name: String) -> Bool {
        names.contains(name.lowercased())
    }

    /// The fields as `Name: value` pairs joined by `, `, secret values replaced by ``placeholder``.
    /// - Parameter fields: The header fields.
    /// - Returns: Text safe to log.
    public func describe(_ fields: HTTPFields) -> String {
        fields.map { "\($0.name): \(redacts($0.name) ? Self.placeholder : $0.value)" }.joined(separator: ", ")
    }
}
