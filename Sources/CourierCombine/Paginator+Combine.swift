#if canImport(Combine)
public import Combine
public import CourierViewModels

extension Paginator {
    /// A publisher that loads the next page when subscribed to (or joins the load in flight) and
    /// publishes it, or finishes without a value at the end.
    ///
    /// Cancelling the subscription cancels the request once no other caller waits for it. Fails
    /// with what ``CourierViewModels/Paginator/loadNext()`` throws; the position stays, so the
    /// next subscription retries the same page.
    ///
    /// - Returns: A publisher of at most one page.
    public nonisolated func nextPagePublisher() -> AnyPublisher<Page, any Error> {
        AsyncBridgePublisher<Page, any Error>(
            body: { emitter in if let page = try await self.loadNext() { try await emitter.emit(page) } },
            mapError: { $0 }
        ).eraseToAnyPublisher()
    }

    /// A publisher that loads pages one after another as the subscriber demands them (one request
    /// per demanded page, none ahead of demand) and finishes after the last page, without waiting
    /// for more demand; fails with the first failed page's error.
    ///
    /// - Returns: The pages.
    public nonisolated func pagesPublisher() -> AnyPublisher<Page, any Error> {
        AsyncBridgePublisher<Page, any Error>(
            body: { emitter in
                var pages = self.pages.makeAsyncIterator()
                // The next page is requested only once the subscriber wants it; the end is
                // known from the last page, so finishing needs no further demand.
                while await self.hasMore {
                    try await emitter.demand()
                    guard let page = try await pages.next() else { return }
                    try await emitter.emit(page)
                }
            },
            mapError: { $0 }
        ).eraseToAnyPublisher()
    }

    /// A publisher of the merged item list: the current items at once, then the list after every
    /// loaded page, cache change of a loaded page and ``CourierViewModels/Paginator/reset()``.
    /// It never finishes by itself; cancel it to stop.
    ///
    /// - Returns: The merged lists.
    public nonisolated func itemsPublisher() -> AnyPublisher<[Item], Never> {
        AsyncBridgePublisher<[Item], Never>(
            body: { emitter in
                for await items in await self.itemUpdates() { try await emitter.emit(items) }
            },
            mapError: { _ in nil }
        ).eraseToAnyPublisher()
    }
}
#endif
