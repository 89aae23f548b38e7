#if canImport(FoundationNetworking)
import Foundation
import Testing

@testable import CourierHTTP

/// The Linux delegate queue of ``URLSessionTransport`` sessions: callbacks run one at a time, in
/// the order they were added, and know that they run there.
struct URLSessionBoundedDelegateQueueTests {
    @Test func runsCallbacksOneAtATimeInOrder() async {
        let queue = URLSessionBoundedDelegateQueue(label: "test.callbacks")
        let order = CoreRecorder<Int>()
        let overlap = CoreRecorder<Bool>()
        let running = CoreRecorder<Int>()
        let count = 500
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            for index in 0..<count {
                queue.addOperation {
                    running.append(index)
                    overlap.append(running.all.count - order.all.count != 1)
                    order.append(index)
                    if index == count - 1 { continuation.resume() }
                }
            }
        }
        #expect(order.all == Array(0..<count))
        #expect(!overlap.all.contains(true))
    }

    @Test func callbacksKnowTheyRunThere() async {
        let queue = URLSessionBoundedDelegateQueue(label: "test.callbacks")
        #expect(!URLSessionBoundedDelegateQueue.isRunningCallback)
        let inside = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            queue.addOperation { continuation.resume(returning: URLSessionBoundedDelegateQueue.isRunningCallback) }
        }
        #expect(inside)
    }
}
#endif
