import BridgeTestSupport
import Combine
import CombineBridgeUnderTest
import CourierGraphQL
import CourierViewModels
import Testing

/// The `ObservableObject` query model (iOS 15/16), against OpenCombine's `ObservableObject`.
@MainActor
@Suite struct PublishedQueryModelTests {
    @Test func runGoesFromIdleThroughLoadingToLoadedAndAnnouncesEachChange() async throws {
        let server = NotesServer()
        let model = PublishedQueryModel(client: server.makeClient(), query: NoteQuery(id: "n1"))
        guard case .idle = model.state else {
            Issue.record("expected idle, got \(model.state)")
            return
        }
        var announced = 0
        let counting = model.objectWillChange.sink { announced += 1 }
        defer { counting.cancel() }
        var states: [String] = []
        let recording = model.$snapshot.sink { states.append(Self.describe($0.state)) }
        defer { recording.cancel() }
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.state.source != nil })
        #expect(model.data?.note?.text == "Note 1")
        #expect(model.isRunning)
        #expect(announced >= 2)
        #expect(states.first == "idle" && states.contains("loading") && states.last == "loaded Note 1")
    }

    @Test func aMutationElsewhereUpdatesTheModelThroughItsWatcher() async throws {
        let server = NotesServer()
        let client = server.makeClient()
        let model = PublishedQueryModel(client: client, query: NoteQuery(id: "n1"))
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.state.source != nil })
        _ = try await client.perform(mutation: RenameNoteMutation(id: "n1", text: "Renamed"))
        #expect(await eventually { model.data?.note?.text == "Renamed" })
        #expect(model.state.source == .cache)
    }

    @Test func aFailedRefreshKeepsTheLastData() async throws {
        let server = NotesServer()
        let model = PublishedQueryModel(client: server.makeClient(), query: NoteQuery(id: "n1"))
        await model.refresh()
        #expect(model.data?.note?.text == "Note 1")
        await server.failNext(1)
        await model.refresh()
        guard case .failed(let error, let lastData) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect((error as? GraphQLClientError)?.kind == .transport)
        #expect(lastData?.note?.text == "Note 1")
        #expect(!model.isRefreshing)
    }

    /// Both query models run one engine: the same steps leave them in the same state.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func behavesLikeTheObservationModel() async throws {
        let server = NotesServer()
        await server.failNote("n2", message: "locked")
        for id in ["n1", "n2"] {
            let published = PublishedQueryModel(client: server.makeClient(), query: NoteQuery(id: id))
            let observed = QueryModel(client: server.makeClient(), query: NoteQuery(id: id))
            #expect(Self.describe(published.state) == Self.describe(observed.state))
            await published.refresh()
            await observed.refresh()
            #expect(Self.describe(published.state) == Self.describe(observed.state))
            #expect(published.errors.map(\.message) == observed.errors.map(\.message))
            await server.failNext(2)
            await published.refresh()
            await observed.refresh()
            #expect(Self.describe(published.state) == Self.describe(observed.state))
        }
    }

    static func describe(_ state: QueryState<NoteQuery.Data>) -> String {
        switch state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let data, _): "loaded \(data.note?.text ?? "nil")"
        case .failed(let error, let last): "failed \(type(of: error)) last \(last?.note?.text ?? "nil")"
        }
    }
}
