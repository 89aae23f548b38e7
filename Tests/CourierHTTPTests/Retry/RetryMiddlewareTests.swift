import CourierHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("RetryMiddleware")
struct RetryMiddlewareTests {
    private let policy = RetryPolicy(maxAttempts: 4, initialDelay: 1, multiplier: 2, maxDelay: 10, jitter: .none)

    /// A transport that plays `script` in order, one step per attempt, recording the attempt number
    /// each request saw.
    private func scripted(
        _ script: [Result<HTTPResponse, any Error>],
        attempts: CoreRecorder<Int>
    ) -> CoreStubTransport {
        CoreStubTransport { _ in
            let index = attempts.all.count
            attempts.append(HTTPAttempt.number)
            guard index < script.count else {
                Issue.record("unexpected attempt \(index + 1)")
                throw HTTPError(.invalidRequest)
            }
            return try script[index].get()
        }
    }

    @Test func retriesUntilSuccessWaitingTheBackoff() async throws {
        let attempts = CoreRecorder<Int>()
        let sleeper = CoreRecordingSleeper()
        let chain = MiddlewareTransport(
            transport: scripted(
                [
                    .success(CoreFixtures.response(503)), .failure(URLError(.networkConnectionLost)),
                    .success(CoreFixtures.response(200, body: "ok")),
                ],
                attempts: attempts
            ),
            middlewares: [RetryMiddleware(policy: policy, sleeper: sleeper)]
        )
        let response = try await chain.send(CoreFixtures.request())
        #expect(response.statusCode == 200)
        #expect(attempts.all == [1, 2, 3])
        #expect(sleeper.delays.all == [1, 2])
    }

    @Test func exhaustedRetriesReturnTheLastResponse() async throws {
        let attempts = CoreRecorder<Int>()
        let sleeper = CoreRecordingSleeper()
        let script: [Result<HTTPResponse, any Error>] = (1...4).map {
            .success(CoreFixtures.response(503, body: "try \($0)"))
        }
        let chain = MiddlewareTransport(
            transport: scripted(script, attempts: attempts),
            middlewares: [RetryMiddleware(policy: policy, sleeper: sleeper)]
        )
        let response = try await chain.send(CoreFixtures.request())
        #expect(response.statusCode == 503)
        #expect(String(decoding: response.body, as: UTF8.self) == "try 4")
        #expect(attempts.all == [1, 2, 3, 4])
        #expect(sleeper.delays.all == [1, 2, 4])
    }

    @Test func exhaustedRetriesRethrowTheLastError() async throws {
        let attempts = CoreRecorder<Int>()
        let script: [Result<HTTPResponse, any Error>] = [
            .failure(HTTPError(.timeout, message: "first")),
            .failure(HTTPError(.transport, message: "second")),
            .failure(HTTPError(.timeout, message: "third")),
            .failure(HTTPError(.transport, message: "last")),
        ]
        let chain = MiddlewareTransport(
            transport: scripted(script, attempts: attempts),
            middlewares: [RetryMiddleware(policy: policy, sleeper: CoreRecordingSleeper())]
        )
        let error = await #expect(throws: HTTPError.self) { try await chain.send(CoreFixtures.request()) }
        #expect(error?.message == "last")
        #expect(attempts.all.count == 4)
    }

    @Test func nonRetryableErrorStopsAtOnce() async {
        struct Broken: Error {}
        let attempts = CoreRecorder<Int>()
        let sleeper = CoreRecordingSleeper()
        let chain = MiddlewareTransport(
            transport: scripted([.failure(Broken())], attempts: attempts),
            middlewares: [RetryMiddleware(policy: policy, sleeper: sleeper)]
        )
        await #expect(throws: Broken.self) { try await chain.send(CoreFixtures.request()) }
        #expect(attempts.all.count == 1)
        #expect(sleeper.delays.all.isEmpty)
    }

    @Test func postIsSentOnce() async throws {
        let attempts = CoreRecorder<Int>()
        let chain = MiddlewareTransport(
            transport: scripted([.success(CoreFixtures.response(503))], attempts: attempts),
            middlewares: [RetryMiddleware(policy: policy, sleeper: CoreRecordingSleeper())]
        )
        let response = try await chain.send(CoreFixtures.request(.post, body: Data("{}".utf8)))
        #expect(response.statusCode == 503)
        #expect(attempts.all.count == 1)
    }

