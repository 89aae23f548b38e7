import BridgeTestSupport
import Combine
import CombineBridgeUnderTest
import CourierGraphQL
import CourierHTTP
import CourierREST
import CourierTesting
import CourierViewModels
import Dispatch
import OpenCombineDispatch
import Testing

/// What bridged publishers deliver: values, completion, typed failures, one subscription per
/// subscribe, and delivery on the queue asked for.
@Suite struct PublisherResultTests {
    @Test func fetchPublishesOneResultThenFinishes() async throws {
        let server = NotesServer()
        let subscriber = TestSubscriber<GraphQLResult<NoteQuery.Data>, GraphQLClientError>()
        server.makeClient().fetchPublisher(query: NoteQuery(id: "n1")).subscribe(subscriber)
        #expect(await eventually { subscriber.completion != nil })
        #expect(subscriber.isFinished)
        #expect(subscriber.values.map { $0.data?.note?.text } == ["Note 1"])
    }

    @Test func cacheAndNetworkPublishesTwoResults() async throws {
        let server = NotesServer()
        let client = server.makeClient()
        _ = try await client.fetch(query: NoteQuery(id: "n1"))
        let subscriber = TestSubscriber<GraphQLResult<NoteQuery.Data>, GraphQLClientError>()
        client.fetchPublisher(query: NoteQuery(id: "n1"), cachePolicy: .returnCacheDataAndFetch).subscribe(subscriber)
        #expect(await eventually { subscriber.isFinished })
        #expect(subscriber.values.map(\.source) == [.cache, .network])
    }

    @Test func aTransportFailureIsATypedClientError() async throws {
        let server = NotesServer()
        await server.failNext(1)
        let subscriber = TestSubscriber<GraphQLResult<NoteQuery.Data>, GraphQLClientError>()
        server.makeClient().fetchPublisher(query: NoteQuery(id: "n1")).subscribe(subscriber)
        #expect(await eventually { subscriber.completion != nil })
        #expect(subscriber.failure?.kind == .transport)
        #expect(subscriber.failure?.operationName == "Note")
    }

    @Test func theDataFormFailsWithTheServersErrors() async throws {
        let server = NotesServer()
        await server.failNote("n1", message: "note n1 is locked")
        let subscriber = TestSubscriber<NoteQuery.Data, GraphQLClientError>()
        server.makeClient().fetchDataPublisher(query: NoteQuery(id: "n1")).subscribe(subscriber)
        #expect(await eventually { subscriber.completion != nil })
        #expect(subscriber.failure?.kind == .graphQLErrors)
        #expect(subscriber.failure?.errors.map(\.message) == ["note n1 is locked"])
    }

    @Test func performPublishesTheMutationResult() async throws {
        let server = NotesServer()
        let subscriber = TestSubscriber<GraphQLResult<RenameNoteMutation.Data>, GraphQLClientError>()
        server.makeClient().performPublisher(mutation: RenameNoteMutation(id: "n1", text: "Renamed")).subscribe(
            subscriber)
        #expect(await eventually { subscriber.isFinished })
        #expect(subscriber.values.first?.data?.renameNote.text == "Renamed")
    }

    @Test func eachSubscribeRunsTheOperationOnceWithItsOwnSubscription() async throws {
        let server = NotesServer()
        let publisher = server.makeClient().fetchPublisher(
            query: NoteQuery(id: "n1"), cachePolicy: .fetchIgnoringCacheData)
        let first = TestSubscriber<GraphQLResult<NoteQuery.Data>, GraphQLClientError>()
        let second = TestSubscriber<GraphQLResult<NoteQuery.Data>, GraphQLClientError>()
        publisher.subscribe(first)
        publisher.subscribe(second)
        #expect(await eventually { first.isFinished && second.isFinished })
        #expect(first.subscriptions == 1 && second.subscriptions == 1)
        #expect(await server.requestCount("Note") == 2)
    }

