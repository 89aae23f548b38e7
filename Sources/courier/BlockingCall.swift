import CourierSupport
import Foundation

/// Runs async work to completion from the synchronous command-line entry point.
///
/// The CLI's commands are synchronous; the one network call (`fetch-schema`) waits on a
/// semaphore on the main thread while a task does the work on the cooperative pool.
enum BlockingCall {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) -> Result<Value, any Error> {
        // The result handed from the task to the waiting thread.
        let box = Locked<Result<Value, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                let value = try await work()
                box.withLock { $0 = .success(value) }
            } catch {
                box.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        done.wait()
        return box.withLock { $0 } ?? .failure(CancellationError())
    }
}
