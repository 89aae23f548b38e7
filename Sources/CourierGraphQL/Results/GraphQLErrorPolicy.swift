/// What to do with the `errors` of a server's answer.
public enum GraphQLErrorPolicy: Sendable, Hashable {
    /// Throw ``GraphQLClientError`` (kind ``GraphQLClientError/Kind/graphQLErrors``) when `errors`
    /// is non-empty, even with partial data.
    case none
    /// Return the data only and drop the errors.
    case ignore
    /// Return the data and the errors.
    case all
}
