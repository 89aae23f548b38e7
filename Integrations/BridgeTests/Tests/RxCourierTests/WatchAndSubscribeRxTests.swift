import BridgeTestSupport
import CourierGraphQL
import CourierTesting
@preconcurrency import RxCourier
@preconcurrency import RxSwift
import Testing

/// `rx.watch` and `rx.subscribe` as `Observable`s.
@Suite struct WatchAndSubscribeRxTests {
    @Test func watchEmitsTheResultAndAgainWhenAMutationChangesIt() async throws {
        let server = NotesServer()
        let client = server.makeClient()
        let recorder = EventRecorder<Result<GraphQLResult<NoteQuery.Data>, GraphQLClientError>>()
        recorder.record(client.rx.watch(query: NoteQuery(id: "n1")))
        #expect(await eventually { recorder.elements.count == 1 })
        _ = try await client.rx.perform(mutation: RenameNoteMutation(id: "n1", text: "Renamed")).awaitValue()
        #expect(await eventually { recorder.elements.count == 2 })
        let texts = recorder.elements.map { try? $0.get().data?.note?.text }
        #expect(texts == ["Note 1", "Renamed"])
        #expect(!recorder.isStopped, "a watch never completes by itself")
        recorder.dispose()
    }

    @Test func aFailedFetchIsAnElementAndTheWatchGoesOn() async throws {
        let server = NotesServer()
        await server.failNext(1)
        let recorder = EventRecorder<Result<GraphQLResult<NoteQuery.Data>, GraphQLClientError>>()
        recorder.record(server.makeClient().rx.watch(query: NoteQuery(id: "n1")))
        #expect(await eventually { recorder.elements.count == 1 })
        guard case .failure(let error) = recorder.elements.first else {
            Issue.record("expected a failure element")
            return
        }
        #expect(error.kind == .transport)
        #expect(!recorder.isStopped)
        recorder.dispose()
    }

    @Test func subscribeDeliversTheServersEventsAndCompletesWithIt() async throws {
        let server = NotesServer()
        let recorder = EventRecorder<GraphQLSubscriptionEvent<NoteChangedSubscription.Data>>()
        recorder.record(server.makeClient().rx.subscribe(subscription: NoteChangedSubscription()))
        #expect(await eventually { server.subscriptions.openSubscriptions(for: NoteChangedSubscription.self) == 1 })
        _ = server.subscriptions.send(
            NoteChangedSubscription.self, data: .init(noteChanged: NoteFields(id: "n1", text: "Live")))
        server.subscriptions.finish(NoteChangedSubscription.self)
        #expect(await eventually { recorder.isCompleted })
        #expect(recorder.elements.compactMap { $0.result?.data?.noteChanged.text } == ["Live"])
    }
}
