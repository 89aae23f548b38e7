@testable import CourierGraphQL
import Testing

/// Collects what a watcher's stream yields, from a consuming task.
actor WatchCollector<Element: Sendable> {
    private(set) var elements: [Element] = []
    private(set) var finished = false

    func append(_ element: Element) { elements.append(element) }
    func finish() { finished = true }

    /// Starts a task consuming `stream` into a new collector.
    static func start(_ stream: AsyncStream<Element>) -> (WatchCollector<Element>, Task<Void, Never>) {
        let collector = WatchCollector<Element>()
        let task = Task {
            for await element in stream { await collector.append(element) }
            await collector.finish()
        }
        return (collector, task)
    }
}

/// Waits, without sleeping, until `condition` holds (yielding to other tasks), or records an
/// issue after many rounds.
func eventually(_ what: String = "condition", _ condition: () async -> Bool) async {
    for _ in 0..<20_000 {
        if await condition() { return }
        await Task.yield()
    }
    Issue.record("timed out waiting for \(what)")
}
