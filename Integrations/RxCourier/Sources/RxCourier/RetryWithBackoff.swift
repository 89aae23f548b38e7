public import Foundation
public import RxSwift

extension ObservableType {
    /// Re-subscribes after an error, waiting longer each time: `initialDelay`, then
    /// `initialDelay × multiplier`, `initialDelay × multiplier²` …, up to `maxAttempts` subscriptions
    /// in all; the last error is passed on.
    ///
    /// With a `Single` from ``Reactive/fetch(query:options:)`` each re-subscription sends the
    /// request again. Pass a `TestScheduler` to test without waiting.
    ///
    /// - Parameters:
    ///   - maxAttempts: Subscriptions in all, the first included; 1 means no retry.
    ///   - initialDelay: The wait before the first retry.
    ///   - multiplier: How much longer each following wait is; 2 doubles it.
    ///   - scheduler: The scheduler the waits run on.
    ///   - shouldRetry: Whether an error is worth retrying; every error by default.
    /// - Returns: The retrying sequence.
    public func retryWithBackoff(
        maxAttempts: Int,
        initialDelay: RxTimeInterval,
        multiplier: Double = 2,
        scheduler: any SchedulerType,
        shouldRetry: @escaping (any Error) -> Bool = { _ in true }
    ) -> Observable<Element> {
        let initial = RetryBackoff.seconds(initialDelay)
        // Kept usable from a `@Sendable` handler, should an RxSwift release declare it so (6.9.1
        // does not); the scheduler and predicate are Rx's own non-Sendable types, used only on
        // the thread Rx delivers the error on.
        nonisolated(unsafe) let scheduler = scheduler
        nonisolated(unsafe) let shouldRetry = shouldRetry
        return asObservable().retry(when: { (errors: Observable<any Error>) in
            errors.enumerated().flatMap { failure -> Observable<Int> in
                let (attempt, error) = (failure.index, failure.element)
                guard attempt + 1 < maxAttempts, shouldRetry(error) else { return .error(error) }
                let delay = RetryBackoff.interval(seconds: initial * pow(multiplier, Double(attempt)))
                return Observable<Int>.timer(delay, scheduler: scheduler)
            }
        })
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Re-subscribes after an error with growing waits; see
    /// ``RxSwift/ObservableType/retryWithBackoff(maxAttempts:initialDelay:multiplier:scheduler:shouldRetry:)``.
    ///
    /// - Parameters:
    ///   - maxAttempts: Subscriptions in all, the first included.
    ///   - initialDelay: The wait before the first retry.
    ///   - multiplier: How much longer each following wait is.
    ///   - scheduler: The scheduler the waits run on.
    ///   - shouldRetry: Whether an error is worth retrying.
    /// - Returns: The retrying `Single`.
    public func retryWithBackoff(
        maxAttempts: Int,
        initialDelay: RxTimeInterval,
        multiplier: Double = 2,
        scheduler: any SchedulerType,
        shouldRetry: @escaping (any Error) -> Bool = { _ in true }
    ) -> Single<Element> {
        asObservable()
            .retryWithBackoff(
                maxAttempts: maxAttempts, initialDelay: initialDelay, multiplier: multiplier, scheduler: scheduler,
                shouldRetry: shouldRetry
            )
            .asSingle()
    }
}

/// Conversions between `RxTimeInterval` (`DispatchTimeInterval`) and seconds.
enum RetryBackoff {
    static func seconds(_ interval: RxTimeInterval) -> Double {
        switch interval {
        case .seconds(let value): Double(value)
        case .milliseconds(let value): Double(value) / 1_000
        case .microseconds(let value): Double(value) / 1_000_000
        case .nanoseconds(let value): Double(value) / 1_000_000_000
        case .never: .infinity
        @unknown default: 0
        }
    }

    static func interval(seconds: Double) -> RxTimeInterval {
        // Clamp before converting: `Int(_:)` traps outside its range (about 292 years of ns).
        let nanoseconds = min(max(seconds, 0) * 1_000_000_000, Double(Int.max / 2))
        return .nanoseconds(Int(nanoseconds))
    }
}
