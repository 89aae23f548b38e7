/// How a request uses the client's normalized cache (``GraphQLClient/store``).
///
/// The policy's *type* decides what the call returns:
///
/// | Type | Returns | Policies |
/// |---|---|---|
/// | ``SingleResponse`` | one ``GraphQLResult`` | cache-first, network-only, no-cache, network-first |
/// | ``CacheOnly`` | an optional ``GraphQLResult`` (`nil` on a miss) | cache-only |
/// | ``CacheAndNetwork`` | a stream of up to two results | cache-and-network |
///
/// So there is no policy that "returns the first of several values": every value a policy
/// produces reaches the caller.
public enum CachePolicy {
    /// Policies that produce exactly one result.
    public enum SingleResponse: Sendable, Hashable {
        /// Answers from the cache when it holds every field the query selects (and no record is
        /// expired); otherwise fetches from the network and writes the answer. The default.
        case returnCacheDataElseFetch
        /// Always fetches from the network, and writes the answer to the cache.
        case fetchIgnoringCacheData
        /// Always fetches from the network and neither reads nor writes the cache.
        case fetchIgnoringCacheCompletely
        /// Fetches from the network (writing the answer); when no answer arrives — a transport
        /// failure or a timeout (``GraphQLClientError/Kind/transport``,
        /// ``GraphQLClientError/Kind/timeout``) — answers from the cache instead, and throws the
        /// original error when the cache misses too. HTTP status failures are answers: they throw.
        case networkFirst
    }

    /// Policies that read only the cache and never send a request.
    public enum CacheOnly: Sendable, Hashable {
        /// Answers from the cache, or `nil` when it misses.
        case returnCacheDataDontFetch
    }

    /// Policies that answer from the cache first and then from the network.
    public enum CacheAndNetwork: Sendable, Hashable {
        /// Yields the cached result (when the cache holds it), then fetches from the network,
        /// writes the answer and yields it.
        case returnCacheDataAndFetch
    }
}
