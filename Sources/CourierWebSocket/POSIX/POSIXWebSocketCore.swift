import CourierSupport
import Foundation

/// The shared state and operations of a ``POSIXWebSocketConnection``: the reader thread and the
/// calling tasks meet here.
///
/// `@unchecked Sendable` because all mutable state lives in `state` (a `Locked`) and
/// every socket write happens under `writeLock`; lock order is `writeLock` before `state`.
final class POSIXWebSocketCore: @unchecked Sendable {
    let request: WebSocketRequest
    let configuration: WebSocketConfiguration
    let state = Locked(POSIXWebSocketState())
    /// Held while a frame is written; guards that `state.fd` is not closed underneath a write.
    let writeLock = NSLock()
    /// Wakes the reader thread parked because the inbox is full (see `state.readerWaiting`).
    let readerResume = DispatchSemaphore(value: 0)
    /// Called on the reader thread once the server's handshake response is validated and before
    /// the connection opens; tests use it to land an abort in that window.
    let handshakeValidatedHook: (@Sendable (POSIXWebSocketCore) -> Void)?

    init(
        request: WebSocketRequest, configuration: WebSocketConfiguration,
        handshakeValidatedHook: (@Sendable (POSIXWebSocketCore) -> Void)? = nil
    ) {
        self.request = request
        self.configuration = configuration
        self.handshakeValidatedHook = handshakeValidatedHook
    }

    var negotiatedSubprotocol: String? { state.withLock { $0.subprotocol } }

    // MARK: Connecting

    func connect() async throws {
        let endpoint = try WebSocketEndpoint(url: request.url)
        #if !canImport(CCourierOpenSSL)
        guard !endpoint.isSecure else { throw WebSocketError.tlsUnsupported }
        #endif
        let pending = PendingContinuations.enter("POSIXWebSocket.connect \(request.url)")
        defer { PendingContinuations.leave(pending) }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let failure = state.withLock { state -> (any Error)? in
                    guard state.phase == .idle else { return WebSocketError.notConnected }
                    if Task.isCancelled { return CancellationError() }
                    state.phase = .connecting
                    state.connectWaiter = continuation
                    state.threadRunning = true
                    return nil
                }
                if let failure { return continuation.resume(throwing: failure) }
                let thread = Thread { [self] in run(endpoint: endpoint) }
                thread.name = "POSIXWebSocketConnection.reader"
                thread.start()
            }
        } onCancel: {
            abortConnecting(with: CancellationError())
        }
    }

    /// Stops a connect in progress; the reader thread notices and fails `connect()`.
    private func abortConnecting(with error: any Error) {
        state.withLock { state in
            guard state.phase == .connecting, state.connectAbort == nil else { return }
            state.connectAbort = error
            if state.fd >= 0 { POSIXSocket.shutdownBoth(state.fd) }
        }
    }

    /// Closes the socket (and frees its TLS session) once no write is in flight; only the reader
    /// thread calls this, as it ends.
    func releaseDescriptor() {
        writeLock.lock()
        defer { writeLock.unlock() }
        state.withLock { state in
            state.stream?.close()
            state.stream = nil
        }
    }

    /// Shuts the socket down now, ending the reader thread.
    func shutdownNow() {
        let wakeReader = state.withLock { state -> Bool in
            if state.phase == .connecting, state.connectAbort == nil {
                state.connectAbort = WebSocketError.connectionDropped
            }
            if state.fd >= 0 { POSIXSocket.shutdownBoth(state.fd) }
            state.isShuttingDown = true
            defer { state.readerWaiting = false }
            return state.readerWaiting
        }
        if wakeReader { readerResume.signal() }
    }

    // MARK: Closing

    func close(code: WebSocketCloseCode, reason: String) async {
        let payload = WebSocketClosePayload(code: code.isSendable ? code : .normalClosure, reason: reason)
        enum Action { case done, wait, abort, send }
        let action = state.withLock { state -> Action in
            switch state.phase {
            case .idle:
                state.phase = .closed
                state.ending = .closed(code: payload.code, reason: payload.reason)
                return .done
            case .closed: return .done
            case .connecting: return .abort
            case .closing: return .wait
            case .open:
                state.phase = .closing
                return .send
            }
        }
        // The reader must keep reading to see the server's close; what arrives now is dropped.
        let wakeReader = state.withLock { state -> Bool in
            state.discardsIncoming = true
            defer { state.readerWaiting = false }
            return state.readerWaiting
        }
        if wakeReader { readerResume.signal() }
        if case .done = action { return }
        switch action {
        case .abort: abortConnecting(with: WebSocketError.closed(code: payload.code, reason: payload.reason))
        case .send: writeClose(payload)
        case .done, .wait: break
        }
        let timeout = configuration.closeTimeout
        let timer = Task { [self] in
            do { try await Task.sleep(nanoseconds: Self.nanoseconds(timeout)) } catch { return }
            shutdownNow()
        }
        await waitUntilFinished()
        timer.cancel()
    }

    /// Waits until the reader thread has released the socket.
    func waitUntilFinished() async {
        let pending = PendingContinuations.enter("POSIXWebSocket.waitUntilFinished \(request.url)")
        defer { PendingContinuations.leave(pending) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let finished = state.withLock { state -> Bool in
                guard state.threadRunning else { return true }
                state.finishWaiters.append(continuation)
                return false
            }
            if finished { continuation.resume() }
        }
    }

    /// Called when the owning connection goes away: drops the socket without a handshake.
    func abandon() {
        shutdownNow()
    }

    static func nanoseconds(_ seconds: Double) -> UInt64 {
        UInt64(max(0, min(seconds, 1e9)) * 1e9)
    }
}
