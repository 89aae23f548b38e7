#if canImport(Darwin)
import CourierSupport
public import Foundation

/// A ``WebSocketConnection`` over `URLSessionWebSocketTask`, for Apple platforms (it supports
/// `wss://`). Not available on Linux, whose URLSession lacks WebSocket support; use
/// ``POSIXWebSocketConnection`` there.
///
/// A pump task calls `receive()` on the URLSession task continuously and queues messages, so that
/// cancelling a waiting ``receive()`` loses no message (the same semantics as the POSIX client).
///
/// This type is compiled only on Apple platforms and is not exercised by the Linux test suite.
public final class URLSessionWebSocketConnection: WebSocketConnection {
    private let configuration: WebSocketConfiguration
    private let session: URLSession
    private let task: URLSessionWebSocketTask
    private let events: URLSessionWebSocketEvents

    /// Creates an unconnected client; call ``connect()`` next.
    ///
    /// - Parameters:
    ///   - request: The URL (`ws://` or `wss://`), subprotocols and extra header fields.
    ///   - configuration: Timeouts, limits (``WebSocketConfiguration/maximumMessageSize``
    ///     becomes the task's `maximumMessageSize`) and the `wss://` trust settings
    ///     (``WebSocketConfiguration/tls``), applied when the server's certificate is evaluated.
    public init(request: WebSocketRequest, configuration: WebSocketConfiguration = WebSocketConfiguration()) {
        self.configuration = configuration
        var urlRequest = URLRequest(url: request.url, timeoutInterval: configuration.handshakeTimeout)
        for (name, value) in request.additionalHeaders { urlRequest.addValue(value, forHTTPHeaderField: name) }
        if !request.subprotocols.isEmpty {
            urlRequest.setValue(
                request.subprotocols.joined(separator: ", "), forHTTPHeaderField: "Sec-WebSocket-Protocol")
        }
        events = URLSessionWebSocketEvents(tls: configuration.tls)
        session = URLSession(configuration: .ephemeral, delegate: events, delegateQueue: nil)
        task = session.webSocketTask(with: urlRequest)
        task.maximumMessageSize = configuration.maximumMessageSize
    }

    deinit {
        task.cancel()
        session.invalidateAndCancel()
    }

    /// The subprotocol the server chose, once connected.
    public var negotiatedSubprotocol: String? { events.state.withLock { $0.subprotocol } }

    /// Resumes the task and waits for the handshake to complete.
    ///
    /// - Throws: ``WebSocketError`` or `CancellationError`.
    public func connect() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                events.state.withLock { $0.openWaiter = continuation }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        let task = task
        let events = events
        Task {
            while true {
                do {
                    switch try await task.receive() {
                    case .string(let text): events.deliver(.text(text))
                    case .data(let data): events.deliver(.data(data))
                    @unknown default: continue
                    }
                } catch {
                    return events.end(with: Self.map(error, task: task, certificateProblem: events.certificateProblem))
                }
            }
        }
    }

    /// Sends a text message.
    ///
    /// - Parameter text: The message.
    /// - Throws: ``WebSocketError`` when the send fails.
    public func send(text: String) async throws {
        do { try await task.send(.string(text)) } catch {
            throw Self.map(error, task: task, certificateProblem: events.certificateProblem)
        }
    }

    /// Sends a binary message.
    ///
    /// - Parameter data: The message.
    /// - Throws: ``WebSocketError`` when the send fails.
    public func send(data: Data) async throws {
        do { try await task.send(.data(data)) } catch {
            throw Self.map(error, task: task, certificateProblem: events.certificateProblem)
        }
    }

    /// The next message; see ``WebSocketConnection/receive()``.
    ///
    /// - Returns: The next message.
    /// - Throws: ``WebSocketError`` once the connection has ended; `CancellationError`.
    public func receive() async throws -> WebSocketMessage {
        try await events.receive()
    }

    /// Sends a ping and waits for its pong.
    ///
    /// - Parameter timeout: Seconds to wait.
    /// - Throws: ``WebSocketError/timeout`` without a pong in time.
    public func ping(timeout: Double) async throws {
        // Resumed exactly once: by the pong handler or by the timer, whichever comes first.
        let pending = Locked<CheckedContinuation<Void, any Error>?>(nil)
        let finish: @Sendable (Result<Void, any Error>) -> Void = { result in
            let continuation = pending.withLock { continuation in
                defer { continuation = nil }
                return continuation
            }
            continuation?.resume(with: result)
        }
        let task = task
        let events = events
        let timer = Locked<Task<Void, Never>?>(nil)
        defer { timer.withLock { $0?.cancel() } }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            pending.withLock { $0 = continuation }
            timer.withLock { timer in
                timer = Task {
                    do { try await Task.sleep(nanoseconds: UInt64(max(0, timeout) * 1e9)) } catch { return }
                    finish(.failure(WebSocketError.timeout))
                }
            }
            task.sendPing { error in
                if let error {
                    finish(.failure(Self.map(error, task: task, certificateProblem: events.certificateProblem)))
                } else {
                    finish(.success(()))
                }
            }
        }
    }

    /// Sends a close frame and waits (up to ``WebSocketConfiguration/closeTimeout``) for the
    /// task to finish.
    ///
    /// - Parameters:
    ///   - code: The close code.
    ///   - reason: A short reason.
    public func close(code: WebSocketCloseCode, reason: String) async {
        let closeCode = URLSessionWebSocketTask.CloseCode(rawValue: Int(code.rawValue)) ?? .normalClosure
        task.cancel(with: closeCode, reason: Data(WebSocketClosePayload(code: code, reason: reason).reason.utf8))
        let timeout = configuration.closeTimeout
        let session = session
        let timer = Task {
            do { try await Task.sleep(nanoseconds: UInt64(max(0, timeout) * 1e9)) } catch { return }
            session.invalidateAndCancel()
        }
        await events.waitUntilCompleted()
        timer.cancel()
        session.finishTasksAndInvalidate()
    }

    /// A ``WebSocketError`` for a URLSession error: the task's close code when it has one, the
    /// certificate problem the trust evaluation found, else the error's code (see
    /// ``URLSessionWebSocketFailure``, which makes the same choices as the POSIX client).
    static func map(_ error: any Error, task: URLSessionWebSocketTask, certificateProblem: WebSocketCertificateProblem?)
        -> WebSocketError
    {
        if let error = error as? WebSocketError { return error }
        let nsError = error as NSError
        let url = task.originalRequest?.url
        let failure = URLSessionWebSocketFailure(
            domain: nsError.domain, code: nsError.code,
            closeCode: task.closeCode.rawValue, closeReason: task.closeReason,
            httpStatus: (task.response as? HTTPURLResponse)?.statusCode,
            certificateProblem: certificateProblem,
            host: url?.host ?? "", port: url?.port ?? (url?.scheme == "wss" ? 443 : 80),
            maximumMessageSize: task.maximumMessageSize
        )
        return failure.webSocketError
    }
}
#endif
