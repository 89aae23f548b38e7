/// Collects what a stream emits, so a step can take the values one at a time across awaits
/// from the main actor (holding an async iterator there would send it to another isolation).
actor Inbox<Element: Sendable> {
    private var buffered: [Element] = []
    private var waiter: CheckedContinuation<Element?, Never>?
    private var finished = false
    private var feeding: Task<Void, Never>?

    /// An inbox fed by `stream` until the stream ends or ``close()`` is called.
    static func consuming(_ stream: AsyncStream<Element>) async -> Inbox {
        let inbox = Inbox()
        await inbox.start(stream)
        return inbox
    }

    private func start(_ stream: AsyncStream<Element>) {
        feeding = Task {
            for await element in stream { self.put(element) }
            self.finish()
        }
    }

    private func put(_ element: Element) {
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: element)
        } else {
            buffered.append(element)
        }
    }

    private func finish() {
        finished = true
        waiter?.resume(returning: nil)
        waiter = nil
    }

    /// The next element, or `nil` once the stream ended, the inbox was closed, or the calling
    /// task was cancelled while waiting.
    func next() async -> Element? {
        if !buffered.isEmpty { return buffered.removeFirst() }
        if finished || Task.isCancelled { return nil }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { waiter = $0 }
        } onCancel: {
            Task { await self.close() }
        }
    }

    /// Stops consuming the stream and wakes a waiting caller with `nil`.
    func close() {
        feeding?.cancel()
        finish()
    }
}
