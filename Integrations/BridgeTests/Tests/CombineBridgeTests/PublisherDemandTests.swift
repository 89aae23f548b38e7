import BridgeTestSupport
import Combine
import CombineBridgeUnderTest
import CourierViewModels
import Testing

/// Bridged publishers honour the subscriber's demand: nothing is produced beyond it (for the
/// pages publisher, no page is even requested beyond it).
@Suite struct PublisherDemandTests {
    typealias Page = Paginator<NotesPageQuery, NoteFields>.Page

    private func pages(_ server: NotesServer) -> AnyPublisher<Page, any Error> {
        Paginator.notes(server.makeClient(), pageSize: 2).pagesPublisher()
    }

    @Test func oneValueAtATime() async throws {
        let server = NotesServer(count: 5)
        let subscriber = TestSubscriber<Page, any Error>(initialDemand: .max(1))
        pages(server).subscribe(subscriber)
        #expect(await eventually { subscriber.values.count == 1 })
        try await Task.sleep(for: .milliseconds(50))
        #expect(subscriber.values.count == 1)
        #expect(await server.requestCount("NotesPage") == 1, "the second page waits for demand")
        subscriber.request(.max(1))
        #expect(await eventually { subscriber.values.count == 2 })
        subscriber.request(.max(1))
        #expect(await eventually { subscriber.isFinished })
        #expect(subscriber.values.map { $0.items.map(\.id) } == [["n1", "n2"], ["n3", "n4"], ["n5"]])
        #expect(await server.requestCount("NotesPage") == 3)
    }

    @Test func maxNDeliversNValuesAndWaits() async throws {
        let server = NotesServer(count: 5)
        let subscriber = TestSubscriber<Page, any Error>(initialDemand: .max(2))
        pages(server).subscribe(subscriber)
        #expect(await eventually { subscriber.values.count == 2 })
        try await Task.sleep(for: .milliseconds(50))
        #expect(subscriber.values.count == 2)
        #expect(subscriber.completion == nil)
        #expect(await server.requestCount("NotesPage") == 2)
    }

    @Test func demandReturnedFromReceiveAddsUp() async throws {
        let server = NotesServer(count: 5)
        let subscriber = TestSubscriber<Page, any Error>(initialDemand: .max(1), demandPerValue: .max(1))
        pages(server).subscribe(subscriber)
        #expect(await eventually { subscriber.isFinished })
        #expect(subscriber.values.count == 3)
    }

    @Test func unlimitedDeliversEverythingAndFinishes() async throws {
        let server = NotesServer(count: 5)
        let subscriber = TestSubscriber<Page, any Error>(initialDemand: .unlimited)
        pages(server).subscribe(subscriber)
        #expect(await eventually { subscriber.isFinished })
        #expect(subscriber.values.count == 3)
    }

    @Test func noDemandStartsNothing() async throws {
        let server = NotesServer()
        let subscriber = TestSubscriber<Page, any Error>(initialDemand: .none)
        pages(server).subscribe(subscriber)
        try await Task.sleep(for: .milliseconds(50))
        #expect(await server.requests.isEmpty)
        subscriber.request(.max(1))
        #expect(await eventually { subscriber.values.count == 1 })
    }
}
