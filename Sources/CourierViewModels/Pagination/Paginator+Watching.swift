extension Paginator {
    /// A stream of the merged item list: the current ``items`` at once, then the list after every
    /// loaded page, cache change of a loaded page, and ``reset()``.
    ///
    /// Multicast: each call makes a new stream. Buffering: only the newest list is kept, so a slow
    /// consumer skips intermediate lists. Termination: the stream ends when the consuming task is
    /// cancelled or the paginator is deallocated.
    ///
    /// - Returns: The stream.
    public func itemUpdates() -> AsyncStream<[Item]> {
        var captured: AsyncStream<[Item]>.Continuation?
        let stream = AsyncStream([Item].self, bufferingPolicy: .bufferingNewest(1)) { captured = $0 }
        guard let continuation = captured else { return stream }
        let id = nextSubscriber
        nextSubscriber += 1
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeSubscriber(id) }
        }
        continuation.yield(items)
        return stream
    }

    func publish() {
        guard !subscribers.isEmpty else { return }
        let current = items
        for subscriber in subscribers.values { subscriber.yield(current) }
    }

    func startWatching(_ index: Int) {
        guard let watch = source.watch else { return }
        let query = loaded[index].query
        let epoch = epoch
        loaded[index].watchTask = Task { [weak self] in
            let updates = await watch(query)
            for await data in updates {
                guard let self else { return }
                await self.pageChanged(index, data: data, epoch: epoch)
            }
        }
    }

    private func pageChanged(_ index: Int, data: Query.Data, epoch: Int) {
        guard epoch == self.epoch, loaded.indices.contains(index),
            let step = strategy.read(loaded[index].position, data)
        else { return }
        loaded[index].items = step.items
        publish()
    }

    private func removeSubscriber(_ id: Int) {
        subscribers.removeValue(forKey: id)
    }
}
