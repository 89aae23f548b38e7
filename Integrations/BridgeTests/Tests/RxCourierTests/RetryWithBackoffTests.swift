import BridgeTestSupport
import CourierGraphQL
import Dispatch
@preconcurrency import RxCourier
@preconcurrency import RxSwift
@preconcurrency import RxTest
import Testing

/// `retryWithBackoff` in virtual time (RxTest's `TestScheduler`), and once against the server.
@Suite struct RetryWithBackoffTests {
    struct Failure: Error, Equatable { var attempt = 0 }

    /// A source that fails 10 ticks after each subscription, and the scheduler it runs on.
    private func failingSource() -> (TestScheduler, TestableObservable<Int>) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1, simulateProcessingDelay: false)
        return (scheduler, scheduler.createColdObservable([.error(10, Failure())]))
    }

    @Test func waitsInitialDelayTimesMultiplierToTheNBeforeRetryN() {
        let (scheduler, source) = failingSource()
        let observer = scheduler.start {
            source.retryWithBackoff(maxAttempts: 3, initialDelay: .seconds(5), multiplier: 2, scheduler: scheduler)
        }
        // Subscribed at 200, fails at 210; waits 5 → 215, fails at 225; waits 10 → 235, fails at
        // 245, the third attempt: the error goes on.
        #expect(source.subscriptions == [Subscription(200, 210), Subscription(215, 225), Subscription(235, 245)])
        #expect(observer.events.count == 1)
        #expect(observer.events.first?.time == 245)
        #expect(observer.events.first?.value.error as? Failure == Failure())
    }

    @Test func oneAttemptMeansNoRetry() {
        let (scheduler, source) = failingSource()
        let observer = scheduler.start {
            source.retryWithBackoff(maxAttempts: 1, initialDelay: .seconds(5), scheduler: scheduler)
        }
        #expect(source.subscriptions == [Subscription(200, 210)])
        #expect(observer.events.first?.time == 210)
    }

    @Test func anErrorThatShouldNotBeRetriedGoesOnAtOnce() {
        let (scheduler, source) = failingSource()
        let observer = scheduler.start {
            source.retryWithBackoff(
                maxAttempts: 5, initialDelay: .seconds(5), scheduler: scheduler, shouldRetry: { !($0 is Failure) })
        }
        #expect(source.subscriptions == [Subscription(200, 210)])
        #expect(observer.events.first?.value.error is Failure)
    }

    @Test func aSourceThatRecoversDeliversItsValues() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1, simulateProcessingDelay: false)
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(Failure(attempt: attempts)) : .just(attempts)
        }
        let observer = scheduler.start {
            source.retryWithBackoff(maxAttempts: 4, initialDelay: .seconds(1), multiplier: 3, scheduler: scheduler)
        }
        // Fails at 200 and, after 1, at 201; after 3 more, succeeds at 204.
        #expect(observer.events == [.next(204, 3), .completed(204)])
    }

    @Test func aFetchIsSentAgainOnEachRetryUntilTheServerAnswers() async throws {
        let server = NotesServer()
        await server.failNext(2)
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let result = try await server.makeClient().rx.fetch(
            query: NoteQuery(id: "n3"), cachePolicy: .fetchIgnoringCacheData
        )
        .retryWithBackoff(
            maxAttempts: 3, initialDelay: .milliseconds(1), scheduler: scheduler,
            shouldRetry: {
                ($0 as? GraphQLClientError)?.kind == .transport
            }
        )
        .awaitValue()
        #expect(result.data?.note?.text == "Note 3")
        #expect(await server.requestCount("Note") == 3)
    }
}
