import BridgeTestSupport
import Combine
import CombineBridgeUnderTest
import CourierGraphQL
import CourierViewModels
import Testing

/// The `ObservableObject` mutation model (iOS 15/16).
@MainActor
@Suite struct PublishedMutationModelTests {
    @Test func aSubmissionGoesFromRunningToSucceeded() async throws {
        let server = NotesServer()
        let model = PublishedMutationModel<RenameNoteMutation, RenameNoteMutation.Data>(client: server.makeClient())
        var states: [String] = []
        let recording = model.$snapshot.sink { snapshot in
            switch snapshot.state {
            case .idle: states.append("idle")
            case .running: states.append("running")
            case .succeeded: states.append("succeeded")
            case .failed: states.append("failed")
            }
        }
        defer { recording.cancel() }
        let output = await model.submit(RenameNoteMutation(id: "n1", text: "Renamed"))
        #expect(output?.renameNote.text == "Renamed")
        #expect(states == ["idle", "running", "succeeded"])
        model.reset()
        #expect(states.last == "idle")
    }

    @Test func aSecondSubmissionWhileOneRunsIsRejected() async throws {
        let server = NotesServer()
        await server.hold()
        let model = PublishedMutationModel<RenameNoteMutation, RenameNoteMutation.Data>(client: server.makeClient())
        let first = Task { await model.submit(RenameNoteMutation(id: "n1", text: "First")) }
        #expect(await eventually { await server.heldRequests == 1 })
        #expect(model.isRunning)
        let second = await model.submit(RenameNoteMutation(id: "n1", text: "Second"))
        #expect(second == nil)
        #expect(model.rejectedSubmissions == 1)
        model.reset()
        #expect(model.isRunning, "reset does nothing while a submission runs")
        await server.release()
        #expect(await first.value?.renameNote.text == "First")
        #expect(await server.requestCount("RenameNote") == 1)
    }

    @Test func aFailedSubmissionKeepsTheError() async throws {
        let server = NotesServer()
        await server.failNext(1)
        let model = PublishedMutationModel<RenameNoteMutation, RenameNoteMutation.Data>(client: server.makeClient())
        #expect(await model.submit(RenameNoteMutation(id: "n1", text: "Lost")) == nil)
        #expect((model.state.error as? GraphQLClientError)?.kind == .transport)
    }
}
