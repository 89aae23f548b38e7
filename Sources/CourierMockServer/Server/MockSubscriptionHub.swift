import CourierAPI
import CourierLoopback
import CourierSupport
import Foundation

/// The subscribers of each subscription field that ``GraphQLMockServer/publish(_:to:)`` feeds.
///
/// Registration is synchronous (under the box's lock), so a subscriber counted by
/// ``subscriberCount(for:)`` receives every later event.
final class MockSubscriptionHub: Sendable {
    private let subscribers = Locked<[String: [UUID: AsyncStream<JSONValue>.Continuation]]>([:])

    /// A stream of the events published to `field`; it ends with ``complete(_:)`` or when the
    /// consumer stops (unbuffered beyond the stream's own buffer).
    func stream(for field: String) -> AsyncStream<JSONValue> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<JSONValue>.makeStream()
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { $0[field]?[id] = nil }
        }
        subscribers.withLock { $0[field, default: [:]][id] = continuation }
        return stream
    }

    func publish(_ value: JSONValue, to field: String) -> Int {
        let targets = subscribers.withLock { Array(($0[field] ?? [:]).values) }
        for continuation in targets { continuation.yield(value) }
        return targets.count
    }

    func complete(_ field: String) {
        let targets = subscribers.withLock { state in
            defer { state[field] = nil }
            return Array((state[field] ?? [:]).values)
        }
        for continuation in targets { continuation.finish() }
    }

    func subscriberCount(for field: String) -> Int {
        subscribers.withLock { $0[field]?.count ?? 0 }
    }
}
