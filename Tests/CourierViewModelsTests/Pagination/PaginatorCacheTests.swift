import CourierAPI
import CourierGraphQL
import Testing

@testable import CourierViewModels

/// The paginator over a real client (MockHTTPTransport + store): pages are watched in the cache.
@Suite struct PaginatorCacheTests {
    private func paginator(_ client: GraphQLClient) -> Paginator<FeedQuery, Post> {
        .forward(
            .client(client), query: { FeedQuery(first: 2, after: $0.map { .some($0) } ?? .none) }, page: cursorPage)
    }

    @Test func theMergedListFollowsAMutationOfALoadedItem() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 5))
        let client = server.makeClient()
        let feed = paginator(client)
        _ = try await feed.loadAll()
        #expect(await server.operations == ["Feed", "Feed", "Feed"])
        let updates = await feed.itemUpdates()
        _ = try await client.perform(mutation: RenamePostMutation(id: "p3", title: "Renamed"))
        let updated = await eventually {
            await feed.items.map(\.title) == ["Post 1", "Post 2", "Renamed", "Post 4", "Post 5"]
        }
        #expect(updated)
        guard updated else { return }
        var latest: [Post] = []
        for await items in updates {
            latest = items
            if items.count == 5, items[2].title == "Renamed" { break }
        }
        #expect(latest.map(\.id) == ["p1", "p2", "p3", "p4", "p5"])
    }

    @Test func theMergedListFollowsADirectCacheWrite() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 4))
        let client = server.makeClient()
        let feed = paginator(client)
        _ = try await feed.loadAll()
        let renamed = RenamePostMutation.Data(renamePost: Post(id: "p4", title: "Written"))
        try await client.store.write(data: renamed, for: RenamePostMutation(id: "p4", title: "Written"))
        #expect(await eventually { await feed.items.last?.title == "Written" })
        #expect(await server.requestCount == 2)
    }

    @Test func pagesAreNotWatchedWhenTheyNeverReachTheStore() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 2))
        let client = server.makeClient()
        let feed = Paginator.forward(
            .client(client, cachePolicy: .fetchIgnoringCacheCompletely),
            query: { FeedQuery(first: 2, after: $0.map { .some($0) } ?? .none) }, page: cursorPage)
        _ = try await feed.loadAll()
        #expect(await client.store.activeWatcherCount == 0)
    }

    @Test func resetEndsThePageWatches() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 4))
        let client = server.makeClient()
        let feed = paginator(client)
        _ = try await feed.loadAll()
        #expect(await eventually { await client.store.activeWatcherCount == 2 })
        await feed.reset()
        #expect(await eventually { await client.store.activeWatcherCount == 0 })
    }
}
