import Foundation

/// Runs async work to completion from the synchronous command-line entry point.
///
/// The CLI's commands are synchronous; the one network call (`fetch-schema`) waits on a
/// semaphore on the main thread while a task does the work on the cooperative pool.
enum BlockingCall {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) -> Result<Value, any Error> {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                box.set(.success(try await work()))
            } catch {
                box.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        return box.get() ?? .failure(CancellationError())
    }
}

/// The result handed from the task to the waiting thread; `lock` guards `result`.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, any Error>?

    func set(_ value: Result<Value, any Error>) {
        lock.lock()
        result = value
        lock.unlock()
    }

    func get() -> Result<Value, any Error>? {
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}
