public import CourierAPI

/// A live query: its result now, and again whenever the store changes a field it read.
///
/// Made by ``GraphQLClient/watch(query:cachePolicy:refetchOnMiss:options:)``.
///
/// ```swift
/// let watcher = client.watch(query: HeroNameQuery())
/// Task { for await element in watcher { model.apply(element) } }   // one task consumes
/// await watcher.refetch()                                           // another refreshes
/// ```
///
/// - Elements: `.success` with a ``GraphQLResult`` (source `.network` for an answer from the
///   server, `.cache` for a store read), or `.failure` with the ``GraphQLClientError`` of a failed
///   fetch. A failure is an element, not the end: later store changes or a ``refetch(cachePolicy:)``
///   yield values again.
/// - Emissions: the first value follows the cache policy; after that, a value is yielded each time
///   a write, removal or optimistic layer changes a field the last read touched and the data
///   differs from the last value yielded (an identical write yields nothing). When a change
///   leaves the store unable to answer the query (a removed record, a new field missing) and
///   `refetchOnMiss` is on, the watcher fetches from the network once.
/// - Buffering: only the newest unconsumed element is kept; a slow consumer skips intermediate
///   values, never sees an older one after a newer.
/// - Unicast: iterate it once, from one task; ``refetch(cachePolicy:)`` may be called from any
///   task (copies of the value share the same watch).
/// - Termination: the sequence ends when the consuming task is cancelled or every copy of the
///   watcher and its iterator is dropped; the store watch is then unregistered and a fetch in
///   flight for it is cancelled.
public struct GraphQLQueryWatcher<Query: GraphQLQuery>: AsyncSequence, Sendable {
    /// The element: a result, or the failure of a fetch.
    public typealias Element = Result<GraphQLResult<Query.Data>, GraphQLClientError>

    /// The watched query.
    public let query: Query
    let stream: AsyncStream<Element>
    let driver: QueryWatchDriver<Query>

    /// The iterator.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<Element>.AsyncIterator

        /// The next element, or `nil` once the watch ended.
        ///
        /// - Returns: The element.
        public mutating func next() async -> Element? {
            await base.next()
        }

        /// The next element, or `nil` once the watch ended, running in `actor`'s isolation: what
        /// `for await` calls, and what code isolated to an actor (a `@MainActor` view model)
        /// calls to hold the iterator across awaits without sending it elsewhere.
        ///
        /// - Parameter actor: The caller's actor; pass `#isolation`.
        /// - Returns: The element.
        @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            await base.next(isolation: actor)
        }
    }

    /// Makes the (single) iterator.
    ///
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: stream.makeAsyncIterator())
    }

    /// Fetches the query again and yields the answer (or its failure) into the sequence; for
    /// pull-to-refresh.
    ///
    /// Returns when the answer was yielded, so `.refreshable { await watcher.refetch() }` shows
    /// its spinner for the whole fetch. Cancelling the calling task cancels the request (nothing
    /// is yielded then). After the watch ended it does nothing.
    ///
    /// - Parameter cachePolicy: Where the answer comes from; the network by default.
    public func refetch(cachePolicy: CachePolicy.SingleResponse = .fetchIgnoringCacheData) async {
        await driver.fetch(cachePolicy)
    }
}

extension GraphQLClient {
    /// Watches a query: yields its result per `cachePolicy`, then again whenever the store changes
    /// data it read. See ``GraphQLQueryWatcher`` for emission, buffering and termination.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: How the first value is obtained; cache first by default. Later values come
    ///     from the store, whatever the policy.
    ///   - refetchOnMiss: Whether to fetch from the network when a store change makes the
    ///     query's cached data incomplete.
    ///   - options: Per-request choices for every fetch the watcher makes.
    /// - Returns: The watcher; it starts at once and runs until the consuming task is cancelled or
    ///   it is dropped.
    public func watch<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        refetchOnMiss: Bool = true,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> GraphQLQueryWatcher<Query> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: GraphQLQueryWatcher<Query>.Element.self, bufferingPolicy: .bufferingNewest(1))
        let driver = QueryWatchDriver(
            client: self, query: query, options: options, refetchOnMiss: refetchOnMiss, continuation: continuation)
        let task = Task { await driver.run(policy: cachePolicy) }
        continuation.onTermination = { _ in
            task.cancel()
            Task { await driver.stop() }
        }
        return GraphQLQueryWatcher(query: query, stream: stream, driver: driver)
    }
}
