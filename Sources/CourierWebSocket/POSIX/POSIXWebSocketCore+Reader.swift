import CourierSupport
import Dispatch

/// The reader thread: TCP connect, TLS handshake (`wss://`), opening handshake, then frames until
/// the connection ends.
extension POSIXWebSocketCore {
    private static let readBufferSize = 64 * 1024

    func run(endpoint: WebSocketEndpoint) {
        let fd: Int32
        do {
            fd = try POSIXSocket.connect(
                host: endpoint.host, port: endpoint.port, timeout: configuration.connectTimeout,
                isCancelled: { state.withLock { $0.connectAbort != nil } }
            )
        } catch {
            return end(with: error)
        }
        let adopted = state.withLock { state -> Bool in
            guard state.connectAbort == nil else { return false }
            state.stream = .plain(fd)
            return true
        }
        guard adopted else {
            POSIXSocket.closeDescriptor(fd)
            return end(with: WebSocketError.connectionDropped)
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.readBufferSize, alignment: 16)
        defer { buffer.deallocate() }
        var parser = WebSocketFrameParser(role: .client, maximumPayloadLength: configuration.maximumMessageSize)
        let stream: WebSocketStream
        do {
            stream = endpoint.isSecure ? try secureStream(fd: fd, endpoint: endpoint) : .plain(fd)
            let leftover = try handshake(stream: stream, endpoint: endpoint, buffer: buffer)
            parser.append(leftover)
        } catch {
            return end(with: error)
        }
        readFrames(stream: stream, parser: &parser, buffer: buffer)
    }

    /// Runs the TLS handshake on the connected socket and makes the TLS session the connection's
    /// stream.
    private func secureStream(fd: Int32, endpoint: WebSocketEndpoint) throws -> WebSocketStream {
        #if canImport(CCourierOpenSSL)
        let context = try OpenSSLContext(configuration: configuration.tls)
        let connection = try OpenSSLConnection(fd: fd, host: endpoint.host, context: context)
        try connection.handshake(
            host: endpoint.host,
            deadline: POSIXSocket.monotonicSeconds() + configuration.handshakeTimeout,
            isCancelled: { state.withLock { $0.connectAbort != nil } }
        )
        if let problem = configuration.tls.pinProblem(chain: connection.pinningChain(), host: endpoint.host) {
            throw WebSocketError.certificateRejected(problem)
        }
        let stream = WebSocketStream.tls(connection)
        state.withLock { $0.stream = stream }
        return stream
        #else
        throw WebSocketError.tlsUnsupported
        #endif
    }

    /// Sends the upgrade request and reads and checks the response.
    /// - Returns: Bytes that followed the response head (the first frames).
    private func handshake(stream: WebSocketStream, endpoint: WebSocketEndpoint, buffer: UnsafeMutableRawBufferPointer)
        throws -> ArraySlice<UInt8>
    {
        var generator = SystemRandomNumberGenerator()
        let key = WebSocketHandshake.makeKey(using: &generator)
        let head = try WebSocketHandshake.requestHead(for: request, endpoint: endpoint, key: key)
        guard head.withUnsafeBytes({ stream.write($0) }) else { throw WebSocketError.connectionDropped }
        let deadline = POSIXSocket.monotonicSeconds() + configuration.handshakeTimeout
        var received: [UInt8] = []
        while true {
            if let end = WebSocketHandshakeResponse.headEnd(in: received) {
                let response = try WebSocketHandshakeResponse(head: received[..<end])
                let chosen = try WebSocketHandshake.validate(response, key: key, offered: request.subprotocols)
                handshakeValidatedHook?(self)
                // An abort that lands now (cancellation or close racing the handshake's end) leaves
                // the waiter in place: `end(with:)` fails `connect()` with the abort. Taking the
                // waiter out here without resuming it would park `connect()` forever.
                let waiter = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                    guard state.connectAbort == nil else { return nil }
                    state.subprotocol = chosen
                    state.phase = .open
                    defer { state.connectWaiter = nil }
                    return state.connectWaiter
                }
                guard let waiter else { throw WebSocketError.connectionDropped }
                waiter.resume()
                return received[end...]
            }
            guard received.count <= WebSocketHandshake.maximumResponseHeadBytes else {
                throw WebSocketError.invalidHandshakeResponse(
                    "response head over \(WebSocketHandshake.maximumResponseHeadBytes) bytes")
            }
            guard let count = stream.read(into: buffer, deadline: deadline) else { throw WebSocketError.timeout }
            if state.withLock({ $0.connectAbort != nil }) { throw WebSocketError.connectionDropped }
            guard count > 0 else { throw WebSocketError.connectionDropped }
            received.append(contentsOf: buffer[..<count])
        }
    }

    private func readFrames(
        stream: WebSocketStream, parser: inout WebSocketFrameParser, buffer: UnsafeMutableRawBufferPointer
    ) {
        var assembler = WebSocketMessageAssembler(maximumMessageSize: configuration.maximumMessageSize)
        while true {
            do throws(WebSocketProtocolViolation) {
                while let frame = try parser.nextFrame() {
                    guard let event = try assembler.consume(frame) else { continue }
                    switch event {
                    case .message(let message): if deliver(message) { readerResume.wait() }
                    case .ping(let payload): writePong(payload)
                    case .pong(let payload): receivedPong(payload)
                    case .close(let payload):
                        // Echo the code (RFC 6455 §5.5.1) unless this side already sent its close.
                        writeClose(WebSocketClosePayload(code: payload.code), fromReader: true)
                        return end(with: WebSocketError.closed(code: payload.code, reason: payload.reason))
                    }
                }
            } catch {
                writeClose(WebSocketClosePayload(code: error.closeCode, reason: error.description), fromReader: true)
                if case .messageTooBig(let limit) = error {
                    return end(with: WebSocketError.messageTooBig(limit: limit))
                }
                return end(with: WebSocketError.protocolViolation(error))
            }
            let count = stream.read(into: buffer) ?? 0
            guard count > 0 else { return end(with: WebSocketError.connectionDropped) }
            parser.append(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Releases the socket and fails or finishes everyone still waiting.
    private func end(with error: any Error) {
        // Not shutdownNow(): that would record an abort and hide `error` from connect().
        state.withLock { state in
            state.isShuttingDown = true
            if state.fd >= 0 { POSIXSocket.shutdownBoth(state.fd) }
        }
        releaseDescriptor()
        let (connectWaiter, connectError, receivers, pings, finishWaiters, ending) = state.withLock { state in
            let ending: WebSocketError
            if let existing = state.ending {
                ending = existing
            } else if case WebSocketError.connectionDropped = error, let local = state.localClose {
                ending = .closed(code: local.code, reason: local.reason)
            } else {
                ending = (error as? WebSocketError) ?? .connectionDropped
            }
            state.ending = ending
            state.phase = .closed
            state.threadRunning = false
            let connectError = state.connectAbort ?? error
            defer {
                state.connectWaiter = nil
                state.receivers = []
                state.pings = []
                state.finishWaiters = []
            }
            return (state.connectWaiter, connectError, state.receivers, state.pings, state.finishWaiters, ending)
        }
        connectWaiter?.resume(throwing: connectError)
        for receiver in receivers { receiver.continuation.resume(throwing: ending) }
        for ping in pings {
            ping.timer?.cancel()
            ping.continuation.resume(throwing: ending)
        }
        for waiter in finishWaiters { waiter.resume() }
    }
}
