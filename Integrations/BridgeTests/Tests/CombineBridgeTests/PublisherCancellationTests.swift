import BridgeTestSupport
import Combine
import CombineBridgeUnderTest
import CourierGraphQL
import CourierTesting
import Testing

/// Cancelling a bridged publisher's subscription before, during and after the request.
@Suite struct PublisherCancellationTests {
    @Test func cancellingBeforeTheRequestSendsNothing() async throws {
        let server = NotesServer()
        let subscriber = TestSubscriber<GraphQLResult<NoteQuery.Data>, GraphQLClientError>(cancelOnSubscribe: true)
        server.makeClient().fetchPublisher(query: NoteQuery(id: "n1")).subscribe(subscriber)
        subscriber.request(.unlimited)
        try await Task.sleep(for: .milliseconds(50))
        #expect(await server.requests.isEmpty)
        #expect(subscriber.values.isEmpty && subscriber.completion == nil)
    }

    /// Fails when the bridge does not cancel its task on `cancel()` (e.g. `AsyncBridgeDriver`'s
    /// `cancel()` not cancelling the task): the held request then waits on, and the server
    /// counts no cancellation.
    @Test func cancellingDuringTheRequestCancelsItOnTheServer() async throws {
        let server = NotesServer()
        await server.hold()
        let subscriber = TestSubscriber<GraphQLResult<NoteQuery.Data>, GraphQLClientError>()
        server.makeClient().fetchPublisher(query: NoteQuery(id: "n1")).subscribe(subscriber)
        #expect(await eventually { await server.heldRequests == 1 })
        subscriber.cancel()
        #expect(await eventually { await server.cancelledRequests == 1 })
        await server.release()
        try await Task.sleep(for: .milliseconds(50))
        #expect(subscriber.values.isEmpty && subscriber.completion == nil, "nothing after cancel()")
    }

    @Test func cancellingAfterTheAnswerChangesNothing() async throws {
        let server = NotesServer()
        let subscriber = TestSubscriber<GraphQLResult<NoteQuery.Data>, GraphQLClientError>()
        server.makeClient().fetchPublisher(query: NoteQuery(id: "n1")).subscribe(subscriber)
        #expect(await eventually { subscriber.isFinished })
        subscriber.cancel()
        subscriber.cancel()
        #expect(subscriber.values.count == 1)
        #expect(await server.cancelledRequests == 0)
        #expect(await server.requestCount("Note") == 1)
    }

    @Test func cancellingASubscriptionStopsItOnTheServer() async throws {
        let server = NotesServer()
        let subscriber = TestSubscriber<GraphQLSubscriptionEvent<NoteChangedSubscription.Data>, any Error>()
        server.makeClient().subscribePublisher(subscription: NoteChangedSubscription()).subscribe(subscriber)
        #expect(await eventually { server.subscriptions.openSubscriptions(for: NoteChangedSubscription.self) == 1 })
        subscriber.cancel()
        #expect(await eventually { server.subscriptions.openSubscriptions(for: NoteChangedSubscription.self) == 0 })
    }

    @Test func cancellingARESTRequestCancelsIt() async throws {
        let server = NotesServer()
        await server.hold()
        let cancellable = server.makeAPIClient().sendPublisher(.note("n1")).sink(
            receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(await eventually { await server.heldRequests == 1 })
        cancellable.cancel()
        #expect(await eventually { await server.cancelledRequests == 1 })
    }
}
