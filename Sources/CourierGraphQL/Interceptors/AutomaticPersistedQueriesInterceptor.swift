import CourierAPI

/// An interceptor for automatic persisted queries (APQ): it sends only the document's SHA-256
/// first and, when the server answers `PersistedQueryNotFound`, sends again with the document,
/// which registers it for next time.
///
/// With ``usesGETForHashedQueries`` a hashed query goes as a `GET`, so HTTP caches and CDNs can
/// answer it; the registering resend keeps the request's own method. When the server says
/// `PersistedQueryNotSupported`, the interceptor stops hashing for the rest of its life.
public struct AutomaticPersistedQueriesInterceptor: GraphQLInterceptor {
    /// Whether hashed queries are sent as `GET`.
    public var usesGETForHashedQueries: Bool
    private let state = APQState()

    /// Creates the interceptor.
    /// - Parameter usesGETForHashedQueries: Whether hashed queries go as `GET`; `false` by default.
    public init(usesGETForHashedQueries: Bool = false) {
        self.usesGETForHashedQueries = usesGETForHashedQueries
    }

    /// Sends the hash, then the document if the server does not know the hash.
    ///
    /// The hash sent is the SHA-256 of the exact UTF-8 bytes of the document that the
    /// registering request carries, computed here rather than taken from
    /// ``GraphQLRequest/operationIdentifier``: an identifier stated by stale generated code, set
    /// by hand, or left over after an earlier interceptor changed the document would not match,
    /// and a server stores a document only under its true hash.
    public func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse {
        guard let document = request.document, request.operationType != .subscription,
            !UploadExtractor.hasFiles(request.variables), await !state.isDisabled
        else {
            return try await next(request)
        }
        // Not the stated identifier: the hash of the bytes that the registering request sends.
        let hash = SHA256.hexDigest(Array(document.utf8))
        var hashed = request
        hashed.extensions["persistedQuery"] = .object(["version": 1, "sha256Hash": .string(hash)])
        hashed.includesDocument = false
        if usesGETForHashedQueries, request.operationType == .query { hashed.method = .get }

        let verdict: Verdict
        do {
            let response = try await next(hashed)
            verdict = Verdict(response.errors.map { ($0.message, $0.code) })
            if verdict == .accepted { return response }
        } catch let error as GraphQLClientError {
            // Some servers answer a miss with a non-GraphQL 400 body.
            let excerpt = error.bodyExcerpt ?? ""
            guard case .httpStatus = error.kind, excerpt.contains("PersistedQuery") else { throw error }
            verdict = excerpt.contains("NotSupported") || excerpt.contains("NOT_SUPPORTED") ? .notSupported : .notFound
        }
        if verdict == .notSupported {
            await state.disable()
            return try await next(request)
        }
        var registering = hashed
        registering.includesDocument = true
        registering.method = request.method
        return try await next(registering)
    }

    private enum Verdict: Equatable {
        case accepted, notFound, notSupported

        init(_ errors: [(message: String, code: String?)]) {
            if errors.contains(where: {
                $0.message == "PersistedQueryNotSupported" || $0.code == "PERSISTED_QUERY_NOT_SUPPORTED"
            }) {
                self = .notSupported
            } else if errors.contains(where: {
                $0.message == "PersistedQueryNotFound" || $0.code == "PERSISTED_QUERY_NOT_FOUND"
            }) {
                self = .notFound
            } else {
                self = .accepted
            }
        }
    }
}

/// Whether the server turned persisted queries down.
private actor APQState {
    private(set) var isDisabled = false
    func disable() { isDisabled = true }
}

extension AutomaticPersistedQueriesInterceptor {
    /// Passes a streamed operation through untouched: its document is always sent.
    /// - Parameters:
    ///   - request: The streamed operation.
    ///   - next: The rest of the chain.
    /// - Returns: The events of `next`.
    public func interceptStream(
        _ request: GraphQLRequest,
        next: GraphQLStreamNext
    ) -> GraphQLSubscriptionTransportStream {
        next(request)
    }
}
