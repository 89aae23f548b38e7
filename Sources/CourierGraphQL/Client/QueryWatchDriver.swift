import CourierAPI

/// The state behind one ``GraphQLQueryWatcher``: follows the store's watch of the query, runs
/// fetches, and decides what to yield (no duplicates; a network answer is yielded as such even
/// though its write also wakes the store watch).
actor QueryWatchDriver<Query: GraphQLQuery> {
    typealias Element = GraphQLQueryWatcher<Query>.Element

    private let client: GraphQLClient
    private let query: Query
    private let options: GraphQLRequestOptions
    private let refetchOnMiss: Bool
    private let continuation: AsyncStream<Element>.Continuation
    /// The data last yielded, to skip identical values.
    private var lastData: Query.Data?
    /// The store watch's count of complete reads at the last miss handled: a miss that carries a
    /// higher count follows complete data, even when the complete read itself was replaced in the
    /// watch's one-element buffer before this driver took it.
    private var completeReadsAtLastMiss = 0
    private var fetchesInFlight = 0
    /// Whether the store changed while a fetch was in flight: once the fetches end, the store is
    /// read again and its current data yielded if it differs from the last value.
    private(set) var storeChangedDuringFetch = false
    /// Whether complete data went missing while a fetch was in flight: once the fetches end, the
    /// store is read again and, if it still cannot answer, the query is fetched once.
    private(set) var missRefetchPending = false
    private var missRefetch: Task<Void, Never>?
    private var stopped = false

    init(client: GraphQLClient, query: Query, options: GraphQLRequestOptions, refetchOnMiss: Bool, continuation: AsyncStream<Element>.Continuation) {
        self.client = client
        self.query = query
        self.options = options
        self.refetchOnMiss = refetchOnMiss
        self.continuation = continuation
    }

    /// Registers the store watch, produces the first value per `policy`, then follows the store
    /// until the task is cancelled.
    func run(policy: CachePolicy.SingleResponse) async {
        let updates = await client.store.watchUpdates(query: query)
        var iterator = updates.makeAsyncIterator()
        guard let first = await iterator.next() else { return }
        if case .failure = first.result { completeReadsAtLastMiss = first.completeReads }
        // The store watch reads expired records; cache first must not answer with them.
        switch (policy, first.result) {
        case (.returnCacheDataElseFetch, .success(let data)) where await client.cachedResult(for: query, allowingStale: false) != nil:
            yieldStore(data)
        default:
            await fetch(policy == .returnCacheDataElseFetch ? .fetchIgnoringCacheData : policy)
        }
        while let update = await iterator.next() {
            storeChanged(update)
        }
        continuation.finish()
    }

    /// Fetches with `policy` and yields the answer or the failure (nothing when cancelled).
    func fetch(_ policy: CachePolicy.SingleResponse) async {
        guard !stopped else { return }
        fetchesInFlight += 1
        let element: Element?
        do {
            element = .success(try await client.fetch(query: query, cachePolicy: policy, options: options))
        } catch let error as GraphQLClientError {
            element = error.kind == .cancelled ? nil : .failure(error)
        } catch {
            element = .failure(GraphQLClientError(.transport, operationName: Query.operationName, underlyingError: error))
        }
        fetchesInFlight -= 1
        if let element, !Task.isCancelled, !stopped {
            if case .success(let result) = element, let data = result.data { lastData = data }
            continuation.yield(element)
        }
        guard fetchesInFlight == 0, storeChangedDuringFetch || missRefetchPending else { return }
        // Store data seen while the fetch was in flight can be older than what the fetch itself
        // wrote: yielding it would put a stale value after a newer one. What the store holds now
        // is the newest; it is yielded only if it differs from what was last yielded. A miss seen
        // during the fetch stands only if the store still cannot answer now.
        let refetchIfMissing = missRefetchPending
        storeChangedDuringFetch = false
        missRefetchPending = false
        let current = await client.cachedResult(for: query, allowingStale: true)?.data
        if fetchesInFlight > 0 {
            storeChangedDuringFetch = storeChangedDuringFetch || current != nil
            missRefetchPending = missRefetchPending || (refetchIfMissing && current == nil)
        } else if let current {
            yieldStore(current)
        } else if refetchIfMissing {
            startMissRefetch()
        }
    }

    /// Ends the watch: cancels a refetch in flight; later fetches do nothing.
    func stop() {
        stopped = true
        missRefetch?.cancel()
        missRefetch = nil
        continuation.finish()
    }

    private func storeChanged(_ update: StoreWatchUpdate<Query.Data>) {
        switch update.result {
        case .success(let data):
            if fetchesInFlight > 0 { storeChangedDuringFetch = true } else { yieldStore(data) }
        case .failure(let error):
            // The count, not the elements this driver happened to take, says whether the data was
            // complete since the last miss: the watch may have dropped the complete read.
            let wasComplete = update.completeReads > completeReadsAtLastMiss
            completeReadsAtLastMiss = update.completeReads
            storeChangedDuringFetch = false
            guard refetchOnMiss, wasComplete, error.isMiss, !stopped else { return }
            if fetchesInFlight > 0 { missRefetchPending = true } else { startMissRefetch() }
        }
    }

    private func startMissRefetch() {
        guard !stopped else { return }
        missRefetch = Task { await self.fetch(.fetchIgnoringCacheData) }
    }

    private func yieldStore(_ data: Query.Data) {
        guard data != lastData, !stopped else { return }
        lastData = data
        continuation.yield(.success(GraphQLResult(data: data, source: .cache)))
    }
}
