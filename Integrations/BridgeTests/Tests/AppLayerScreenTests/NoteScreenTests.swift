import BridgeTestSupport
import Combine
import CombineBridgeUnderTest
import CourierGraphQL
import CourierViewModels
@preconcurrency import RxRelay
@preconcurrency import RxSwift
@preconcurrency import RxTest
import Testing

/// CourierViewModels.docc/AppLayer.md's note screen, three ways, each against the same server: shows the note,
/// renames it, and shows the server's error.
@MainActor
@Suite struct NoteScreenTests {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func withObservation() async throws {
        let server = NotesServer()
        let model = NoteScreenModel(client: server.makeClient(), id: "n1")
        let watching = Task { await model.note.run() }
        defer { watching.cancel() }
        #expect(await eventually { model.text == "Note 1" })
        await model.rename(to: "Renamed")
        #expect(await eventually { model.text == "Renamed" })
        #expect(model.errorMessage == nil)
        await server.failNext(1)
        await model.rename(to: "Lost")
        #expect(model.errorMessage?.contains("transport") == true)
        #expect(model.text == "Renamed")
    }

    @Test func withCombine() async throws {
        let server = NotesServer()
        let screen = NoteScreenObject(client: server.makeClient(), id: "n1")
        var changes = 0
        let counting = screen.objectWillChange.sink { changes += 1 }
        defer { counting.cancel() }
        let watching = Task { await screen.note.run() }
        defer { watching.cancel() }
        #expect(await eventually { screen.text == "Note 1" })
        #expect(changes > 0, "the screen's @Published text announced its change")
        await screen.rename(to: "Renamed")
        #expect(await eventually { screen.text == "Renamed" })
        #expect(screen.renaming.state.output?.renameNote.text == "Renamed")
    }

    @Test func withRxSwift() async throws {
        let server = NotesServer()
        await server.failNote("n2", message: "note n2 is locked")
        let texts = EventRecorder<String>()
        let errors = EventRecorder<NetworkError>()
        let model = NoteScreenViewModel(client: server.makeClient(), scheduler: texts.scheduler)
        texts.record(model.text)
        errors.record(model.errors)
        model.load.accept("n1")
        #expect(await eventually { texts.elements == ["Note 1"] })
        model.load.accept("n2")
        #expect(await eventually { errors.elements == [.graphQL(["note n2 is locked"])] })
        // `catch` kept the stream alive: the next input still loads.
        model.load.accept("n3")
        #expect(await eventually { texts.elements.count == 2 })
        model.rename.accept("Three")
        #expect(await eventually { texts.elements.count == 3 })
        #expect(texts.events == [.next(0, "Note 1"), .next(0, "Note 3"), .next(0, "Three")])
        #expect(!texts.isStopped && !errors.isStopped)
    }
}
