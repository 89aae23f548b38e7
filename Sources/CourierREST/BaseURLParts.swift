import CourierHTTP
import Foundation

/// A base URL taken apart once into what every relative endpoint reuses, so that building a
/// request's URL is one string concatenation and one parse instead of a `URLComponents` parse,
/// rebuild and parse per request.
///
/// The URL it builds is the one `URLComponents` would: the base's scheme and authority, its
/// percent-encoded path joined with the endpoint's (one slash between), its query followed by the
/// endpoint's, and its fragment.
struct BaseURLParts: Sendable {
    /// Scheme and authority, e.g. `https://user@api.example.com:8443`.
    private let prefix: String
    private let percentEncodedPath: String
    private let percentEncodedQuery: String?
    private let percentEncodedFragment: String?

    /// Takes `baseURL` apart.
    /// - Throws: ``HTTPError`` of kind ``HTTPError/Kind/invalidRequest`` when `baseURL` is not
    ///   absolute.
    init(_ baseURL: URL) throws(HTTPError) {
        guard let parsed = URLComponents(url: baseURL, resolvingAgainstBaseURL: true), parsed.scheme != nil else {
            throw HTTPError(
                .invalidRequest, message: "the base URL \(URLRedaction.standard.describe(baseURL)) is not absolute")
        }
        var head = parsed
        head.percentEncodedPath = ""
        head.percentEncodedQuery = nil
        head.percentEncodedFragment = nil
        guard let prefix = head.string else {
            throw HTTPError(
                .invalidRequest, message: "the base URL \(URLRedaction.standard.describe(baseURL)) is not absolute")
        }
        self.prefix = prefix
        self.percentEncodedPath = parsed.percentEncodedPath
        self.percentEncodedQuery = parsed.percentEncodedQuery
        self.percentEncodedFragment = parsed.percentEncodedFragment
    }

    /// The base with `path` (plain text, percent-encoded here) joined to its path and
    /// `encodedQuery` appended to its query, or `nil` when that is not a valid URL.
    func url(path: String, encodedQuery: String?) -> URL? {
        var string = prefix
        string += Self.joinPaths(percentEncodedPath, PercentEncoding.encodePath(path))
        if let query = Self.joinQueries(percentEncodedQuery, encodedQuery) {
            string += "?"
            string += query
        }
        if let percentEncodedFragment {
            string += "#"
            string += percentEncodedFragment
        }
        return URL(string: string)
    }

    /// `base` + `/` + `path`, with exactly one slash between them whether or not `base` ends
    /// with one or `path` starts with one; an empty `path` leaves `base` as it is.
    ///
    /// Both are percent-encoded, so ASCII: their first and last bytes are their first and last
    /// characters.
    static func joinPaths(_ base: String, _ path: String) -> String {
        guard !path.isEmpty else { return base }
        let slash = UInt8(ascii: "/")
        var joined = base
        switch (base.utf8.last == slash, path.utf8.first == slash) {
        case (true, true): joined += path.dropFirst()
        case (false, false):
            joined += "/"
            joined += path
        default: joined += path
        }
        return joined
    }

    /// The base's query followed by the endpoint's, joined by `&`; `nil` when neither has one.
    static func joinQueries(_ existing: String?, _ added: String?) -> String? {
        guard let added, !added.isEmpty else { return existing }
        guard let existing, !existing.isEmpty else { return added }
        return existing + "&" + added
    }
}
