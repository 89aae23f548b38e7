import CourierAPI
import CourierHTTP
import CourierSupport
import CourierTesting
import Foundation
import Testing

@testable import CourierGraphQL

@Suite struct ClientWatcherTests {
    /// Answers hero queries with `heroName` and renames with the new name.
    static func server(heroName: Locked<String>) -> @Sendable (HTTPRequest) async throws -> HTTPResponse {
        { request in
            let body = try bodyJSON(request)
            if operationName(of: request) == CacheRenameMutation.operationName,
                let name = body["variables"]?["name"]?.stringValue
            {
                return renameResponse(name)
            }
            return heroResponse(heroName.current)
        }
    }

    @Test func emitsTheNetworkValueThenAMutationOfTheSameObject() async throws {
        let (client, transport) = makeCachingClient(handler: Self.server(heroName: Locked("R2-D2")))
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        await eventually("initial value") { await collector.elements.count == 1 }
        #expect(await collector.sources == [.network])

        _ = try await client.perform(mutation: CacheRenameMutation(id: "2001", name: "Artoo"))
        await eventually("update") { await collector.elements.count == 2 }
        #expect(await collector.names == ["R2-D2", "Artoo"])
        #expect(await collector.sources == [.network, .cache])
        #expect(transport.sentRequests.count == 2)
        task.cancel()
    }

    @Test func cacheFirstStartsFromTheStoreWithoutARequest() async throws {
        let (client, transport) = makeCachingClient(handler: Self.server(heroName: Locked("R2-D2")))
        try await client.store.write(
            data: .init(hero: CharacterRef(__typename: "Droid", id: "2001", name: "Cached")), for: CacheHeroNameQuery())
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        await eventually("initial value") { await collector.elements.count == 1 }
        #expect(await collector.names == ["Cached"])
        #expect(await collector.sources == [.cache])
        #expect(transport.sentRequests.isEmpty)
        task.cancel()
    }

    @Test func anIdenticalWriteEmitsNothing() async throws {
        let (client, _) = makeCachingClient(handler: Self.server(heroName: Locked("R2-D2")))
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        await eventually("initial value") { await collector.elements.count == 1 }
        let same = CacheHeroNameQuery.Data(hero: CharacterRef(__typename: "Droid", id: "2001", name: "R2-D2"))
        try await client.store.write(data: same, for: CacheHeroNameQuery())
        try await client.store.writeFragment(
            CharacterNameFragment(__typename: "Droid", id: "2001", name: "Artoo"), key: "Droid:2001")
        await eventually("the distinct write") { await collector.elements.count >= 2 }
        #expect(await collector.names == ["R2-D2", "Artoo"])
        task.cancel()
    }

    @Test func aNetworkFailureIsAnElementAndARefetchRecovers() async throws {
        let fail = Locked(true)
        let (client, _) = makeCachingClient { request in
            if fail.current { throw connectionRefused(request) }
            return heroResponse("R2-D2")
        }
        let watcher = client.watch(query: CacheHeroNameQuery())
        let (collector, task) = WatcherCollector.start(watcher)
        await eventually("failure element") { await collector.elements.count == 1 }
        #expect(await collector.names == ["!"])
        #expect(await collector.finished == false)

        fail.current = false
        await watcher.refetch()
        await eventually("recovered value") { await collector.elements.count == 2 }
        #expect(await collector.names == ["!", "R2-D2"])
        #expect(await collector.sources.last == .network)
        task.cancel()
    }

    @Test func refetchFromAnotherTaskYieldsTheNewNetworkValue() async throws {
        let name = Locked("R2-D2")
        let (client, transport) = makeCachingClient(handler: Self.server(heroName: name))
        let watcher = client.watch(query: CacheHeroNameQuery())
        let (collector, task) = WatcherCollector.start(watcher)
        await eventually("initial value") { await collector.elements.count == 1 }
        name.current = "Artoo"
        await Task.detached { await watcher.refetch() }.value
        await eventually("refetched value") { await collector.elements.count == 2 }
        #expect(await collector.names == ["R2-D2", "Artoo"])
        #expect(await collector.sources == [.network, .network])
        #expect(transport.sentRequests.count == 2)
        task.cancel()
    }

    @Test func aChangeThatMakesTheReadIncompleteRefetches() async throws {
        let name = Locked("R2-D2")
        let (client, transport) = makeCachingClient(handler: Self.server(heroName: name))
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        await eventually("initial value") { await collector.elements.count == 1 }
        name.current = "Artoo"
        try await client.store.removeObject(forKey: "Droid:2001")
        await eventually("refetched value") { await collector.elements.count == 2 }
        #expect(await collector.names == ["R2-D2", "Artoo"])
        #expect(transport.sentRequests.count == 2)
        task.cancel()
    }

