import BridgeTestSupport
import CourierGraphQL
import CourierTesting
@preconcurrency import RxCourier
@preconcurrency import RxSwift
import Testing

/// Disposing a bridged sequence cancels the work behind it, as the server sees it.
@Suite struct RxCancellationTests {
    /// Fails when `AsyncRxBridge` does not cancel its task on disposal: the held request then
    /// waits on, and the server counts no cancellation.
    @Test func disposingAFetchCancelsTheRequestOnTheServer() async throws {
        let server = NotesServer()
        await server.hold()
        let recorder = EventRecorder<GraphQLResult<NoteQuery.Data>>()
        recorder.record(server.makeClient().rx.fetch(query: NoteQuery(id: "n1")).asObservable())
        #expect(await eventually { await server.heldRequests == 1 })
        recorder.dispose()
        #expect(await eventually { await server.cancelledRequests == 1 })
        await server.release()
        try await Task.sleep(for: .milliseconds(50))
        #expect(recorder.events.isEmpty, "no event after disposal")
    }

    @Test func disposingAMutationCancelsItsRequest() async throws {
        let server = NotesServer()
        await server.hold()
        let disposable = server.makeClient().rx.perform(mutation: RenameNoteMutation(id: "n1", text: "Never"))
            .subscribe()
        #expect(await eventually { await server.heldRequests == 1 })
        disposable.dispose()
        #expect(await eventually { await server.cancelledRequests == 1 })
    }

    @Test func disposingASubscriptionStopsItOnTheServer() async throws {
        let server = NotesServer()
        let recorder = EventRecorder<GraphQLSubscriptionEvent<NoteChangedSubscription.Data>>()
        recorder.record(server.makeClient().rx.subscribe(subscription: NoteChangedSubscription()))
        #expect(await eventually { server.subscriptions.openSubscriptions(for: NoteChangedSubscription.self) == 1 })
        recorder.dispose()
        #expect(await eventually { server.subscriptions.openSubscriptions(for: NoteChangedSubscription.self) == 0 })
    }
}
