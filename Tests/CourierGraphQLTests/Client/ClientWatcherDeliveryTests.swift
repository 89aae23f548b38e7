import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

/// A watcher receives each network result once: from its fetch, not again as the store change
/// its own write makes.
@Suite struct ClientWatcherDeliveryTests {
    /// A hero that is its own friend: normalized, both land on `Droid:2001`, so the store read
    /// back after the write differs from the network answer (one of the two names wins). Before
    /// the change the watcher got the answer twice, from the fetch and from the store, and yielded
    /// the store's version as a second element.
    static let selfFriend = jsonResponse(
        #"""
        {"data":{"hero":{"__typename":"Droid","id":"2001","name":"R2-D2",\#
        "friends":[{"__typename":"Droid","id":"2001","name":"Artoo"}],"stats":null,"primaryFunction":"Astromech"}}}
        """#)

    @Test func eachNetworkResultIsYieldedOnceAndNotAgainAsItsOwnStoreWrite() async throws {
        let (client, transport) = makeCachingClient { _ in Self.selfFriend }
        let watcher = client.watch(query: CacheHeroQuery())
        let (collector, task) = WatcherCollector.start(watcher)
        defer { task.cancel() }
        await eventually("the first answer") { await collector.elements.count == 1 }
        await watcher.refetch()
        await eventually("the refetched answer") { await collector.elements.count == 2 }
        // Time for a second delivery of either answer to show up.
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(await collector.sources == [.network, .network])
        #expect(transport.sentRequests.count == 2)
    }
}
