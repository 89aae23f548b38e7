import CourierAPI
import CourierHTTP
import CourierSupport
import CourierTesting
import Foundation
import Testing

@testable import CourierGraphQL

@Suite struct ClientCachePolicyTests {
    @Test func cacheFirstMissFetchesAndWritesThenAHitMakesNoRequest() async throws {
        let (client, transport) = makeCachingClient { _ in heroResponse("R2-D2") }
        let first = try await client.fetch(query: CacheHeroNameQuery())
        #expect(first.source == .network)
        #expect(first.data?.hero?.name == "R2-D2")
        #expect(try await client.store.read(query: CacheHeroNameQuery()).hero?.name == "R2-D2")

        let second = try await client.fetch(query: CacheHeroNameQuery())
        #expect(second.source == .cache)
        #expect(second.data?.hero?.name == "R2-D2")
        #expect(transport.sentRequests.count == 1)
    }

    @Test func cacheFirstFetchesWhenTheCacheLacksAField() async throws {
        let (client, transport) = makeCachingClient { _ in
            jsonResponse(
                #"{"data":{"hero":{"__typename":"Droid","id":"2001","name":"R2-D2","#
                    + #""friends":[],"stats":null,"primaryFunction":"Astro"}}}"#)
        }
        _ = try await client.fetch(query: CacheHeroNameQuery())
        let full = try await client.fetch(query: CacheHeroQuery())
        #expect(full.source == .network)
        #expect(transport.sentRequests.count == 2)
    }

    @Test func fetchIgnoringCacheDataAlwaysRequestsAndWrites() async throws {
        let names = Locked(["Artoo", "R2-D2"])
        let (client, transport) = makeCachingClient { _ in heroResponse(names.current.removeLast()) }
        _ = try await client.fetch(query: CacheHeroNameQuery())
        let result = try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.source == .network)
        #expect(result.data?.hero?.name == "Artoo")
        #expect(transport.sentRequests.count == 2)
        #expect(try await client.store.read(query: CacheHeroNameQuery()).hero?.name == "Artoo")
    }

