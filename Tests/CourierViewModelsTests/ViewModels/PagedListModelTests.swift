import CourierAPI
import CourierGraphQL
import Testing

@testable import CourierViewModels

// Swift Testing rejects @available on a suite (swift-testing #608): each test carries it.
@MainActor
@Suite struct PagedListModelTests {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    private func model(_ server: FeedServer) -> PagedListModel<FeedQuery, Post> {
        PagedListModel(
            paginator: .forward(
                server.source, query: { FeedQuery(first: 2, after: $0.map { .some($0) } ?? .none) }, page: cursorPage))
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func runLoadsTheFirstPageAndLoadMoreAppendsUntilTheEnd() async throws {
        let server = FeedServer(FeedBackend(count: 3))
        let list = model(server)
        let running = Task { await list.run() }
        defer { running.cancel() }
        #expect(await eventually { ids(list.items) == ["p1", "p2"] && !list.isLoadingPage })
        #expect(list.hasMore)
        await list.loadMore()
        #expect(ids(list.items) == ["p1", "p2", "p3"])
        #expect(!list.hasMore)
        await list.loadMore()
        #expect(await server.requestCount == 2)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aFailedPageIsShownAndTheNextLoadClearsIt() async throws {
        struct Offline: Error {}
        let server = FeedServer(FeedBackend(count: 4))
        await server.fail(request: 1, with: Offline())
        let list = model(server)
        await list.loadMore()
        await list.loadMore()
        #expect(list.error is Offline)
        #expect(ids(list.items) == ["p1", "p2"])
        await list.loadMore()
        #expect(list.error == nil)
        #expect(ids(list.items) == ["p1", "p2", "p3", "p4"])
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func refreshStartsFromTheFirstPage() async throws {
        let server = FeedServer(FeedBackend(count: 4))
        let list = model(server)
        await list.loadMore()
        await list.loadMore()
        await server.rename("p1", to: "Renamed")
        await list.refresh()
        #expect(list.items.map(\.title) == ["Renamed", "Post 2"])
        #expect(list.hasMore)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func loadMoreWhileAPageLoadsJoinsItWithoutASecondRequest() async throws {
        let server = FeedServer(FeedBackend(count: 6))
        await server.hold(request: 0)
        let list = model(server)
        let first = Task { await list.loadMore() }
        #expect(await eventually { await list.paginator.waiterCount == 1 })
        let second = Task { await list.loadMore() }
        #expect(await eventually { await list.paginator.waiterCount == 2 })
        #expect(list.isLoadingPage)
        await server.release()
        await first.value
        await second.value
        #expect(ids(list.items) == ["p1", "p2"])
        #expect(await server.requestCount == 1)
        #expect(!list.isLoadingPage)
    }
}