    @Test func withoutRefetchOnMissAnIncompleteReadYieldsNothing() async throws {
        let (client, transport) = makeCachingClient(handler: Self.server(heroName: Locked("R2-D2")))
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery(), refetchOnMiss: false))
        await eventually("initial value") { await collector.elements.count == 1 }
        try await client.store.removeObject(forKey: "Droid:2001")
        try await client.store.writeFragment(
            CharacterNameFragment(__typename: "Droid", id: "2001", name: "Back"), key: "Droid:2001")
        await eventually("the value after the rewrite") { await collector.elements.count == 2 }
        #expect(await collector.names == ["R2-D2", "Back"])
        #expect(transport.sentRequests.count == 1)
        task.cancel()
    }

    /// A write that lands while a refetch is in flight is older than the refetch's own write: it
    /// is yielded when it lands, never after the refetch's answer (seen once as "R2-D2" after
    /// "Artoo" when a store update queued during a refetch was yielded on its end).
    @Test func storeDataSeenDuringARefetchDoesNotFollowItsNewerAnswer() async throws {
        let gate = GateSleeper()
        let name = Locked("R2-D2")
        let gated = Locked(false)
        let (client, _) = makeCachingClient { _ in
            if gated.current { try await gate.sleep(seconds: 1) }
            return heroResponse(name.current)
        }
        let watcher = client.watch(query: CacheHeroNameQuery())
        let (collector, task) = WatcherCollector.start(watcher)
        await eventually("initial value") { await collector.elements.count == 1 }
        gated.current = true
        name.current = "Artoo"
        let refetch = Task { await watcher.refetch() }
        await eventually("refetch waiting") { await gate.sleepCount == 1 }
        let interim = CacheHeroNameQuery.Data(hero: CharacterRef(__typename: "Droid", id: "2001", name: "Interim"))
        try await client.store.write(data: interim, for: CacheHeroNameQuery())
        await eventually("the interim write is yielded as it lands") { await collector.names.last == "Interim" }
        await gate.release()
        await refetch.value
        await eventually("the refetch's answer") { await collector.names.last == "Artoo" }
        // Give a stale value (the interim write, or the refetch's own write) time to show up.
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(await collector.names == ["R2-D2", "Interim", "Artoo"])
        #expect(try await client.store.read(query: CacheHeroNameQuery()).hero?.name == "Artoo")
        task.cancel()
    }

    @Test func cancellingTheConsumerEndsTheWatchAndUnregistersIt() async throws {
        let (client, _) = makeCachingClient(handler: Self.server(heroName: Locked("R2-D2")))
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        await eventually("initial value") { await collector.elements.count == 1 }
        #expect(await client.store.activeWatcherCount == 1)
        task.cancel()
        await eventually("the sequence ends") { await collector.finished }
        await eventually("no watcher left") { await client.store.activeWatcherCount == 0 }
    }

    @Test func cancellingDuringTheFirstFetchLeavesNoWatcher() async throws {
        let gate = GateSleeper()
        let (client, transport) = makeCachingClient { _ in
            try await gate.sleep(seconds: 1)
            return heroResponse("R2-D2")
        }
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        await eventually("request waiting") { await gate.sleepCount == 1 }
        #expect(transport.sentRequests.count == 1)
        task.cancel()
        await gate.release()
        await eventually("the sequence ends") { await collector.finished }
        await eventually("no watcher left") { await client.store.activeWatcherCount == 0 }
        #expect(await collector.elements.isEmpty)
    }
}

@Suite struct ClientWatcherExpiryTests {
    @Test func cacheFirstFetchesWhenTheCachedRecordsExpired() async throws {
        let clock = ManualCacheClock()
        let (client, transport) = makeClient(
            configure: {
                $0.store = GraphQLStore(
                    configuration: GraphQLStoreConfiguration(schema: CacheSchema.self, maxAge: 60, clock: clock))
            }, handler: { _ in heroResponse("Fresh") })
        try await client.store.write(
            data: .init(hero: CharacterRef(__typename: "Droid", id: "2001", name: "Old")), for: CacheHeroNameQuery())
        clock.advance(by: 120)
        let (collector, task) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        await eventually("network value") { await collector.elements.count == 1 }
        #expect(await collector.names == ["Fresh"])
        #expect(await collector.sources == [.network])
        #expect(transport.sentRequests.count == 1)
        task.cancel()
    }
}

/// Main-actor code (a view model) steps through a watcher with an iterator it keeps across
/// awaits; `next(isolation:)` keeps the iterator in the caller's isolation.
@MainActor @Suite struct MainActorWatcherTests {
    @Test func mainActorCodeStepsThroughAWatcher() async throws {
        let (client, _) = makeCachingClient(handler: ClientWatcherTests.server(heroName: Locked("R2-D2")))
        var iterator = client.watch(query: CacheHeroNameQuery()).makeAsyncIterator()
        let first = try #require(await Self.next(&iterator))
        _ = try await client.perform(mutation: CacheRenameMutation(id: "2001", name: "Artoo"))
        let second = try #require(await Self.next(&iterator))
        #expect(try first.get().data?.hero?.name == "R2-D2")
        #expect(try second.get().data?.hero?.name == "Artoo")
    }

    static func next(_ iterator: inout GraphQLQueryWatcher<CacheHeroNameQuery>.AsyncIterator) async
        -> GraphQLQueryWatcher<CacheHeroNameQuery>.Element?
    {
        await iterator.next(isolation: #isolation)
    }
}
