import CourierAPI
import CourierGraphQL
import Observation
import Testing

@testable import CourierViewModels

// Swift Testing rejects @available on a suite (swift-testing #608): each test carries it.
@MainActor
@Suite struct QueryModelTests {
    private static let firstPage = FeedQuery(first: 2)

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    private func titles(_ model: QueryModel<FeedQuery>) -> [String] {
        model.data?.feed?.posts.map(\.title) ?? []
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func runGoesFromIdleThroughLoadingToLoadedFromTheNetwork() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 3))
        let model = QueryModel(client: server.makeClient(), query: Self.firstPage)
        guard case .idle = model.state else {
            Issue.record("expected idle, got \(model.state)")
            return
        }
        let changed = Flag()
        withObservationTracking {
            _ = model.state
        } onChange: {
            changed.raise()
        }
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.state.source != nil })
        #expect(changed.isRaised)
        #expect(model.state.source == .network)
        #expect(titles(model) == ["Post 1", "Post 2"])
        #expect(model.isRunning)
        #expect(await server.requestCount == 1)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aSecondModelOnTheSameClientLoadsFromTheCacheWithoutARequest() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 3))
        let client = server.makeClient()
        let first = QueryModel(client: client, query: Self.firstPage)
        await first.refresh()
        let second = QueryModel(client: client, query: Self.firstPage)
        let running = Task { await second.run() }
        defer { running.cancel() }
        #expect(await eventually { second.state.source != nil })
        #expect(second.state.source == .cache)
        #expect(await server.requestCount == 1)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aMutationElsewhereUpdatesTheModelThroughItsWatcher() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 3))
        let client = server.makeClient()
        let model = QueryModel(client: client, query: Self.firstPage)
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.state.source != nil })
        _ = try await client.perform(mutation: RenamePostMutation(id: "p2", title: "Renamed"))
        #expect(await eventually { titles(model) == ["Post 1", "Renamed"] })
        #expect(model.state.source == .cache)
        #expect(await server.operations == ["Feed", "RenamePost"])
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aFailureKeepsTheLastDataAndARefreshRecovers() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 3))
        let model = QueryModel(client: server.makeClient(), query: Self.firstPage)
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.state.source == .network })
        await server.setFailing(true)
        await model.refresh()
        #expect(await eventually { model.state.error != nil })
        let error = try #require(model.state.error as? GraphQLClientError)
        #expect(error.kind == .transport)
        #expect(titles(model) == ["Post 1", "Post 2"])
        await server.setFailing(false)
        await model.refresh()
        #expect(await eventually { model.state.source == .network })
        #expect(model.state.error == nil)
        #expect(await server.requestCount == 3)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aFirstLoadThatFailsHasNoDataAndRefreshWithoutRunAppliesTheAnswer() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 3))
        await server.setFailing(true)
        let model = QueryModel(client: server.makeClient(), query: Self.firstPage)
        await model.refresh()
        guard case .failed(_, let lastData) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect(lastData == nil)
        await server.setFailing(false)
        await model.refresh()
        #expect(model.state.source == .network)
        #expect(titles(model) == ["Post 1", "Post 2"])
        #expect(!model.isRefreshing)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func cancellingTheRunTaskStopsWatchingAndKeepsTheState() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 3))
        let client = server.makeClient()
        let model = QueryModel(client: client, query: Self.firstPage)
        let running = Task { await model.run() }
        #expect(await eventually { model.state.source != nil })
        running.cancel()
        await running.value
        #expect(!model.isRunning)
        #expect(await eventually { await client.store.activeWatcherCount == 0 })
        _ = try await client.perform(mutation: RenamePostMutation(id: "p1", title: "Unseen"))
        #expect(titles(model) == ["Post 1", "Post 2"])
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aMutationModelOnTheSameClientUpdatesTheQueryModel() async throws {
        let server = FeedHTTPServer(FeedBackend(count: 3))
        let client = server.makeClient()
        let model = QueryModel(client: client, query: Self.firstPage, refetchOnMiss: false)
        let rename = MutationModel<RenamePostMutation, RenamePostMutation.Data>(client: client)
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.state.source != nil })
        let output = await rename.submit(RenamePostMutation(id: "p1", title: "First!"))
        #expect(output?.renamePost?.title == "First!")
        #expect(rename.state.output?.renamePost?.id == "p1")
        #expect(await eventually { titles(model) == ["First!", "Post 2"] })
        #expect(await server.operations == ["Feed", "RenamePost"])
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test(arguments: [false, true])
    func anOptimisticResultShowsAtOnceAndIsRolledBackOnFailure(serverFails: Bool) async throws {
        let server = FeedHTTPServer(FeedBackend(count: 3))
        let client = server.makeClient()
        let model = QueryModel(client: client, query: Self.firstPage, refetchOnMiss: false)
        let rename = MutationModel<RenamePostMutation, RenamePostMutation.Data>(
            client: client,
            optimisticResult: { mutation in
                RenamePostMutation.Data(renamePost: Post(id: mutation.id, title: mutation.title + " (sending)"))
            })
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.state.source != nil })
        await server.holdMutations()
        let submitting = Task { await rename.submit(RenamePostMutation(id: "p2", title: "Second")) }
        #expect(await eventually { await server.isHoldingMutation })
        #expect(await eventually { titles(model) == ["Post 1", "Second (sending)"] })
        #expect(rename.isRunning)
        await server.setFailing(serverFails)
        await server.releaseMutation()
        _ = await submitting.value
        let expected = serverFails ? ["Post 1", "Post 2"] : ["Post 1", "Second"]
        #expect(await eventually { titles(model) == expected })
        #expect((rename.state.error != nil) == serverFails)
    }
}
