/// An HTTP request method, such as `GET` or `POST`.
///
/// Open-ended: any token is allowed, the common ones are static members.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token as sent on the wire, upper-cased by convention.
    public let rawValue: String

    /// Creates a method from its wire token.
    /// - Parameter rawValue: The token, e.g. `"PATCH"`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `GET`.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `POST`.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `OPTIONS`.
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// `TRACE`.
    public static let trace = HTTPMethod(rawValue: "TRACE")

    /// Whether RFC 9110 defines the method as idempotent (safe to send twice).
    public var isIdempotent: Bool {
        switch rawValue {
        case "GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE": return true
        default: return false
        }
    }

    /// The wire token.
    public var description: String { rawValue }
}
