import Foundation

/// Runs `body` on a new thread with a `stackSize`-byte stack (512 KiB, the default of secondary
/// threads on Apple platforms, unless told otherwise) and returns its result.
func onSmallStack<T: Sendable>(stackSize: Int = 512 * 1024, _ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.set(body())
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.get()!
}

/// A value handed from the worker thread to the test, guarded by `lock`.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?

    func set(_ newValue: T) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func get() -> T? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
