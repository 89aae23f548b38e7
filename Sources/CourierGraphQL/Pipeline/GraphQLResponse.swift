public import CourierAPI
public import CourierHTTP

/// A server's (or a cache's) answer to one ``GraphQLRequest``, before decoding into generated
/// types.
public struct GraphQLResponse: Sendable {
    /// The `data` member: `nil` when absent, ``/CourierAPI/JSONValue/null`` when the server sent `null`.
    ///
    /// A response the client parsed keeps `data` on the ``/CourierAPI/JSONTape`` it was parsed
    /// onto, and generated types and the store read it there; this tree is built on each read
    /// (so read it once), and setting it replaces the tape.
    public var data: JSONValue? {
        get { storage?.jsonValue }
        set { storage = newValue.map(DataStorage.tree) }
    }
    /// Where `data` is held: `nil` when absent.
    var storage: DataStorage?
    /// The `errors` member (empty when absent).
    public var errors: [GraphQLError]
    /// The `extensions` member.
    public var extensions: JSONObject?
    /// The HTTP response it came in, when it came over HTTP (a batch's results share one).
    public var httpResponse: HTTPResponse?
    /// Where it came from.
    public var source: GraphQLResultSource
    /// How many attempts it took; retry interceptors raise it.
    public var attempts: Int

    /// Creates a response.
    /// - Parameters:
    ///   - data: The `data` member.
    ///   - errors: The `errors` member.
    ///   - extensions: The `extensions` member.
    ///   - httpResponse: The HTTP response.
    ///   - source: Where it came from.
    public init(
        data: JSONValue?,
        errors: [GraphQLError] = [],
        extensions: JSONObject? = nil,
        httpResponse: HTTPResponse? = nil,
        source: GraphQLResultSource = .network
    ) {
        storage = data.map(DataStorage.tree)
        self.errors = errors
        self.extensions = extensions
        self.httpResponse = httpResponse
        self.source = source
        attempts = 1
    }
}

extension GraphQLResponse {
    /// How a response holds its `data`: a tree, or a value on the tape the body was parsed onto.
    enum DataStorage: Sendable {
        case tree(JSONValue)
        case tape(JSONTapeValue)

        var jsonValue: JSONValue {
            switch self {
            case .tree(let value): value
            case .tape(let value): value.jsonValue
            }
        }

        var isNull: Bool {
            switch self {
            case .tree(let value): value.isNull
            case .tape(let value): value.isNull
            }
        }

        var isObject: Bool {
            switch self {
            case .tree(let value): value.isObject
            case .tape(let value): value.isObject
            }
        }
    }

    /// A response whose `data` is held as `storage`.
    init(storage: DataStorage?, errors: [GraphQLError], extensions: JSONObject?, httpResponse: HTTPResponse? = nil) {
        self.init(data: nil, errors: errors, extensions: extensions, httpResponse: httpResponse)
        self.storage = storage
    }

    /// Whether the server sent `"data": null`.
    var hasNullData: Bool { storage?.isNull ?? false }
}
