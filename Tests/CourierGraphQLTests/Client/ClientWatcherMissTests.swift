import CourierAPI
import CourierHTTP
import CourierSupport
import CourierTesting
import Foundation
import Testing

@testable import CourierGraphQL

/// `refetchOnMiss` whatever the interleaving: the store watch keeps only its newest element, so a
/// write followed by a removal can reach the watcher as the removal alone. The watcher must still
/// know that the data was complete before it went missing. Each test holds a fetch on a gate and
/// makes the changes while the watcher is busy with it, so the bad interleaving happens every run.
@Suite struct ClientWatcherMissTests {
    /// A transport whose first request waits on `gate`, then fails; later requests answer `name`.
    static func gatedFirstRequest(_ gate: GateSleeper, name: String)
        -> @Sendable (HTTPRequest) async throws -> HTTPResponse
    {
        let count = Locked(0)
        return { request in
            count.current += 1
            guard count.current > 1 else {
                try await gate.sleep(seconds: 1)
                throw connectionRefused(request)
            }
            return heroResponse(name)
        }
    }

    /// The write and the removal both land while the first fetch is in flight: the watcher then
    /// reads only the miss. On the old code (completeness taken from the elements the watcher
    /// saw) no refetch followed.
    @Test func aRemovalThatHidesTheWriteBeforeItStillRefetches() async throws {
        let gate = GateSleeper()
        let (client, transport) = makeCachingClient(handler: Self.gatedFirstRequest(gate, name: "Artoo"))
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        defer { task.cancel() }
        await eventually("the first fetch waits") { await gate.sleepCount == 1 }

        try await client.store.write(
            data: .init(hero: CharacterRef(__typename: "Droid", id: "2001", name: "R2-D2")), for: CacheHeroNameQuery())
        try await client.store.removeObject(forKey: "Droid:2001")
        await gate.release()

        #expect(await eventually { await collector.elements.count == 2 }, "the removal of complete data refetches")
        #expect(await collector.names == ["!", "Artoo"])
        #expect(await collector.sources.last == .network)
        #expect(transport.sentRequests.count == 2)
    }

    /// A removal while a refetch is in flight, and the refetch fails: the store is still missing
    /// the data when the fetches end, so the watcher fetches once more. On the old code the miss
    /// seen during the fetch was dropped.
    @Test func aRemovalDuringAFailingRefetchRefetchesWhenItEnds() async throws {
        let gate = GateSleeper()
        let gated = Locked(false)
        let (client, transport) = makeCachingClient { request in
            if gated.current {
                gated.current = false
                try await gate.sleep(seconds: 1)
                throw connectionRefused(request)
            }
            return heroResponse("R2-D2")
        }
        let watcher = client.watch(query: CacheHeroNameQuery())
        let (collector, task) = WatcherCollector.start(watcher)
        defer { task.cancel() }
        await eventually("initial value") { await collector.elements.count == 1 }

        gated.current = true
        let refetch = Task { await watcher.refetch() }
        await eventually("the refetch waits") { await gate.sleepCount == 1 }
        try await client.store.removeObject(forKey: "Droid:2001")
        await eventually("the miss is seen during the fetch") { await watcher.driver.missRefetchPending }
        await gate.release()
        await refetch.value

        #expect(
            await eventually { await collector.elements.count == 3 }, "the removal refetches once the failed fetch ends"
        )
        #expect(await collector.names == ["R2-D2", "!", "R2-D2"])
        #expect(transport.sentRequests.count == 3)
    }

    /// A removal during a refetch that succeeds: the refetch's write repairs the store, so nothing
    /// more is fetched.
    @Test func aRemovalRepairedByTheRefetchInFlightFetchesNothingMore() async throws {
        let gate = GateSleeper()
        let gated = Locked(false)
        let name = Locked("R2-D2")
        let (client, transport) = makeCachingClient { _ in
            if gated.current {
                gated.current = false
                try await gate.sleep(seconds: 1)
            }
            return heroResponse(name.current)
        }
        let watcher = client.watch(query: CacheHeroNameQuery())
        let (collector, task) = WatcherCollector.start(watcher)
        defer { task.cancel() }
        await eventually("initial value") { await collector.elements.count == 1 }

        gated.current = true
        name.current = "Artoo"
        let refetch = Task { await watcher.refetch() }
        await eventually("the refetch waits") { await gate.sleepCount == 1 }
        try await client.store.removeObject(forKey: "Droid:2001")
        await eventually("the miss is seen during the fetch") { await watcher.driver.missRefetchPending }
        await gate.release()
        await refetch.value
        await eventually("the pending miss is settled") { await !watcher.driver.missRefetchPending }

        #expect(await collector.names == ["R2-D2", "Artoo"])
        #expect(transport.sentRequests.count == 2)
    }

    /// A miss that follows another miss, with no complete read in between, fetches nothing: the
    /// refetch happens once per loss of complete data, never in a loop.
    @Test func aSecondMissWithoutACompleteReadBetweenFetchesNothing() async throws {
        let fail = Locked(false)
        let (client, transport) = makeCachingClient { request in
            if fail.current { throw connectionRefused(request) }
            return heroResponse("R2-D2")
        }
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        defer { task.cancel() }
        await eventually("initial value") { await collector.elements.count == 1 }

        fail.current = true
        try await client.store.removeObject(forKey: "Droid:2001")
        #expect(await eventually { await collector.elements.count == 2 }, "the refetch's failure")
        // A later complete read arrives after everything the watcher saw before it: had the miss
        // led to more fetches, they would have been counted by now.
        try await client.store.writeFragment(
            CharacterNameFragment(__typename: "Droid", id: "2001", name: "Back"), key: "Droid:2001")
        #expect(await eventually { await collector.elements.count == 3 }, "the rewritten record")
        #expect(await collector.names == ["R2-D2", "!", "Back"])
        #expect(transport.sentRequests.count == 2)
    }
}