    @Test func retryAfterSetsTheWait() async throws {
        let attempts = CoreRecorder<Int>()
        let sleeper = CoreRecordingSleeper()
        let chain = MiddlewareTransport(
            transport: scripted(
                [
                    .success(CoreFixtures.response(429, headers: ["Retry-After": "3"])),
                    .success(CoreFixtures.response(200)),
                ],
                attempts: attempts
            ),
            middlewares: [RetryMiddleware(policy: policy, sleeper: sleeper)]
        )
        _ = try await chain.send(CoreFixtures.request())
        #expect(sleeper.delays.all == [3])
    }

    @Test func cancellationDuringTheWaitStopsImmediately() async throws {
        let attempts = CoreRecorder<Int>()
        // The sleeper behaves like Task.sleep on a cancelled task.
        var sleeper = CoreRecordingSleeper()
        sleeper.onSleep = { _ in throw CancellationError() }
        let chain = MiddlewareTransport(
            transport: scripted([.success(CoreFixtures.response(503))], attempts: attempts),
            middlewares: [RetryMiddleware(policy: policy, sleeper: sleeper)]
        )
        let error = await #expect(throws: HTTPError.self) { try await chain.send(CoreFixtures.request()) }
        #expect(error?.kind == .cancelled)
        #expect(attempts.all.count == 1)
    }

    @Test func cancelledTaskMakesNoFurtherAttempt() async throws {
        let attempts = CoreRecorder<Int>()
        let sleeper = CoreRecordingSleeper()
        let chain = MiddlewareTransport(
            transport: CoreStubTransport { _ in
                attempts.append(HTTPAttempt.number)
                withUnsafeCurrentTask { $0?.cancel() }
                throw URLError(.timedOut)
            },
            middlewares: [RetryMiddleware(policy: policy, sleeper: sleeper)]
        )
        let task = Task { try await chain.send(CoreFixtures.request()) }
        let result = await task.result
        #expect((try? result.get()) == nil)
        if case .failure(let error as HTTPError) = result {
            #expect(error.kind == .cancelled)
        } else {
            Issue.record("expected HTTPError.cancelled, got \(result)")
        }
        #expect(attempts.all == [1])
        #expect(sleeper.delays.all.isEmpty)
    }

    @Test func cancellationErrorFromTheTransportIsNotRetried() async throws {
        let attempts = CoreRecorder<Int>()
        let chain = MiddlewareTransport(
            transport: scripted([.failure(HTTPError(.cancelled))], attempts: attempts),
            middlewares: [RetryMiddleware(policy: policy, sleeper: CoreRecordingSleeper())]
        )
        let error = await #expect(throws: HTTPError.self) { try await chain.send(CoreFixtures.request()) }
        #expect(error?.kind == .cancelled)
        #expect(attempts.all.count == 1)
    }

    @Test func realSleeperStopsWhenCancelled() async throws {
        let start = Date()
        let task = Task { try await TaskSleeper().sleep(seconds: 600) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func attemptNumberIsOneOutsideRetry() async throws {
        let attempts = CoreRecorder<Int>()
        let chain = MiddlewareTransport(
            transport: scripted([.success(CoreFixtures.response(200))], attempts: attempts), middlewares: [])
        _ = try await chain.send(CoreFixtures.request())
        #expect(attempts.all == [1])
    }
}

@Suite("TaskSleeper")
struct TaskSleeperTests {
    @Test(arguments: [0, -1, Double.nan])
    func nonPositiveDelaysReturnAtOnce(_ seconds: Double) async throws {
        let start = Date()
        try await TaskSleeper().sleep(seconds: seconds)
        #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test func nonPositiveDelayStillReportsCancellation() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await TaskSleeper().sleep(seconds: 0)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func policyClampsAttemptsToAtLeastOne() {
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
        #expect(
            RetryPolicy(maxAttempts: -3).decision(
                for: 1, request: CoreFixtures.request(), outcome: .success(CoreFixtures.response(503))) == .stop)
    }
}
