import BridgeTestSupport
import CourierHTTP
import CourierREST
import CourierViewModels
@preconcurrency import RxBlocking
@preconcurrency import RxCourier
@preconcurrency import RxSwift
import Testing

/// `APIClient` requests and `Paginator` pages as `Single`, `Maybe` and `Observable`.
@Suite struct RESTAndPagingRxTests {
    @Test func aRESTRequestIsASingleOfTheDecodedResponse() throws {
        let client = NotesServer().makeAPIClient()
        // RxBlocking, as synchronous callers use it (with a time limit, never forever).
        let note = try client.rx.send(.note("n2")).toBlocking(timeout: 5).single()
        #expect(note == RESTNote(id: "n2", text: "Note 2"))
        let response = try client.rx.response(for: .note("n1")).toBlocking(timeout: 5).single()
        #expect(response.response.statusCode == 200)
    }

    @Test func aRESTErrorIsATypedHTTPError() async throws {
        let error = await NotesServer().makeAPIClient().rx.send(.note("missing")).awaitError()
        #expect((error as? HTTPError)?.kind == .httpStatus(404))
    }

    @Test func disposingARESTRequestCancelsIt() async throws {
        let server = NotesServer()
        await server.hold()
        let disposable = server.makeAPIClient().rx.send(.note("n1")).subscribe()
        #expect(await eventually { await server.heldRequests == 1 })
        disposable.dispose()
        #expect(await eventually { await server.cancelledRequests == 1 })
    }

    @Test func pagesLoadOneAfterAnotherAndComplete() async throws {
        let server = NotesServer(count: 5)
        let paginator = Paginator.notes(server.makeClient(), pageSize: 2)
        let recorder = EventRecorder<Paginator<NotesPageQuery, NoteFields>.Page>()
        recorder.record(paginator.rx.pages())
        #expect(await eventually { recorder.isStopped })
        #expect(recorder.isCompleted)
        #expect(recorder.elements.map { $0.items.map(\.id) } == [["n1", "n2"], ["n3", "n4"], ["n5"]])
        #expect(await server.requestCount("NotesPage") == 3)
        let recorderAtEnd = EventRecorder<Paginator<NotesPageQuery, NoteFields>.Page>()
        recorderAtEnd.record(paginator.rx.loadNext().asObservable())
        #expect(await eventually { recorderAtEnd.isStopped })
        #expect(recorderAtEnd.isCompleted && recorderAtEnd.elements.isEmpty, "at the end the Maybe is empty")
    }

    @Test func loadNextIsAMaybeAndItemsFollowTheMergedList() async throws {
        let server = NotesServer(count: 3)
        let paginator = Paginator.notes(server.makeClient(), pageSize: 2)
        let items = EventRecorder<[NoteFields]>()
        items.record(paginator.rx.items())
        #expect(await eventually { items.elements.count == 1 })
        let first = EventRecorder<Paginator<NotesPageQuery, NoteFields>.Page>()
        first.record(paginator.rx.loadNext().asObservable())
        #expect(await eventually { first.isCompleted })
        #expect(first.elements.map(\.index) == [0])
        #expect(await eventually { items.elements.last?.map(\.id) == ["n1", "n2"] })
        items.dispose()
    }
}
