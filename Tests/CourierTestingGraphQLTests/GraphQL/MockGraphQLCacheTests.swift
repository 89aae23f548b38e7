import CourierAPI
import CourierGraphQL
import CourierTesting
import Foundation
import StarWarsFixtureAPI
import Testing

/// The mock behind the client's cache: what reaches the "server" and what the cache answers.
@Suite("MockGraphQLTransport with the normalized cache")
struct MockGraphQLCacheTests {
    @Test("a cache-first fetch answered once is not sent again")
    func cacheFirstSparesTheServer() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("R2-D2") }
        let client = Fixtures.client(mock)
        let first = try await client.fetch(query: HeroNameQuery())
        let second = try await client.fetch(query: HeroNameQuery())
        #expect(first.source == .network)
        #expect(second.source == .cache)
        #expect(second.data?.hero?.name == "R2-D2")
        #expect(mock.requests.count == 1)
        #expect(mock.verify())
    }

    @Test("a watcher's first value and its refetch both come from the mock")
    func watcherRefetch() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("R2-D2") }
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("Artoo") }
        let watcher = Fixtures.client(mock).watch(query: HeroNameQuery())
        var iterator = watcher.makeAsyncIterator()
        let first = try #require(await iterator.next()).get()
        #expect(first.data?.hero?.name == "R2-D2")
        await watcher.refetch()
        let second = try #require(await iterator.next()).get()
        #expect(second.data?.hero?.name == "Artoo")
        #expect(mock.requests(for: HeroNameQuery.self).count == 2)
        #expect(mock.allExpectationsMet)
    }
}
