/// An operation written only to read and change the normalized cache, never sent to a server
/// (Apollo's `@apollo_client_ios_localCacheMutation`): its generated `Data` has `var` properties
/// and mutable nested types, so a cache fix-up changes one nested field in place.
///
/// Use it with a store transaction's `update(query:_:)`; a client cannot send it, since it is no
/// ``GraphQLOperation``.
public protocol LocalCacheMutation: Sendable, Hashable {
    /// The mutable data the operation selects.
    associatedtype Data: RootSelectionSet

    /// The root type the operation selects from: a local `query` reads under `QUERY_ROOT`.
    static var operationType: GraphQLOperationType { get }

    /// The variables, as JSON (field arguments read them).
    var __variables: JSONObject { get }
}

extension LocalCacheMutation {
    /// A query: the data is read from and written under `QUERY_ROOT`.
    public static var operationType: GraphQLOperationType { .query }

    /// No variables.
    public var __variables: JSONObject { JSONObject() }
}
