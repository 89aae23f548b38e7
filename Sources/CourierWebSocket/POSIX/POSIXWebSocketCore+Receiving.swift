import CourierSupport
import Dispatch

/// Receiving messages and pings: continuations parked in the state until the reader thread
/// resolves them.
extension POSIXWebSocketCore {
    func receive() async throws -> WebSocketMessage {
        let id = state.withLock { $0.makeID() }
        let pending = PendingContinuations.enter("POSIXWebSocket.receive #\(id) \(request.url)")
        defer { PendingContinuations.leave(pending) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<WebSocketMessage, any Error>) in
                var wakeReader = false
                let immediate = state.withLock { state -> Result<WebSocketMessage, any Error>? in
                    if let message = state.popMessage() {
                        if state.readerWaiting, state.inboxBytes <= configuration.maximumBufferedBytes / 2 {
                            state.readerWaiting = false
                            wakeReader = true
                        }
                        return .success(message)
                    }
                    // Checked under the lock: a cancellation handler that ran earlier found
                    // nothing to cancel, so this is where that cancellation is honoured.
                    if Task.isCancelled { return .failure(CancellationError()) }
                    switch state.phase {
                    case .idle, .closed: return .failure(state.notOpenError)
                    case .connecting, .open, .closing:
                        state.receivers.append((id, continuation))
                        return nil
                    }
                }
                if wakeReader { readerResume.signal() }
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

    /// Hands a message to the longest-waiting receiver, or queues it.
    /// - Returns: Whether the inbox is now over its byte limit, so that the reader thread must
    ///   park on `readerResume` until receivers drain it.
    func deliver(_ message: WebSocketMessage) -> Bool {
        let (waiter, mustPark) = state.withLock { state -> (CheckedContinuation<WebSocketMessage, any Error>?, Bool) in
            if state.discardsIncoming { return (nil, false) }
            guard state.receivers.isEmpty else { return (state.receivers.removeFirst().continuation, false) }
            state.inbox.append(message)
            state.inboxBytes += message.byteCount
            guard state.inboxBytes > configuration.maximumBufferedBytes, !state.isShuttingDown else {
                return (nil, false)
            }
            state.readerWaiting = true
            return (nil, true)
        }
        waiter?.resume(returning: message)
        return mustPark
    }

    func ping(timeout: Double) async throws {
        let id = state.withLock { $0.makeID() }
        let payload = withUnsafeBytes(of: id.bigEndian) { Array($0) }
        let pending = PendingContinuations.enter("POSIXWebSocket.ping #\(id) \(request.url)")
        defer { PendingContinuations.leave(pending) }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let failure = state.withLock { state -> (any Error)? in
                    if Task.isCancelled { return CancellationError() }
                    guard state.phase == .open, !state.sentClose else { return state.notOpenError }
                    state.pings.append(.init(id: id, payload: payload, continuation: continuation))
                    return nil
                }
                if let failure { return continuation.resume(throwing: failure) }
                if let error = payload.withUnsafeBytes({ writeFrame(.ping, payload: $0, kind: .control) }) {
                    return resolvePing(id, with: .failure(error))
                }
                let timer = Task { [self] in
                    do { try await Task.sleep(nanoseconds: Self.nanoseconds(timeout)) } catch { return }
                    resolvePing(id, with: .failure(WebSocketError.timeout))
                }
                let stillPending = state.withLock { state -> Bool in
                    guard let index = state.pings.firstIndex(where: { $0.id == id }) else { return false }
                    state.pings[index].timer = timer
                    return true
                }
                if !stillPending { timer.cancel() }
            }
        } onCancel: {
            resolvePing(id, with: .failure(CancellationError()))
        }
    }

    func resolvePing(_ id: UInt64, with result: Result<Void, any Error>) {
        let entry = state.withLock { state -> POSIXWebSocketState.PendingPing? in
            guard let index = state.pings.firstIndex(where: { $0.id == id }) else { return nil }
            return state.pings.remove(at: index)
        }
        entry?.timer?.cancel()
        entry?.continuation.resume(with: result)
    }

    /// Resolves the ping this pong answers and every older one (a pong may answer only the
    /// latest of several pings, RFC 6455 §5.5.3); unsolicited pongs are ignored.
    func receivedPong(_ payload: [UInt8]) {
        let answered = state.withLock { state -> [POSIXWebSocketState.PendingPing] in
            guard let index = state.pings.firstIndex(where: { $0.payload == payload }) else { return [] }
            let answered = Array(state.pings[...index])
            state.pings.removeFirst(index + 1)
            return answered
        }
        for entry in answered {
            entry.timer?.cancel()
            entry.continuation.resume()
        }
    }
}
