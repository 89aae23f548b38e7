import CourierAPI
import CourierGraphQL
import Testing

@testable import CourierViewModels

@Suite struct PaginatorTests {
    private func forward(_ server: FeedServer, pageSize: Int = 2) -> Paginator<FeedQuery, Post> {
        .forward(
            server.source, query: { FeedQuery(first: .some(pageSize), after: $0.map { .some($0) } ?? .none) },
            page: cursorPage)
    }

    @Test func forwardPagesFollowTheEndCursorUntilTheLastPage() async throws {
        let server = FeedServer(FeedBackend(count: 5))
        let paginator = forward(server)
        var indices: [Int] = []
        for try await page in paginator.pages { indices.append(page.index) }
        #expect(indices == [0, 1, 2])
        #expect(ids(await paginator.items) == ["p1", "p2", "p3", "p4", "p5"])
        #expect(await server.requests.map(\.after) == [.none, .some("p2"), .some("p4")])
        #expect(await paginator.hasMore == false)
    }

    @Test func backwardPagesFollowTheStartCursorAndKeepServerOrder() async throws {
        let server = FeedServer(FeedBackend(count: 5))
        let paginator = Paginator.backward(
            server.source, query: { FeedQuery(last: 2, before: $0.map { .some($0) } ?? .none) }, page: cursorPage)
        let first = try #require(try await paginator.loadNext())
        #expect(ids(first.items) == ["p4", "p5"])
        let items = try await paginator.loadAll()
        #expect(ids(items) == ["p1", "p2", "p3", "p4", "p5"])
        #expect(await server.requests.map(\.before) == [.none, .some("p4"), .some("p2")])
    }

    @Test(arguments: [false, true])
    func offsetPagesAdvanceByTheItemsReceived(reportsTotalCount: Bool) async throws {
        let server = FeedServer(FeedBackend(count: 4, reportsTotalCount: reportsTotalCount))
        let paginator = Paginator.offset(
            server.source, pageSize: 2, query: { FeedQuery(first: 2, offset: .some($0)) },
            page: { data in
                data.feed.map { OffsetPage(items: $0.posts, totalCount: $0.totalCount) }
            })
        let items = try await paginator.loadAll()
        #expect(ids(items) == ["p1", "p2", "p3", "p4"])
        // Without a total count only a short (here empty) page tells the end.
        let expectedOffsets: [GraphQLNullable<Int>] = reportsTotalCount ? [0, 2] : [0, 2, 4]
        #expect(await server.requests.map(\.offset) == expectedOffsets)
    }

    @Test func loadNextAtTheEndReturnsNilWithoutARequest() async throws {
        let server = FeedServer(FeedBackend(count: 2))
        let paginator = forward(server)
        let page = try #require(try await paginator.loadNext())
        #expect(page.hasMore == false)
        #expect(try await paginator.loadNext() == nil)
        #expect(try await paginator.loadNext() == nil)
        #expect(await server.requestCount == 1)
    }

    @Test func anErrorMidwayKeepsTheLoadedPagesAndTheNextCallRetriesTheSamePage() async throws {
        struct Offline: Error {}
        let server = FeedServer(FeedBackend(count: 5))
        await server.fail(request: 1, with: Offline())
        let paginator = forward(server)
        await #expect(throws: Offline.self) { try await paginator.loadAll() }
        #expect(ids(await paginator.items) == ["p1", "p2"])
        #expect(await paginator.hasMore)
        #expect(await paginator.isLoading == false)
        let items = try await paginator.loadAll()
        #expect(ids(items) == ["p1", "p2", "p3", "p4", "p5"])
        #expect(await server.requests.map(\.after) == [.none, .some("p2"), .some("p2"), .some("p4")])
    }

    @Test func thePageSequenceThrowsTheErrorOnceAndThenEnds() async throws {
        struct Offline: Error {}
        let server = FeedServer(FeedBackend(count: 5))
        await server.fail(request: 1, with: Offline())
        var iterator = forward(server).pages.makeAsyncIterator()
        #expect(try await iterator.next()?.index == 0)
        await #expect(throws: Offline.self) { _ = try await iterator.next() }
        #expect(try await iterator.next() == nil)
        #expect(await server.requestCount == 2)
    }