    @Test func receiveOnDeliversOnTheQueueAskedFor() async throws {
        let server = NotesServer()
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "caller's queue")
        queue.setSpecific(key: key, value: "caller's queue")
        let subscriber = TestSubscriber<String, GraphQLClientError>()
        server.makeClient().fetchPublisher(query: NoteQuery(id: "n1"))
            .receive(on: queue.ocombine)
            .map { _ in DispatchQueue.getSpecific(key: key) ?? "another queue" }
            .subscribe(subscriber)
        #expect(await eventually { subscriber.isFinished })
        #expect(subscriber.values == ["caller's queue"])
    }

    @Test func watchPublishesAgainWhenAMutationChangesTheData() async throws {
        let server = NotesServer()
        let client = server.makeClient()
        let subscriber = TestSubscriber<Result<GraphQLResult<NoteQuery.Data>, GraphQLClientError>, Never>()
        client.watchPublisher(query: NoteQuery(id: "n1")).subscribe(subscriber)
        #expect(await eventually { subscriber.values.count == 1 })
        _ = try await client.perform(mutation: RenameNoteMutation(id: "n1", text: "Renamed"))
        #expect(await eventually { subscriber.values.count == 2 })
        #expect(subscriber.values.map { try? $0.get().data?.note?.text } == ["Note 1", "Renamed"])
        #expect(subscriber.completion == nil)
        subscriber.cancel()
    }

    @Test func subscribePublishesTheServersEventsAndFinishesWithIt() async throws {
        let server = NotesServer()
        let subscriber = TestSubscriber<GraphQLSubscriptionEvent<NoteChangedSubscription.Data>, any Error>()
        server.makeClient().subscribePublisher(subscription: NoteChangedSubscription()).subscribe(subscriber)
        #expect(await eventually { server.subscriptions.openSubscriptions(for: NoteChangedSubscription.self) == 1 })
        _ = server.subscriptions.send(
            NoteChangedSubscription.self, data: .init(noteChanged: NoteFields(id: "n1", text: "Live")))
        server.subscriptions.finish(NoteChangedSubscription.self)
        #expect(await eventually { subscriber.isFinished })
        #expect(subscriber.values.compactMap { $0.result?.data?.noteChanged.text } == ["Live"])
    }

    @Test func aRESTRequestPublishesTheDecodedResponseOrATypedHTTPError() async throws {
        let client = NotesServer().makeAPIClient()
        let found = TestSubscriber<RESTNote, HTTPError>()
        client.sendPublisher(.note("n2")).subscribe(found)
        let missing = TestSubscriber<APIResponse<RESTNote>, HTTPError>()
        client.responsePublisher(for: Endpoint<RESTNote>.note("missing")).subscribe(missing)
        #expect(await eventually { found.isFinished && missing.completion != nil })
        #expect(found.values == [RESTNote(id: "n2", text: "Note 2")])
        #expect(missing.failure?.kind == .httpStatus(404))
    }

    @Test func pagingPublishersLoadPagesAndFollowTheMergedList() async throws {
        let server = NotesServer(count: 3)
        let paginator = Paginator.notes(server.makeClient(), pageSize: 2)
        let items = TestSubscriber<[NoteFields], Never>()
        paginator.itemsPublisher().subscribe(items)
        let next = TestSubscriber<Paginator<NotesPageQuery, NoteFields>.Page, any Error>()
        paginator.nextPagePublisher().subscribe(next)
        #expect(await eventually { next.isFinished })
        #expect(next.values.map(\.index) == [0])
        #expect(await eventually { items.values.last?.map(\.id) == ["n1", "n2"] })
        _ = try await paginator.loadAll()
        let atEnd = TestSubscriber<Paginator<NotesPageQuery, NoteFields>.Page, any Error>()
        paginator.nextPagePublisher().subscribe(atEnd)
        #expect(await eventually { atEnd.isFinished })
        #expect(atEnd.values.isEmpty, "at the end the publisher finishes without a value")
        items.cancel()
    }
}
