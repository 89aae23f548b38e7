public import CourierGraphQL

/// A page that could not be used: the paginator stops and throws it (loaded pages stay).
public struct PaginationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The response had no data, or the page closure found no page in it (e.g. a `null`
        /// parent object).
        case missingPage
        /// The server answered with the same cursor (or offset) that requested the page, which
        /// would request the same page forever.
        case positionDidNotAdvance
    }

    /// What went wrong.
    public var kind: Kind
    /// The zero-based index the page would have had.
    public var pageIndex: Int
    /// The GraphQL errors the response carried, if any.
    public var errors: [GraphQLError]

    /// Creates an error.
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - pageIndex: The page's index.
    ///   - errors: The response's GraphQL errors.
    public init(_ kind: Kind, pageIndex: Int, errors: [GraphQLError] = []) {
        self.kind = kind
        self.pageIndex = pageIndex
        self.errors = errors
    }

    /// A one-line description.
    public var description: String {
        let reason =
            switch kind {
            case .missingPage: "no page in the response"
            case .positionDidNotAdvance: "the server returned the cursor that requested the page"
            }
        let suffix = errors.isEmpty ? "" : " (\(errors.map(\.message).joined(separator: "; ")))"
        return "PaginationError: page \(pageIndex): \(reason)\(suffix)"
    }
}
