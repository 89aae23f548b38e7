#if canImport(Darwin)
import CourierSupport
import Foundation

/// The delegate and message queue of a ``URLSessionWebSocketConnection``.
///
/// `@unchecked Sendable` because its mutable state lives in `state` (a `Locked`);
/// URLSession calls the delegate methods on its own queue.
final class URLSessionWebSocketEvents: NSObject, URLSessionWebSocketDelegate, @unchecked Sendable {
    struct State {
        var subprotocol: String?
        var openWaiter: CheckedContinuation<Void, any Error>?
        var inbox: [WebSocketMessage] = []
        var receivers: [(id: UInt64, continuation: CheckedContinuation<WebSocketMessage, any Error>)] = []
        var completionWaiters: [CheckedContinuation<Void, Never>] = []
        var ending: WebSocketError?
        var completed = false
        var nextID: UInt64 = 0
        /// Why the trust evaluation rejected the server, reported instead of URLSession's error.
        var certificateProblem: WebSocketCertificateProblem?
    }

    let state = Locked(State())
    let tls: WebSocketTLSConfiguration

    init(tls: WebSocketTLSConfiguration) {
        self.tls = tls
        super.init()
    }

    var certificateProblem: WebSocketCertificateProblem? { state.withLock { $0.certificateProblem } }

    /// Evaluates the server's certificate with ``WebSocketConfiguration/tls``'s roots and policy.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
            let trust = challenge.protectionSpace.serverTrust
        else {
            return completionHandler(.performDefaultHandling, nil)
        }
        if let problem = URLSessionServerTrust.problem(
            with: trust, host: challenge.protectionSpace.host, configuration: tls)
        {
            state.withLock { $0.certificateProblem = problem }
            completionHandler(.cancelAuthenticationChallenge, nil)
        } else {
            completionHandler(.useCredential, URLCredential(trust: trust))
        }
    }

    func urlSession(
        _ session: URLSession, webSocketTask: URLSessionWebSocketTask, didOpenWithProtocol protocol: String?
    ) {
        let waiter = state.withLock { state in
            state.subprotocol = `protocol`
            defer { state.openWaiter = nil }
            return state.openWaiter
        }
        waiter?.resume()
    }

    func urlSession(
        _ session: URLSession, webSocketTask: URLSessionWebSocketTask,
        didCloseWith closeCode: URLSessionWebSocketTask.CloseCode, reason: Data?
    ) {
        end(with: URLSessionWebSocketFailure.closeError(code: closeCode.rawValue, reason: reason))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let socketTask = task as? URLSessionWebSocketTask
        let mapped = socketTask.map {
            URLSessionWebSocketConnection.map(
                error ?? WebSocketError.connectionDropped, task: $0, certificateProblem: certificateProblem)
        }
        end(with: mapped ?? .connectionDropped)
        let (waiter, completions) = state.withLock { state in
            state.completed = true
            defer {
                state.openWaiter = nil
                state.completionWaiters = []
            }
            return (state.openWaiter, state.completionWaiters)
        }
        waiter?.resume(throwing: mapped ?? .connectionDropped)
        for completion in completions { completion.resume() }
    }

    func deliver(_ message: WebSocketMessage) {
        let waiter = state.withLock { state -> CheckedContinuation<WebSocketMessage, any Error>? in
            guard !state.receivers.isEmpty else {
                state.inbox.append(message)
                return nil
            }
            return state.receivers.removeFirst().continuation
        }
        waiter?.resume(returning: message)
    }

    func end(with error: WebSocketError) {
        let (receivers, ending) = state.withLock { state in
            let ending = state.ending ?? error
            state.ending = ending
            defer { state.receivers = [] }
            return (state.receivers, ending)
        }
        for receiver in receivers { receiver.continuation.resume(throwing: ending) }
    }

    func receive() async throws -> WebSocketMessage {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<WebSocketMessage, any Error>) in
                let immediate = state.withLock { state -> Result<WebSocketMessage, any Error>? in
                    if !state.inbox.isEmpty { return .success(state.inbox.removeFirst()) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if let ending = state.ending { return .failure(ending) }
                    state.receivers.append((id, continuation))
                    return nil
                }
                if let immediate { continuation.resume(with: immediate) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<WebSocketMessage, any Error>? in
                guard let index = state.receivers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.receivers.remove(at: index).continuation
            }
            waiter?.resume(throwing: CancellationError())
        }
    }

    func waitUntilCompleted() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = state.withLock { state -> Bool in
                guard !state.completed else { return true }
                state.completionWaiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }
}
#endif
