import BridgeTestSupport
import CourierGraphQL
import Foundation
@preconcurrency import RxCourier
@preconcurrency import RxSwift
import Testing

/// `rx.fetch` / `rx.perform` as `Single`s, the data-only forms, typed errors and the scheduler
/// events arrive on, against RxSwift 6.9.1.
@Suite struct GraphQLClientRxTests {
    @Test func fetchIsAColdSingleOfTheResult() async throws {
        let server = NotesServer()
        let client = server.makeClient()
        let single = client.rx.fetch(query: NoteQuery(id: "n1"), cachePolicy: .fetchIgnoringCacheData)
        #expect(await server.requests.isEmpty, "nothing is sent before a subscription")
        let result = try await single.awaitValue()
        #expect(result.data?.note?.text == "Note 1")
        #expect(result.source == .network)
        _ = try await single.awaitValue()
        #expect(await server.requestCount("Note") == 2, "every subscription fetches anew")
    }

    @Test func cacheAndNetworkIsAnObservableOfTheCachedThenTheNetworkResult() async throws {
        let server = NotesServer()
        let client = server.makeClient()
        _ = try await client.rx.fetch(query: NoteQuery(id: "n1")).awaitValue()
        await server.setText("n1", "Changed on the server")
        let recorder = EventRecorder<GraphQLResult<NoteQuery.Data>>()
        recorder.record(client.rx.fetch(query: NoteQuery(id: "n1"), cachePolicy: .returnCacheDataAndFetch))
        #expect(await eventually { recorder.isStopped })
        #expect(recorder.elements.map(\.source) == [.cache, .network])
        #expect(recorder.elements.map { $0.data?.note?.text } == ["Note 1", "Changed on the server"])
        #expect(recorder.isCompleted)
    }

    @Test func performIsASingleOfTheMutationResult() async throws {
        let server = NotesServer()
        let result = try await server.makeClient().rx.perform(mutation: RenameNoteMutation(id: "n2", text: "Renamed"))
            .awaitValue()
        #expect(result.data?.renameNote == NoteFields(id: "n2", text: "Renamed"))
        #expect(await server.notes[1].text == "Renamed")
    }

    @Test func aTransportFailureIsATypedClientError() async throws {
        let server = NotesServer()
        await server.failNext(1)
        let error = await server.makeClient().rx.fetch(query: NoteQuery(id: "n1")).awaitError()
        let clientError = try #require(error as? GraphQLClientError)
        #expect(clientError.kind == .transport)
        #expect(clientError.operationName == "Note")
    }

    @Test func theResultFormDeliversGraphQLErrorsAsData() async throws {
        let server = NotesServer()
        await server.failNote("n1", message: "note n1 is locked")
        let result = try await server.makeClient().rx.fetch(query: NoteQuery(id: "n1")).awaitValue()
        #expect(result.errors.map(\.message) == ["note n1 is locked"])
        #expect(result.data?.note == nil)
    }

    @Test func theDataFormFailsWithTheServersErrors() async throws {
        let server = NotesServer()
        await server.failNote("n1", message: "note n1 is locked")
        let client = server.makeClient()
        let error = await client.rx.fetchData(query: NoteQuery(id: "n1")).awaitError()
        let clientError = try #require(error as? GraphQLClientError)
        #expect(clientError.kind == .graphQLErrors)
        #expect(clientError.errors.map(\.message) == ["note n1 is locked"])
        let data = try await client.rx.fetchData(query: NoteQuery(id: "n2")).awaitValue()
        #expect(data.note?.text == "Note 2")
        let renamed = try await client.rx.performData(mutation: RenameNoteMutation(id: "n2", text: "Two")).awaitValue()
        #expect(renamed.renameNote.text == "Two")
    }

    @Test func eventsArriveOnTheSchedulerTheCallerAsksFor() async throws {
        let server = NotesServer()
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "caller's queue")
        queue.setSpecific(key: key, value: "caller's queue")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "caller's queue.internal")
        let label = try await server.makeClient().rx.fetch(query: NoteQuery(id: "n1"))
            .observe(on: scheduler)
            .map { _ in DispatchQueue.getSpecific(key: key) ?? "another queue" }
            .awaitValue()
        #expect(label == "caller's queue")
    }
}
