import RxSwift

/// Turns async work into Rx sequences. Each subscription starts its own `Task`; disposing the
/// subscription cancels that task, which cancels the HTTP request or stops the subscription on
/// the server.
enum AsyncRxBridge {
    /// A `Single` of the value `work` returns.
    static func single<Value>(_ work: @escaping @Sendable () async throws -> Value) -> Single<Value> {
        Single.create { observer in
            // RxSwift's observers are not `Sendable`; this one is only called from the task
            // below, once, and Rx ignores events after disposal.
            nonisolated(unsafe) let observer = observer
            let task = Task {
                do {
                    let value = try await work()
                    if !Task.isCancelled { observer(.success(value)) }
                } catch {
                    if !Task.isCancelled { observer(.failure(error)) }
                }
            }
            return Disposables.create { task.cancel() }
        }
    }

    /// A `Maybe` of the value `work` returns: a success, or empty for `nil`.
    static func maybe<Value>(_ work: @escaping @Sendable () async throws -> Value?) -> Maybe<Value> {
        Maybe.create { observer in
            // Called only from the task below, once (see `single`).
            nonisolated(unsafe) let observer = observer
            let task = Task {
                do {
                    let value = try await work()
                    guard !Task.isCancelled else { return }
                    observer(value.map { .success($0) } ?? .completed)
                } catch {
                    if !Task.isCancelled { observer(.error(error)) }
                }
            }
            return Disposables.create { task.cancel() }
        }
    }

    /// An `Observable` of the elements of the sequence `makeSequence` returns.
    static func observable<Sequence: AsyncSequence & Sendable>(_ makeSequence: @escaping @Sendable () -> Sequence)
        -> Observable<Sequence.Element>
    where Sequence.Element: Sendable {
        Observable.create { observer in
            // Called only from the task below, one event at a time (see `single`).
            nonisolated(unsafe) let observer = observer
            let task = Task {
                do {
                    for try await element in makeSequence() {
                        observer.onNext(element)
                    }
                    if !Task.isCancelled { observer.onCompleted() }
                } catch {
                    if !Task.isCancelled { observer.onError(error) }
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
