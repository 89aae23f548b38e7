import BridgeTestSupport
import Combine
import CombineBridgeUnderTest
import CourierGraphQL
import CourierViewModels
import Testing

/// The `ObservableObject` paged-list model (iOS 15/16).
@MainActor
@Suite struct PublishedPagedListModelTests {
    @Test func runLoadsTheFirstPageAndLoadMoreTheRestUntilTheEnd() async throws {
        let server = NotesServer(count: 5)
        let model = PublishedPagedListModel(paginator: .notes(server.makeClient(), pageSize: 2))
        var announced = 0
        let counting = model.objectWillChange.sink { announced += 1 }
        defer { counting.cancel() }
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.items.count == 2 })
        await model.loadMore()
        await model.loadMore()
        #expect(model.items.map(\.id) == ["n1", "n2", "n3", "n4", "n5"])
        #expect(!model.hasMore && !model.isLoadingPage)
        await model.loadMore()
        #expect(await server.requestCount("NotesPage") == 3, "at the end loadMore sends nothing")
        #expect(announced > 0)
    }

    @Test func aFailedPageIsTheErrorAndRefreshStartsAgain() async throws {
        let server = NotesServer(count: 5)
        let model = PublishedPagedListModel(paginator: .notes(server.makeClient(), pageSize: 2))
        await model.loadMore()
        await server.failNext(1)
        await model.loadMore()
        #expect((model.error as? GraphQLClientError)?.kind == .transport)
        #expect(model.items.count == 2)
        await model.refresh()
        #expect(model.error == nil)
        #expect(model.items.map(\.id) == ["n1", "n2"])
        #expect(model.hasMore)
    }
}