    @Test func fetchIgnoringCacheCompletelyNeitherReadsNorWrites() async throws {
        let (client, transport) = makeCachingClient { _ in heroResponse("Network") }
        try await client.store.write(
            data: .init(hero: CharacterRef(__typename: "Droid", id: "2001", name: "Cached")), for: CacheHeroNameQuery())
        let result = try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .fetchIgnoringCacheCompletely)
        #expect(result.source == .network)
        #expect(result.data?.hero?.name == "Network")
        #expect(transport.sentRequests.count == 1)
        #expect(try await client.store.read(query: CacheHeroNameQuery()).hero?.name == "Cached")
    }

    @Test func writesToCacheFalseLeavesTheStoreAlone() async throws {
        let (client, _) = makeCachingClient { _ in heroResponse("R2-D2") }
        _ = try await client.fetch(query: CacheHeroNameQuery(), options: GraphQLRequestOptions(writesToCache: false))
        #expect(try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .returnCacheDataDontFetch) == nil)
        _ = try await client.perform(
            mutation: CacheRenameMutation(id: "2001", name: "Artoo"),
            options: GraphQLRequestOptions(writesToCache: false))
        await #expect(throws: GraphQLCacheError.self) {
            try await client.store.readFragment(CharacterNameFragment.self, key: "Droid:2001")
        }
    }

    @Test func cacheOnlyMissIsNilWithoutARequest() async throws {
        let (client, transport) = makeCachingClient { _ in heroResponse("R2-D2") }
        let miss = try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .returnCacheDataDontFetch)
        #expect(miss == nil)
        #expect(transport.sentRequests.isEmpty)

        _ = try await client.fetch(query: CacheHeroNameQuery())
        let hit = try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .returnCacheDataDontFetch)
        #expect(hit?.source == .cache)
        #expect(hit?.data?.hero?.name == "R2-D2")
        #expect(transport.sentRequests.count == 1)
    }

    @Test func cacheAndNetworkYieldsTheCacheThenTheNetwork() async throws {
        let names = Locked(["Artoo", "R2-D2"])
        let (client, transport) = makeCachingClient { _ in heroResponse(names.current.removeLast()) }
        _ = try await client.fetch(query: CacheHeroNameQuery())
        var seen: [(GraphQLResultSource, String?)] = []
        for try await result in client.fetch(query: CacheHeroNameQuery(), cachePolicy: .returnCacheDataAndFetch) {
            seen.append((result.source, result.data?.hero?.name))
        }
        #expect(seen.map(\.0) == [.cache, .network])
        #expect(seen.map(\.1) == ["R2-D2", "Artoo"])
        #expect(transport.sentRequests.count == 2)
    }

    @Test func cacheAndNetworkOnAMissYieldsOnlyTheNetwork() async throws {
        let (client, _) = makeCachingClient { _ in heroResponse("R2-D2") }
        var sources: [GraphQLResultSource] = []
        for try await result in client.fetch(query: CacheHeroNameQuery(), cachePolicy: .returnCacheDataAndFetch) {
            sources.append(result.source)
        }
        #expect(sources == [.network])
    }

    @Test func cacheAndNetworkThrowsTheNetworkFailureAfterTheCachedValue() async throws {
        let fail = Locked(false)
        let (client, _) = makeCachingClient { request in
            if fail.current { throw connectionRefused(request) }
            return heroResponse("R2-D2")
        }
        _ = try await client.fetch(query: CacheHeroNameQuery())
        fail.current = true
        var sources: [GraphQLResultSource] = []
        await #expect(throws: GraphQLClientError.self) {
            for try await result in client.fetch(query: CacheHeroNameQuery(), cachePolicy: .returnCacheDataAndFetch) {
                sources.append(result.source)
            }
        }
        #expect(sources == [.cache])
    }

    @Test func networkFirstFallsBackToTheCacheOnATransportFailure() async throws {
        let fail = Locked(false)
        let (client, transport) = makeCachingClient { request in
            if fail.current { throw connectionRefused(request) }
            return heroResponse("R2-D2")
        }
        let fresh = try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .networkFirst)
        #expect(fresh.source == .network)
        fail.current = true
        let fallback = try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .networkFirst)
        #expect(fallback.source == .cache)
        #expect(fallback.data?.hero?.name == "R2-D2")
        #expect(transport.sentRequests.count == 2)
    }

    @Test func networkFirstRethrowsTheTransportFailureOnACacheMiss() async throws {
        let (client, _) = makeCachingClient { request in throw connectionRefused(request) }
        let error = await #expect(throws: GraphQLClientError.self) {
            try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .networkFirst)
        }
        #expect(error?.kind == .transport)
    }

    @Test func networkFirstDoesNotHideAnHTTPStatusFailure() async throws {
        let (client, _) = makeCachingClient { _ in jsonResponse("oops", status: 500, contentType: "text/plain") }
        try await client.store.write(
            data: .init(hero: CharacterRef(__typename: "Droid", id: "2001", name: "Cached")), for: CacheHeroNameQuery())
        await #expect(throws: GraphQLClientError.self) {
            try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .networkFirst)
        }
    }

    @Test func aPartialAnswerWritesTheFieldsThatArrived() async throws {
        let (client, _) = makeCachingClient { _ in
            jsonResponse(
                #"{"data":{"hero":{"__typename":"Droid","id":"2001","name":"R2-D2","friends":null,"stats":null,"#
                    + #""primaryFunction":null}},"errors":[{"message":"friends failed","path":["hero","friends"]}]}"#)
        }
        let result = try await client.fetch(query: CacheHeroQuery())
        #expect(result.hasErrors)
        let cached = try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .returnCacheDataDontFetch)
        #expect(cached?.data?.hero?.name == "R2-D2")
    }

    @Test func aFailedWriteReachesTheHookAndNotTheCaller() async throws {
        let failures = Recorder<String>()
        let (client, _) = makeCachingClient(
            configure: {
                $0.store = GraphQLStore(
                    cache: FailingCache(), configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
                $0.cacheWriteFailureHandler = { error, name in failures.append("\(name): \(error)") }
            }, handler: { _ in heroResponse("R2-D2") })
        let result = try await client.fetch(query: CacheHeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data?.hero?.name == "R2-D2")
        #expect(failures.values.count == 1)
        #expect(failures.values.first?.hasPrefix("CacheHeroName: cache storage failed") == true)
    }
}

/// A storage whose every operation fails.
final class FailingCache: NormalizedCache {
    struct Broken: Error {}
    func loadRecords(forKeys keys: Set<CacheKey>) throws -> CacheRecordSet { throw Broken() }
    func merge(records: CacheRecordSet) throws -> CacheChangeSet { throw Broken() }
    func removeRecords(forKeys keys: Set<CacheKey>) throws { throw Broken() }
    func removeRecords(matching pattern: CacheKeyPattern) throws -> Set<CacheKey> { throw Broken() }
    func allKeys() throws -> Set<CacheKey> { throw Broken() }
    func clear() throws { throw Broken() }
}
