import Foundation

/// Suspends until the calling task is cancelled — without sleeping: a continuation that only the
/// cancellation handler resumes.
func suspendUntilCancelled() async {
    let gate = CancellationGate()
    await withTaskCancellationHandler {
        await withCheckedContinuation { gate.install($0) }
    } onCancel: {
        gate.open()
    }
}

/// A one-shot gate between a waiting continuation and a cancellation handler that may run first.
private final class CancellationGate: @unchecked Sendable {
    // `lock` guards `continuation` and `isOpen`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var isOpen = false

    func install(_ continuation: CheckedContinuation<Void, Never>) {
        lock.lock()
        if isOpen {
            lock.unlock()
            continuation.resume()
        } else {
            self.continuation = continuation
            lock.unlock()
        }
    }

    func open() {
        lock.lock()
        isOpen = true
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume()
    }
}
