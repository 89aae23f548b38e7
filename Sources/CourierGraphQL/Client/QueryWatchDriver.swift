import CourierAPI

/// The state behind one ``GraphQLQueryWatcher``: follows the store's watch of the query, runs
/// fetches, and decides what to yield (no duplicates).
///
/// Each result reaches it once. A fetch's own answer is yielded from the fetch; its write to the
/// store re-reads this watch silently (``GraphQLStore/write(responseData:for:deliveredTo:)``)
/// and returns the watch's generation, so store reads made before that write — older than the
/// answer, perhaps still queued — are recognised by their generation and dropped. Other store
/// changes are yielded as they come, also while a fetch is in flight.
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
    /// The store watch's identifier, for the fetches' writes.
    private var watch: Int?
    /// The watch generation the last delivered fetch answer covers: store reads up to it are older.
    private var deliveredGeneration = 0
    private var fetchesInFlight = 0
    /// The generation of a miss that arrived while a fetch was in flight, to refetch once the
    /// fetches end unless one of their writes came after it.
    private var missDuringFetch: Int?
    private var missRefetch: Task<Void, Never>?
    private var stopped = false

    /// Whether a miss waits for the fetches in flight to end (for tests).
    var missRefetchPending: Bool { missDuringFetch != nil }

    init(
        client: GraphQLClient, query: Query, options: GraphQLRequestOptions, refetchOnMiss: Bool,
        continuation: AsyncStream<Element>.Continuation
    ) {
        self.client = client
        self.query = query
        self.options = options
        self.refetchOnMiss = refetchOnMiss
        self.continuation = continuation
    }

    /// Registers the store watch, produces the first value per `policy`, then follows the store
    /// until the task is cancelled.
    func run(policy: CachePolicy.SingleResponse) async {
        let (updates, identifier) = await client.store.watchUpdates(query: query)
        watch = identifier
        var iterator = updates.makeAsyncIterator()
        guard let first = await iterator.next() else { return }
        if case .failure = first.result { completeReadsAtLastMiss = first.completeReads }
        // The store watch reads expired records; cache first must not answer with them.
        switch (policy, first.result) {
        case (.returnCacheDataElseFetch, .success(let data))
        where await client.cachedResult(for: query, allowingStale: false) != nil:
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
            let fetched = try await client.fetch(
                query: query, cachePolicy: policy, options: options, deliveredTo: watch
            )
            if let generation = fetched.generation { deliveredGeneration = max(deliveredGeneration, generation) }
            element = .success(fetched.result)
        } catch let error as GraphQLClientError {
            element = error.kind == .cancelled ? nil : .failure(error)
        } catch {
            element = .failure(
                GraphQLClientError(.transport, operationName: Query.operationName, underlyingError: error))
        }
        fetchesInFlight -= 1
        if let element, !Task.isCancelled, !stopped {
            if case .success(let result) = element, let data = result.data { lastData = data }
            continuation.yield(element)
        }
        // A miss seen meanwhile stands unless a fetch's write came after it.
        guard fetchesInFlight == 0, let miss = missDuringFetch else { return }
        missDuringFetch = nil
        if miss > deliveredGeneration { startMissRefetch() }
    }

    /// Ends the watch: cancels a refetch in flight; later fetches do nothing.
    func stop() {
        stopped = true
        missRefetch?.cancel()
        missRefetch = nil
        continuation.finish()
    }

    private func storeChanged(_ update: StoreWatchUpdate<Query.Data>) {
        // Older than a fetch answer already yielded: that answer superseded it.
        guard update.generation > deliveredGeneration else { return }
        switch update.result {
        case .success(let data):
            missDuringFetch = nil
            yieldStore(data)
        case .failure(let error):
            // The count, not the elements this driver happened to take, says whether the data was
            // complete since the last miss: the watch may have dropped the complete read.
            let wasComplete = update.completeReads > completeReadsAtLastMiss
            completeReadsAtLastMiss = update.completeReads
            guard refetchOnMiss, wasComplete, error.isMiss, !stopped else { return }
            if fetchesInFlight > 0 { missDuringFetch = update.generation } else { startMissRefetch() }
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
