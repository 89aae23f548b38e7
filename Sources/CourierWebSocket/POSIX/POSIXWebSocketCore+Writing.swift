import CourierSupport
import Foundation

/// Writing frames: masking, the close-handshake rules, and the write lock hand-off that keeps
/// the reader thread from ever blocking behind a writer.
extension POSIXWebSocketCore {
    /// What a write is, which decides whether the close handshake still allows it.
    enum WriteKind {
        case data, control
        case close(WebSocketClosePayload)
    }

    /// Masks and writes one message or control frame from a caller's task.
    /// - Returns: `nil` on success, else why the frame was not written.
    @discardableResult
    func writeFrame(_ opcode: WebSocketOpcode, payload: UnsafeRawBufferPointer, kind: WriteKind) -> WebSocketError? {
        let bytes = Self.encodeMasked(
            opcode, payload: payload, fragmentSize: opcode.isControl ? nil : configuration.maximumOutgoingFrameSize)
        writeLock.lock()
        defer { unlockWriting() }
        return writeLocked(bytes, kind: kind)
    }

    /// Writes a close frame; from the reader thread it waits for the write lock at most
    /// ``WebSocketConfiguration/closeTimeout`` (a writer stuck on a full socket must not hang it).
    @discardableResult
    func writeClose(_ payload: WebSocketClosePayload, fromReader: Bool = false) -> WebSocketError? {
        let bytes = payload.bytes.withUnsafeBytes { Self.encodeMasked(.close, payload: $0, fragmentSize: nil) }
        if fromReader {
            guard writeLock.lock(before: Date(timeIntervalSinceNow: configuration.closeTimeout)) else {
                return .timeout
            }
        } else {
            writeLock.lock()
        }
        defer { unlockWriting() }
        return writeLocked(bytes, kind: .close(payload))
    }

    /// Answers a ping from the reader thread without waiting: when a writer holds the lock, the
    /// pong is left in `state.pendingPong` for whoever releases the lock next.
    func writePong(_ payload: [UInt8]) {
        state.withLock { $0.pendingPong = payload }
        if writeLock.try() { unlockWriting() }
    }

    /// Releases the write lock, first writing any pending pong. A pong parked after the holder
    /// checked is written by the reader itself, whose `try()` then succeeds.
    func unlockWriting() {
        while true {
            let pong = state.withLock { state -> [UInt8]? in
                defer { state.pendingPong = nil }
                return state.fd >= 0 && !state.sentClose ? state.pendingPong : nil
            }
            if let pong {
                let bytes = pong.withUnsafeBytes { Self.encodeMasked(.pong, payload: $0, fragmentSize: nil) }
                writeLocked(bytes, kind: .control)
            }
            writeLock.unlock()
            guard state.withLock({ $0.pendingPong != nil }), writeLock.try() else { return }
        }
    }

    /// Writes `bytes` with the write lock held, if the connection's phase allows `kind`.
    @discardableResult
    private func writeLocked(_ bytes: [UInt8], kind: WriteKind) -> WebSocketError? {
        let target = state.withLock { state -> Result<WebSocketStream, WebSocketError> in
            let allowed: Bool
            switch kind {
            case .data: allowed = state.phase == .open && !state.sentClose
            case .control: allowed = !state.sentClose
            case .close(let payload):
                allowed = !state.sentClose
                if allowed, state.fd >= 0 {
                    state.sentClose = true
                    if state.localClose == nil, state.ending == nil { state.localClose = payload }
                }
            }
            guard allowed, let stream = state.stream else { return .failure(state.notOpenError) }
            return .success(stream)
        }
        switch target {
        case .failure(let error): return error
        case .success(let stream):
            if bytes.withUnsafeBytes({ stream.write($0) }) { return nil }
            POSIXSocket.shutdownBoth(stream.fd)
            return .connectionDropped
        }
    }

    /// One frame, or a fragmented sequence when `fragmentSize` is smaller than the payload,
    /// each masked with a fresh random key (RFC 6455 §5.3).
    static func encodeMasked(_ opcode: WebSocketOpcode, payload: UnsafeRawBufferPointer, fragmentSize: Int?) -> [UInt8]
    {
        var generator = SystemRandomNumberGenerator()
        let size = max(1, fragmentSize ?? payload.count)
        guard payload.count > size else {
            let key = withUnsafeBytes(of: generator.next() as UInt32) { Array($0) }
            return WebSocketFrameEncoder.encode(opcode: opcode, payload: payload, maskingKey: key)
        }
        var bytes: [UInt8] = []
        var offset = 0
        while offset < payload.count {
            let end = min(offset + size, payload.count)
            let key = withUnsafeBytes(of: generator.next() as UInt32) { Array($0) }
            bytes += WebSocketFrameEncoder.encode(
                opcode: offset == 0 ? opcode : .continuation,
                payload: UnsafeRawBufferPointer(rebasing: payload[offset..<end]),
                isFinal: end == payload.count,
                maskingKey: key
            )
            offset = end
        }
        return bytes
    }
}
