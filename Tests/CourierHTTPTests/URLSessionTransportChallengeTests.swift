#if canImport(FoundationNetworking)
import CourierTesting
import Foundation
import FoundationNetworking
import Testing

@testable import CourierHTTP

/// Authentication challenges on Linux, where the session's callbacks run on its work queue: the
/// delegate answers them from another thread, so that FoundationNetworking's answer to them
/// (suspending, re-sending or cancelling the task) does not wait for the queue it runs on.
@Suite("URLSessionTransport — authentication challenges")
struct URLSessionTransportChallengeTests {
    private final class IgnoringSender: NSObject, URLAuthenticationChallengeSender {
        func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
        func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
        func cancel(_ challenge: URLAuthenticationChallenge) {}
        func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
        func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
    }

    @Test("a challenge delivered in a callback gets the default handling from another thread")
    func challengeIsAnsweredOutsideTheCallback() async throws {
        let delegate = URLSessionExchangeDelegate()
        let queue = URLSessionInlineDelegateQueue()
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: URL(string: "http://127.0.0.1:9/private")!)
        let space = URLProtectionSpace(
            host: "127.0.0.1", port: 9, protocol: "http", realm: "courier", authenticationMethod: "Basic")
        let challenge = URLAuthenticationChallenge(
            protectionSpace: space, proposedCredential: nil, previousFailureCount: 0, failureResponse: nil,
            error: nil, sender: IgnoringSender())
        let answer = CoreRecorder<String>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.addOperation {
                delegate.urlSession(session, task: task, didReceive: challenge) { disposition, credential in
                    let inCallback = URLSessionInlineDelegateQueue.isRunningCallback
                    answer.append("\(disposition == .performDefaultHandling) \(credential == nil) \(inCallback)")
                    continuation.resume()
                }
            }
        }
        #expect(answer.all == ["true true false"])
    }
}
#endif
