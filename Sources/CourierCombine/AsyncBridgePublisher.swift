#if canImport(Combine)
import Combine
import CourierGraphQL

// Combine does not exist on Linux, where this file compiles to nothing in the root package;
// Integrations/BridgeTests compiles it against OpenCombine and runs the publishers. The demand
// and cancellation logic lives in `AsyncBridgeDriver`, tested on every platform as well.

/// A publisher whose values come from an async producer run in a `Task`: the task starts when
/// the subscriber first requests values, each value waits for demand, and cancelling the
/// subscription cancels the task. Every subscription runs the producer afresh (like `Deferred`).
struct AsyncBridgePublisher<Output: Sendable, Failure: Error>: Publisher {
    let body: @Sendable (AsyncBridgeEmitter<Output>) async throws -> Void
    let mapError: @Sendable (any Error) -> Failure?

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Failure {
        let driver = AsyncBridgeDriver<Output, Failure>(
            body: body,
            mapError: mapError,
            receive: { value in AsyncBridgeDemand(subscriber.receive(value)) },
            complete: { completion in
                switch completion {
                case .finished: subscriber.receive(completion: .finished)
                case .failure(let error): subscriber.receive(completion: .failure(error))
                }
            }
        )
        subscriber.receive(subscription: AsyncBridgeSubscription(driver: driver))
    }
}

/// The subscription of an ``AsyncBridgePublisher``: forwards demand and cancellation to the driver.
final class AsyncBridgeSubscription<Output: Sendable, Failure: Error>: Subscription {
    private let driver: AsyncBridgeDriver<Output, Failure>

    init(driver: AsyncBridgeDriver<Output, Failure>) { self.driver = driver }

    func request(_ demand: Subscribers.Demand) { driver.request(AsyncBridgeDemand(demand)) }

    func cancel() { driver.cancel() }
}

extension AsyncBridgeDemand {
    init(_ demand: Subscribers.Demand) {
        self = demand == .unlimited ? .unlimited : .max(demand.max ?? 0)
    }
}

extension AsyncBridgePublisher where Failure == GraphQLClientError {
    /// A publisher of the single value `operation` returns, for `operationName`'s errors.
    init(operationName: String, _ operation: @escaping @Sendable () async throws -> Output) {
        self.init(
            body: { emitter in try await emitter.emit(try await operation()) },
            mapError: { GraphQLClientError.bridging($0, operationName: operationName) }
        )
    }
}
#endif
