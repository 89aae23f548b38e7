/// The kind of a GraphQL operation.
public enum GraphQLOperationType: String, Sendable, Hashable, CaseIterable {
    /// A read.
    case query
    /// A write.
    case mutation
    /// A stream of results.
    case subscription
}

/// A generated GraphQL operation: its document, identity, variables and the type of its data.
///
/// Generated operations are structs whose stored properties are the operation's variables.
/// Members the runtime needs start with `__` (or are static), so they never collide with a
/// variable called e.g. `variables`.
public protocol GraphQLOperation: Sendable, Hashable {
    /// The selection set of the operation's root type, which a response's `data` decodes into.
    associatedtype Data: RootSelectionSet

    /// The operation's name as written in its document, e.g. `HeroName`.
    ///
    /// Generated code states it only when it has no document; otherwise it is read from
    /// ``operationDocument`` (see the default implementation).
    static var operationName: String { get }
    /// Whether the operation is a query, mutation or subscription.
    static var operationType: GraphQLOperationType { get }
    /// The minimal document to send: the operation printed compactly on one line, followed by the
    /// fragments it uses; `nil` when the code was generated for persisted queries only.
    static var operationDocument: String? { get }
    /// The lowercase hex SHA-256 of the document text, the persisted-query identifier.
    ///
    /// Generated code states it only when it has no document; otherwise it is computed from
    /// ``operationDocument`` on each access (a microsecond for a typical document).
    static var operationIdentifier: String { get }

    /// The variables as a JSON object; absent ``GraphQLNullable`` variables are left out.
    var __variables: JSONObject { get }

    /// Whether the document defers fragments (`@defer` other than `@defer(if: false)`), so that
    /// the answer comes in increments: such a query is fetched with `fetchIncrementally`.
    static var __hasDeferredFragments: Bool { get }
}

extension GraphQLOperation {
    /// The SHA-256 of ``operationDocument`` in lowercase hex.
    public static var operationIdentifier: String {
        SHA256.hexDigest(Array((operationDocument ?? "").utf8))
    }

    /// An operation without variables sends an empty object.
    public var __variables: JSONObject { JSONObject() }

    /// Generated code states `true` for an operation with deferred fragments.
    public static var __hasDeferredFragments: Bool { false }
}

/// A generated query.
public protocol GraphQLQuery: GraphQLOperation {}

extension GraphQLQuery {
    /// Always ``GraphQLOperationType/query``.
    public static var operationType: GraphQLOperationType { .query }
}

/// A generated mutation.
public protocol GraphQLMutation: GraphQLOperation {}

extension GraphQLMutation {
    /// Always ``GraphQLOperationType/mutation``.
    public static var operationType: GraphQLOperationType { .mutation }
}

/// A generated subscription.
public protocol GraphQLSubscription: GraphQLOperation {}

extension GraphQLSubscription {
    /// Always ``GraphQLOperationType/subscription``.
    public static var operationType: GraphQLOperationType { .subscription }
}
