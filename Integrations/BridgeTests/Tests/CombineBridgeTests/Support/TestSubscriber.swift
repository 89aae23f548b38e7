import Combine
import Foundation

/// A Combine subscriber that a test drives by hand: it requests `initialDemand` when subscribed,
/// asks for `demandPerValue` more after each value, and records what arrives. Bridged
/// publishers deliver on their producer's task, so the records sit behind a lock.
final class TestSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    // Every mutable member is read and written under `lock`.
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var recordedValues: [Input] = []
    private var recordedCompletion: Subscribers.Completion<Failure>?
    private var recordedSubscriptions = 0
    private let initialDemand: Subscribers.Demand
    private let demandPerValue: Subscribers.Demand
    private let cancelOnSubscribe: Bool

    init(
        initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none,
        cancelOnSubscribe: Bool = false
    ) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
        self.cancelOnSubscribe = cancelOnSubscribe
    }

    private func withLock<T>(_ work: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return work()
    }

    func receive(subscription: any Subscription) {
        withLock {
            self.subscription = subscription
            recordedSubscriptions += 1
        }
        if cancelOnSubscribe {
            subscription.cancel()
        } else if initialDemand != .none {
            subscription.request(initialDemand)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        withLock { recordedValues.append(input) }
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        withLock { recordedCompletion = completion }
    }

    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand) { withLock { subscription }?.request(demand) }

    /// Cancels the subscription.
    func cancel() { withLock { subscription }?.cancel() }

    var values: [Input] { withLock { recordedValues } }
    var completion: Subscribers.Completion<Failure>? { withLock { recordedCompletion } }
    var subscriptions: Int { withLock { recordedSubscriptions } }
    var isFinished: Bool {
        if case .finished = completion { return true }
        return false
    }
    var failure: Failure? {
        if case .failure(let error) = completion { return error }
        return nil
    }
}
