public import CourierAPI

/// A field resolver: returns the field's value, or `nil` to let the server generate it.
///
/// An object may be partial: the fields it lacks are generated. Its keys are schema field names
/// (not the query's aliases); a field with arguments takes the one value whatever its
/// arguments (register a resolver for that field to answer per argument). For an abstract type, a
/// `__typename` member picks the concrete type. Throw ``MockFieldError`` (or any error) for a
/// field error. Resolvers may keep state (in an actor or a lock the caller owns), so a mutation's
/// resolver can change what a later query's resolver returns.
public typealias MockResolver = @Sendable (MockResolverInfo) async throws -> JSONValue?

/// A generator of values for a scalar (custom, or built-in to replace the default values).
public typealias MockScalarGenerator = @Sendable (MockGenerationContext) -> JSONValue

/// A chooser of the concrete type of an abstract-typed (interface or union) value: returns one
/// of `possibleTypes`, or `nil` for the server's deterministic choice.
public typealias MockTypeChooser = @Sendable (_ context: MockGenerationContext, _ possibleTypes: [String]) -> String?

/// A source of events for a subscription field: each element is the field's value for one event
/// (partial objects are completed as for resolvers); the subscription completes when it ends.
public typealias MockSubscriptionSource = @Sendable (MockResolverInfo) -> AsyncStream<JSONValue>

/// How a ``GraphQLMockServer`` makes up data: seed, list lengths, overrides, resolvers, injected
/// field errors and limits.
///
/// Precedence for a field's value: an injected error, then the field's resolver, then the value
/// the parent object already holds (from its resolver or a type override), then generation.
public struct MockServerConfiguration: Sendable {
    /// The seed all generated values derive from; the same seed and query give the same JSON.
    public var seed: UInt64
    /// The length of generated lists.
    public var defaultListLength: Int
    /// Generated list lengths per field coordinate, e.g. `["Query.reviews": 5]`.
    public var listLengths: [String: Int]
    /// Fixed field values per object type, e.g. `["Human": ["homePlanet": "Tatooine"]]`; the
    /// other fields are generated.
    public var typeValues: [String: JSONObject]
    /// Resolvers per field coordinate, e.g. `"Query.hero"`.
    public var resolvers: [String: MockResolver]
    /// Generators per scalar name (built-in ones such as `String` included); a custom scalar
    /// without one gets a string.
    public var scalarGenerators: [String: MockScalarGenerator]
    /// Choosers of the concrete type per abstract type name.
    public var typeChoosers: [String: MockTypeChooser]
    /// Event sources per subscription field coordinate, e.g. `"Subscription.reviewAdded"`; a
    /// field without one is fed by ``GraphQLMockServer/publish(_:to:)``.
    public var subscriptionSources: [String: MockSubscriptionSource]
    /// Field errors to inject.
    public var fieldErrors: [MockFieldErrorRule]
    /// Bounds on what one request may cost.
    public var limits: MockServerLimits

    /// Creates a configuration with defaults (seed 0, lists of 2), adjusted by `configure`.
    /// - Parameter configure: Changes to the defaults.
    public init(_ configure: (inout MockServerConfiguration) -> Void = { _ in }) {
        seed = 0
        defaultListLength = 2
        listLengths = [:]
        typeValues = [:]
        resolvers = [:]
        scalarGenerators = [:]
        typeChoosers = [:]
        subscriptionSources = [:]
        fieldErrors = []
        limits = MockServerLimits()
        configure(&self)
    }

    /// Registers `resolver` for the field at `coordinate` (e.g. `Query.hero`).
    /// - Parameters:
    ///   - coordinate: `Type.field`.
    ///   - resolver: The resolver.
    public mutating func resolve(_ coordinate: String, with resolver: @escaping MockResolver) {
        resolvers[coordinate] = resolver
    }
}

/// Bounds that keep one request from costing unbounded time or memory: beyond them the server
/// answers with a request error instead of data.
public struct MockServerLimits: Sendable, Hashable {
    /// The largest document accepted, in UTF-8 bytes (default 1 MiB).
    public var maximumDocumentBytes: Int
    /// The deepest nesting the parser accepts (default 64).
    public var maximumDepth: Int
    /// The most tokens the parser reads (default 100,000).
    public var maximumTokens: Int
    /// The most values (objects, list items and leaves) one response may hold (default 100,000).
    public var maximumResponseValues: Int
    /// The longest list generated for any field, whatever the configured length (default 1,000).
    public var maximumListLength: Int

    /// Creates limits with the defaults.
    public init(
        maximumDocumentBytes: Int = 1024 * 1024,
        maximumDepth: Int = 64,
        maximumTokens: Int = 100_000,
        maximumResponseValues: Int = 100_000,
        maximumListLength: Int = 1_000
    ) {
        self.maximumDocumentBytes = maximumDocumentBytes
        self.maximumDepth = maximumDepth
        self.maximumTokens = maximumTokens
        self.maximumResponseValues = maximumResponseValues
        self.maximumListLength = maximumListLength
    }
}
