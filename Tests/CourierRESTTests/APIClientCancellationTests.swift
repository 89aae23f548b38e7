import CourierHTTP
import CourierREST
import Dispatch
import Foundation
import Testing

@Suite("APIClient cancellation and callbacks")
struct APIClientCancellationTests {
    /// A transport that reports when a request arrives, then waits until its task is cancelled
    /// and reports whether it saw the cancellation.
    private static func hangingTransport(
        started: AsyncStream<Void>.Continuation, sawCancellation: AsyncStream<Bool>.Continuation
    ) -> FakeTransport {
        FakeTransport { _ in
            started.yield()
            await suspendUntilCancelled()
            sawCancellation.yield(Task.isCancelled)
            throw CancellationError()
        }
    }

    @Test func cancellingTheTaskReachesTheTransport() async throws {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (seen, seenContinuation) = AsyncStream.makeStream(of: Bool.self)
        let api = APIClient(
            configuration: testConfiguration(
                transport: Self.hangingTransport(started: startedContinuation, sawCancellation: seenContinuation)
            ))
        let task = Task { try await api.send(Endpoint<User>("users/1")) }
        _ = await started.first { _ in true }
        task.cancel()
        let transportSawCancellation = await seen.first { _ in true }
        #expect(transportSawCancellation == true)
        let error = try await #require(throws: HTTPError.self) { try await task.value }
        #expect(error.kind == .cancelled)
        #expect(error.request?.url.lastPathComponent == "1")
    }

    @Test func callbackIsDeliveredOnTheChosenQueue() async throws {
        let queue = DispatchQueue(label: "courier.tests.callbacks")
        let api = APIClient(
            configuration: testConfiguration(transport: FakeTransport.answering(200, body: #"{"id":3,"name":"Cy"}"#)))
        let (outcomes, continuation) = AsyncStream.makeStream(of: (Result<User, HTTPError>, Bool).self)
        api.send(Endpoint<User>("users/3"), on: queue) { result in
            continuation.yield((result, Self.isRunning(on: queue)))
        }
        let (result, onQueue) = try #require(await outcomes.first { _ in true })
        #expect(onQueue)
        #expect(try result.get() == User(id: 3, name: "Cy"))
    }

    @Test func callbackReceivesFailures() async throws {
        let queue = DispatchQueue(label: "courier.tests.failures")
        let api = APIClient(configuration: testConfiguration(transport: FakeTransport.answering(503)))
        let (outcomes, continuation) = AsyncStream.makeStream(of: Result<Void, HTTPError>.self)
        api.send(Endpoint<Void>("health"), on: queue) { continuation.yield($0) }
        let result = try #require(await outcomes.first { _ in true })
        #expect(throws: HTTPError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.kind == .httpStatus(503)) }
    }

    @Test func cancellingTheCallbackHandleCancelsTheTransportAndReportsCancellation() async throws {
        let queue = DispatchQueue(label: "courier.tests.cancel")
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (seen, seenContinuation) = AsyncStream.makeStream(of: Bool.self)
        let api = APIClient(
            configuration: testConfiguration(
                transport: Self.hangingTransport(started: startedContinuation, sawCancellation: seenContinuation)
            ))
        let (outcomes, continuation) = AsyncStream.makeStream(of: (Result<User, HTTPError>, Bool).self)
        let handle = api.send(Endpoint<User>("users/1"), on: queue) { result in
            continuation.yield((result, Self.isRunning(on: queue)))
        }
        _ = await started.first { _ in true }
        handle.cancel()
        #expect(await seen.first { _ in true } == true)
        let (result, onQueue) = try #require(await outcomes.first { _ in true })
        #expect(onQueue)
        guard case .failure(let error) = result else {
            Issue.record("expected a cancellation error, got \(result)")
            return
        }
        #expect(error.kind == .cancelled)
    }

    @Test func cancelledCallbackReportsCancellationEvenIfTheResponseArrives() async throws {
        let queue = DispatchQueue(label: "courier.tests.late")
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        // This transport ignores cancellation and answers anyway once it has been cancelled.
        let transport = FakeTransport { _ in
            startedContinuation.yield()
            await suspendUntilCancelled()
            return HTTPResponse(statusCode: 200, body: Data(#"{"id":1,"name":"Ann"}"#.utf8))
        }
        let api = APIClient(configuration: testConfiguration(transport: transport))
        let (outcomes, continuation) = AsyncStream.makeStream(of: Result<User, HTTPError>.self)
        let handle = api.send(Endpoint<User>("users/1"), on: queue) { continuation.yield($0) }
        _ = await started.first { _ in true }
        handle.cancel()
        let result = try #require(await outcomes.first { _ in true })
        guard case .failure(let error) = result else {
            Issue.record("expected a cancellation error, got \(result)")
            return
        }
        #expect(error.kind == .cancelled)
    }

    /// Whether the current code runs on `queue` — checked with a queue-specific value.
    private static func isRunning(on queue: DispatchQueue) -> Bool {
        let key = DispatchSpecificKey<ObjectIdentifier>()
        queue.setSpecific(key: key, value: ObjectIdentifier(queue))
        return DispatchQueue.getSpecific(key: key) == ObjectIdentifier(queue)
    }
}
