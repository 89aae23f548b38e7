#if canImport(FoundationNetworking)
import Foundation
import Glibc
import Testing

@testable import CourierHTTP

/// The Linux delegate queue of ``URLSessionTransport`` sessions: callbacks run in place, in the
/// order they are added, and know that they run there.
struct URLSessionInlineDelegateQueueTests {
    @Test func runsCallbacksInPlaceInOrder() {
        let queue = URLSessionInlineDelegateQueue()
        let order = CoreRecorder<Int>()
        let caller = pthread_self()
        let onCaller = CoreRecorder<Bool>()
        for index in 0..<100 {
            queue.addOperation {
                onCaller.append(pthread_equal(pthread_self(), caller) != 0)
                order.append(index)
            }
            // Ran before `addOperation` returned.
            #expect(order.all.count == index + 1)
        }
        #expect(order.all == Array(0..<100))
        #expect(!onCaller.all.contains(false))
    }

    @Test func callbacksKnowTheyRunThere() {
        let queue = URLSessionInlineDelegateQueue()
        #expect(!URLSessionInlineDelegateQueue.isRunningCallback)
        let inside = CoreRecorder<Bool>()
        queue.addOperation {
            inside.append(URLSessionInlineDelegateQueue.isRunningCallback)
            // A callback added from a callback runs in place too, and leaves the mark set.
            queue.addOperation { inside.append(URLSessionInlineDelegateQueue.isRunningCallback) }
            inside.append(URLSessionInlineDelegateQueue.isRunningCallback)
        }
        #expect(inside.all == [true, true, true])
        #expect(!URLSessionInlineDelegateQueue.isRunningCallback)
    }

    @Test func workLeavesTheCallbackThreadOnlyFromCallbacks() async {
        let queue = URLSessionInlineDelegateQueue()
        let outside = CoreRecorder<Bool>()
        URLSessionInlineDelegateQueue.outsideCallbacks {
            outside.append(URLSessionInlineDelegateQueue.isRunningCallback)
        }
        #expect(outside.all == [false])
        // From a callback the work runs elsewhere: it is still waiting when the call returns.
        let release = DispatchSemaphore(value: 0)
        let done = CoreRecorder<Bool>()
        let finishedInPlace = CoreRecorder<Bool>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.addOperation {
                URLSessionInlineDelegateQueue.outsideCallbacks {
                    _ = release.wait(timeout: .now() + 2)
                    done.append(URLSessionInlineDelegateQueue.isRunningCallback)
                    continuation.resume()
                }
                finishedInPlace.append(!done.all.isEmpty)
                release.signal()
            }
        }
        #expect(finishedInPlace.all == [false])
        #expect(done.all == [false])
    }
}
#endif
