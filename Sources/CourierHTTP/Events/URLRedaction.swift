public import Foundation

/// Which parts of a URL are secret and must never appear in a description, a log line or an
/// error message: the password of the user-info part, and the values of query parameters with
/// credential-like names.
///
/// Names compare case-insensitively after percent-decoding. Only the secret values change;
/// everything else of the URL is kept exactly as written, percent-encoding included.
public struct URLRedaction: Sendable, Hashable {
    /// The query parameter names redacted by default: OAuth tokens and codes, API keys,
    /// passwords, secrets and signatures.
    public static let defaultQueryNames: Set<String> = [
        "access_token", "refresh_token", "id_token", "token", "code", "client_secret", "secret",
        "api_key", "apikey", "api-key", "key", "password", "passwd", "pwd", "signature", "sig",
        "auth", "authorization", "session", "sessionid", "x-amz-signature", "x-amz-credential",
        "x-amz-security-token",
    ]

    /// The redaction the HTTP layer uses when it describes a request.
    public static let standard = URLRedaction()

    /// The redacted query parameter names, lower-cased.
    public private(set) var queryNames: Set<String>

    /// Creates a redaction list: the defaults plus `additionalQueryNames`.
    /// - Parameter additionalQueryNames: More query parameter names to redact, in any case.
    public init(additionalQueryNames: some Sequence<String> = [String]()) {
        queryNames = Self.defaultQueryNames.union(additionalQueryNames.map { $0.lowercased() })
    }

    /// The URL as text with secret values replaced by ``HeaderRedaction/placeholder``.
    /// - Parameter url: The URL to describe.
    /// - Returns: Text safe to log.
    public func describe(_ url: URL) -> String {
        describe(url.absoluteString)
    }

    /// The URL text with secret values replaced by ``HeaderRedaction/placeholder``.
    /// - Parameter text: An absolute or relative URL as text.
    /// - Returns: Text safe to log.
    public func describe(_ text: String) -> String {
        var rest = Substring(text)
        var fragment: Substring = ""
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[hash...]
            rest = rest[..<hash]
        }
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        var result = redactingPassword(in: rest)
        if let query {
            result +=
                "?"
                + query.split(separator: "&", omittingEmptySubsequences: false)
                .map(redactingValue(of:)).joined(separator: "&")
        }
        return result + fragment
    }

    private func redactingValue(of pair: Substring) -> String {
        guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
        let rawName = pair[..<equals]
        let name = (rawName.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(rawName))
            .lowercased()
        guard queryNames.contains(name) else { return String(pair) }
        return rawName + "=" + HeaderRedaction.placeholder
    }

    /// `scheme://user:password@host…` keeps the user name and hides the password.
    private func redactingPassword(in text: Substring) -> String {
        guard let schemeEnd = text.range(of: "://") else { return String(text) }
        let authorityStart = schemeEnd.upperBound
        let authorityEnd = text[authorityStart...].firstIndex(of: "/") ?? text.endIndex
        let authority = text[authorityStart..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"),
            let colon = authority[..<at].firstIndex(of: ":")
        else { return String(text) }
        return text[..<authority.index(after: colon)] + HeaderRedaction.placeholder + text[at...]
    }
}
