import CourierAPI
import Foundation
import Testing

@testable import CourierGraphQL

@Suite("The channel between a WebSocket transport and a subscription stream")
struct SubscriptionEventChannelTests {
    /// Counts how often the termination handler ran.
    private final class TerminationCount: @unchecked Sendable {
        // `lock` guards `count`.
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() { lock.withLock { count += 1 } }
    }

    private func response(_ number: Int) -> GraphQLSubscriptionTransportEvent {
        .response(GraphQLResponse(data: ["count": .number(.integer(Int64(number)))]))
    }

    private func numbers(_ events: [GraphQLSubscriptionTransportEvent]) -> [Int] {
        events.map { event in
            guard case .response(let response) = event else { return -1 }
            return response.data?["count"]?.numberValue?.int64Value.map(Int.init) ?? -1
        }
    }

    private func channel(limit: Int = 10) -> (SubscriptionEventChannel, TerminationCount) {
        let terminations = TerminationCount()
        return (SubscriptionEventChannel(limit: limit) { terminations.increment() }, terminations)
    }

    @Test func aTakeReturnsEverythingQueuedInOrderThenTheEnd() async throws {
        let (channel, terminations) = channel()
        #expect(channel.send([response(1), response(2)]))
        #expect(channel.send([.reconnected, response(3)]))
        channel.finish()
        let batch = await channel.take()
        #expect(numbers(batch.events) == [1, 2, -1, 3])
        #expect(try #require(batch.end).isSuccess)
        // The end stays: a second take returns it again, with no events.
        let again = await channel.take()
        #expect(again.events.isEmpty)
        #expect(try #require(again.end).isSuccess)
        #expect(terminations.value == 0)
    }

    @Test func aFailureComesAfterTheQueuedEventsAndDoesNotRunTheTerminationHandler() async throws {
        let (channel, terminations) = channel()
        channel.send([response(1)])
        channel.finish(throwing: GraphQLSubscriptionError(.operationFailed))
        let batch = await channel.take()
        #expect(numbers(batch.events) == [1])
        let end = try #require(batch.end)
        #expect(throws: GraphQLSubscriptionError.self) { try end.get() }
        #expect(terminations.value == 0)
    }

    @Test func eventsBeyondTheLimitAreRefused() async {
        let (channel, _) = channel(limit: 2)
        #expect(channel.send([response(1)]))
        #expect(!channel.send([response(2), response(3)]))
        let batch = await channel.take()
        #expect(numbers(batch.events) == [1, 2])
        #expect(batch.end == nil)
    }

    @Test func burstsStayApart() async {
        let (channel, _) = channel()
        channel.send([response(1), response(2)])
        channel.send([response(3)])
        let batch = await channel.take()
        #expect(batch.bursts.map(numbers) == [[1, 2], [3]])
    }

    @Test func aWaitingReaderIsWokenWithTheWholeBurst() async {
        let (channel, _) = channel()
        let reader = Task { await channel.take() }
        // Whether the reader is parked yet or not, it gets the burst in one take.
        channel.send([response(1), response(2), response(3)])
        let batch = await reader.value
        #expect(numbers(batch.events) == [1, 2, 3])
    }

    @Test func cancellingTheReaderEndsTheChannelAndRunsTheHandlerOnce() async throws {
        let (channel, terminations) = channel()
        let reader = Task { await channel.take() }
        reader.cancel()
        let batch = await reader.value
        #expect(batch.events.isEmpty)
        #expect(try #require(batch.end).isSuccess)
        channel.cancel()
        #expect(terminations.value == 1)
        // Events after the end are dropped without an overflow.
        #expect(channel.send([response(1)]))
        #expect(await channel.take().events.isEmpty)
    }

    @Test func releasingTheReceiverRunsTheHandler() {
        let (channel, terminations) = channel()
        var receiver: SubscriptionEventReceiver? = SubscriptionEventReceiver(channel)
        #expect(receiver != nil)
        receiver = nil
        #expect(terminations.value == 1)
    }

    @Test func aFinishedChannelDoesNotRunTheHandlerWhenReleased() {
        let (channel, terminations) = channel()
        var receiver: SubscriptionEventReceiver? = SubscriptionEventReceiver(channel)
        channel.finish()
        #expect(receiver != nil)
        receiver = nil
        #expect(terminations.value == 0)
    }
}

extension SubscriptionEventChannel.Batch {
    /// The events of all bursts, in order.
    fileprivate var events: [GraphQLSubscriptionTransportEvent] { Array(bursts.joined()) }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
