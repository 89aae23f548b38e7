public import Foundation

/// Where an ``Endpoint`` sends its request: a path under the configuration's base URL, or an
/// absolute URL.
///
/// A string literal (interpolation included) is a path: `"users/\(id)"`.
public enum EndpointTarget: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// A path appended to the base URL's path, with or without a leading `/`
    /// (`https://api.example.com/v1` + `users` → `https://api.example.com/v1/users`).
    ///
    /// The path is plain text: characters that may not appear in a URL path (space, `%`, `?`,
    /// `#` …) are percent-encoded for you, so put query parameters in ``Endpoint/query``.
    case path(String)
    /// An absolute URL, used as it is (the base URL is ignored); query items are appended to any
    /// query it already has.
    case url(URL)

    /// Creates a path target from a string literal.
    /// - Parameter value: The path.
    public init(stringLiteral value: String) { self = .path(value) }
}
