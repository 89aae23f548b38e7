import CourierAPI
import CourierGraphQL
import Testing

@testable import CourierViewModels

/// An action that waits until the test lets it finish, and counts its calls.
private actor HeldAction {
    private(set) var calls: [Int] = []
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func perform(_ input: Int) async throws -> String {
        calls.append(input)
        await withCheckedContinuation { waiting.append($0) }
        try Task.checkCancellation()
        if input < 0 { throw Rejected() }
        return "done \(input)"
    }

    var waitingCount: Int { waiting.count }

    func finish() {
        for continuation in waiting { continuation.resume() }
        waiting = []
    }

    struct Rejected: Error {}
}

// Swift Testing rejects @available on a suite (swift-testing #608): each test carries it.
@MainActor
@Suite struct MutationModelTests {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aSubmissionGoesFromIdleThroughRunningToSucceeded() async throws {
        let action = HeldAction()
        let model = MutationModel { try await action.perform($0) }
        #expect(model.state.output == nil && !model.isRunning)
        let submission = Task { await model.submit(7) }
        #expect(await eventually { await action.waitingCount == 1 })
        #expect(model.isRunning)
        await action.finish()
        #expect(await submission.value == "done 7")
        #expect(model.state.output == "done 7")
        #expect(!model.isRunning)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aFailureIsTheStateAndTheNextSubmissionCanSucceed() async throws {
        let action = HeldAction()
        let model = MutationModel { try await action.perform($0) }
        let failing = Task { await model.submit(-1) }
        #expect(await eventually { await action.waitingCount == 1 })
        await action.finish()
        #expect(await failing.value == nil)
        #expect(model.state.error is HeldAction.Rejected)
        let succeeding = Task { await model.submit(2) }
        #expect(await eventually { await action.waitingCount == 1 })
        await action.finish()
        #expect(await succeeding.value == "done 2")
        #expect(model.state.error == nil)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aSecondSubmissionWhileRunningIsRejectedWithoutCallingTheAction() async throws {
        let action = HeldAction()
        let model = MutationModel { try await action.perform($0) }
        let first = Task { await model.submit(1) }
        #expect(await eventually { await action.waitingCount == 1 })
        #expect(await model.submit(2) == nil)
        #expect(model.rejectedSubmissions == 1)
        await action.finish()
        _ = await first.value
        #expect(await action.calls == [1])
        #expect(model.state.output == "done 1")
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func resetReturnsToIdleButNotWhileRunning() async throws {
        let action = HeldAction()
        let model = MutationModel { try await action.perform($0) }
        let running = Task { await model.submit(3) }
        #expect(await eventually { await action.waitingCount == 1 })
        model.reset()
        #expect(model.isRunning)
        await action.finish()
        _ = await running.value
        model.reset()
        guard case .idle = model.state else {
            Issue.record("expected idle, got \(model.state)")
            return
        }
    }
}
