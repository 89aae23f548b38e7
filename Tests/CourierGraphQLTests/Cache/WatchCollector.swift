import Foundation
import Testing

@testable import CourierGraphQL

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

/// Waits until `condition` holds, checking every millisecond, or records an issue after 30 s of
/// wall time (a sleep, not `Task.yield()`, so a busy pool still runs the tasks it waits for).
func eventually(_ what: String = "condition", _ condition: () async -> Bool) async {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
        if await condition() { return }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    Issue.record("timed out waiting for \(what)")
}
