public import CourierHTTP

/// A rule that says which responses count as successful.
///
/// Open-ended: use a static member (``successfulStatusCodes``, ``statusCodes(_:)-(Set<Int>)``,
/// ``acceptAll``) or write your own rule with ``init(_:)``. A response the rule rejects makes the
/// client throw an ``/CourierHTTP/HTTPError`` of kind ``/CourierHTTP/HTTPError/Kind/httpStatus(_:)``.
public struct ResponseValidation: Sendable {
    private let accepts: @Sendable (HTTPResponse) -> Bool

    /// Creates a rule from a predicate.
    /// - Parameter accepts: Returns `true` for a response that counts as successful.
    public init(_ accepts: @escaping @Sendable (HTTPResponse) -> Bool) {
        self.accepts = accepts
    }

    /// Whether `response` counts as successful.
    /// - Parameter response: The response to judge.
    /// - Returns: `true` when the rule accepts it.
    public func isValid(_ response: HTTPResponse) -> Bool { accepts(response) }

    /// The default rule: status codes `200..<300`.
    public static let successfulStatusCodes = ResponseValidation { $0.isSuccessful }

    /// A rule that accepts the status codes in `range`.
    /// - Parameter range: The accepted status codes, e.g. `200..<400` or `200...`.
    /// - Returns: The rule.
    public static func statusCodes<Codes: RangeExpression & Sendable>(_ range: Codes) -> ResponseValidation
    where Codes.Bound == Int {
        ResponseValidation { range.contains($0.statusCode) }
    }

    /// A rule that accepts exactly the status codes in `codes`.
    /// - Parameter codes: The accepted status codes, e.g. `[200, 304]`.
    /// - Returns: The rule.
    public static func statusCodes(_ codes: Set<Int>) -> ResponseValidation {
        ResponseValidation { codes.contains($0.statusCode) }
    }

    /// A rule that accepts every response, leaving status handling to the caller.
    public static let acceptAll = ResponseValidation { _ in true }
}