    @Test func cancellingTheCallerCancelsTheRequestAndKeepsThePosition() async throws {
        let server = FeedServer(FeedBackend(count: 5))
        await server.hold(request: 1)
        let paginator = forward(server)
        let loading = Task { try await paginator.loadAll() }
        #expect(await eventually { await server.requestCount == 2 })
        loading.cancel()
        await #expect(throws: CancellationError.self) { try await loading.value }
        #expect(await paginator.pageCount == 1)
        #expect(await eventually { await paginator.isLoading == false })
        await server.release()
        #expect(try await paginator.loadNext()?.index == 1)
        #expect(await server.requests.map(\.after) == [.none, .some("p2"), .some("p2")])
    }

    @Test func concurrentLoadNextCallsJoinOneRequest() async throws {
        let server = FeedServer(FeedBackend(count: 6))
        await server.hold(request: 0)
        let paginator = forward(server)
        let callers = (0..<3).map { _ in Task { try await paginator.loadNext() } }
        #expect(await eventually { await paginator.waiterCount == 3 })
        await server.release()
        var indices: [Int?] = []
        for caller in callers { indices.append(try await caller.value?.index) }
        #expect(indices == [0, 0, 0])
        #expect(await server.requestCount == 1)
        #expect(try await paginator.loadNext()?.index == 1)
        #expect(await server.requestCount == 2)
    }

    @Test func oneCancelledJoinerDoesNotCancelTheSharedRequest() async throws {
        let server = FeedServer(FeedBackend(count: 6))
        await server.hold(request: 0)
        let paginator = forward(server)
        let staying = Task { try await paginator.loadNext() }
        let leaving = Task { try await paginator.loadNext() }
        #expect(await eventually { await paginator.waiterCount == 2 })
        leaving.cancel()
        try? await Task.sleep(nanoseconds: 5_000_000)
        await server.release()
        #expect(try await staying.value?.index == 0)
        #expect(await server.requestCount == 1)
    }

    @Test func loadAllStopsAtTheLimit() async throws {
        let server = FeedServer(FeedBackend(count: 10))
        let paginator = forward(server)
        let items = try await paginator.loadAll(limit: 3)
        #expect(ids(items) == ["p1", "p2", "p3", "p4", "p5", "p6"])
        #expect(await server.requestCount == 3)
        #expect(await paginator.hasMore)
        _ = try await paginator.loadAll(limit: 4)
        #expect(await paginator.pageCount == 4)
        #expect(await server.requestCount == 4)
    }

    @Test func aCursorThatDoesNotAdvanceStopsWithAnError() async throws {
        let stuck = FeedQuery.Data(
            feed: .init(pageInfo: .init(hasNextPage: true, endCursor: nil, hasPreviousPage: false), posts: []))
        let paginator = Paginator.forward(
            PageSource { _ in GraphQLResult(data: stuck) }, query: { _ in FeedQuery() }, page: cursorPage)
        await #expect(throws: PaginationError(.positionDidNotAdvance, pageIndex: 0)) { try await paginator.loadNext() }
        #expect(await paginator.pageCount == 0)
    }

    @Test func aResponseWithoutThePageIsAMissingPageWithItsErrors() async throws {
        let error = GraphQLError(message: "feed is down")
        let paginator = Paginator.forward(
            PageSource { _ in GraphQLResult(data: FeedQuery.Data(feed: nil), errors: [error]) },
            query: { _ in FeedQuery() }, page: cursorPage)
        await #expect(throws: PaginationError(.missingPage, pageIndex: 0, errors: [error])) {
            try await paginator.loadNext()
        }
    }

    @Test func resetStartsAgainFromTheFirstPage() async throws {
        let server = FeedServer(FeedBackend(count: 5))
        let paginator = forward(server)
        _ = try await paginator.loadAll()
        await paginator.reset()
        #expect(await paginator.items.isEmpty)
        #expect(try await paginator.loadNext()?.items.map(\.id) == ["p1", "p2"])
        #expect(await server.requests.last?.after == GraphQLNullable<String>.none)
    }
}
