import CourierSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The blocking I/O of one exchange on a connected socket: writes the request, reads the answer
/// with an ``HTTP1ResponseReader``, and waits with `poll` so that the deadline holds for every
/// wait. Cancellation shuts the socket down (``SocketHTTPCancellation``), which ends any wait.
struct SocketHTTPWire {
    let fd: Int32
    let exchange: SocketHTTPExchange
    /// Whether an earlier exchange completed on the socket.
    let isReused: Bool

    /// The size of one read.
    private static let readSize = 64 * 1024

    private enum Wait {
        case ready
        case timedOut
        case cancelled
    }

    func transfer() -> Result<SocketHTTPReceived, SocketHTTPExchangeFailure> {
        if let failure = writeRequest() { return .failure(failure) }
        exchange.onRequestWritten?()
        return receive()
    }

    private func writeRequest() -> SocketHTTPExchangeFailure? {
        exchange.bytes.withUnsafeBytes { bytes -> SocketHTTPExchangeFailure? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                switch wait(for: POLLOUT) {
                case .ready: break
                case .timedOut: return .timedOut
                case .cancelled: return .cancelled
                }
                let count = send(fd, base + offset, bytes.count - offset, POSIXGlue.sendFlags | Int32(MSG_DONTWAIT))
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                    if exchange.cancellation.isCancelled { return .cancelled }
                    return isReused && offset == 0 ? .stale : .closed(errno: errno)
                }
                offset += count
            }
            return nil
        }
    }

    private func receive() -> Result<SocketHTTPReceived, SocketHTTPExchangeFailure> {
        var reader = HTTP1ResponseReader(
            maximumHeadBytes: exchange.maximumHeadBytes, maximumBodyBytes: exchange.maximumBodyBytes,
            isHeadRequest: exchange.isHeadRequest)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.readSize, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            switch wait(for: POLLIN) {
            case .ready: break
            case .timedOut: return .failure(.timedOut)
            case .cancelled: return .failure(.cancelled)
            }
            let count = recv(fd, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT))
            if count < 0 {
                if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                if exchange.cancellation.isCancelled { return .failure(.cancelled) }
                return .failure(isReused && !reader.hasReceivedBytes ? .stale : .closed(errno: errno))
            }
            if exchange.cancellation.isCancelled { return .failure(.cancelled) }
            do throws(HTTP1ResponseReader.Failure) {
                if count == 0 {
                    if isReused && !reader.hasReceivedBytes { return .failure(.stale) }
                    guard try reader.finishAtEndOfStream(), let head = reader.head else {
                        return .failure(.closed(errno: 0))
                    }
                    return .success(SocketHTTPReceived(head: head, body: reader.body, keepsAlive: false))
                }
                let complete = try reader.consume(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                if let onBodyBytes = exchange.onBodyBytes, let head = reader.head {
                    onBodyBytes(reader.body.count, head.fields["Content-Length"].flatMap { Int($0) })
                }
                if complete, let head = reader.head {
                    return .success(SocketHTTPReceived(head: head, body: reader.body, keepsAlive: reader.keepsAlive))
                }
            } catch {
                if case .truncated = error { return .failure(.closed(errno: 0)) }
                return .failure(.response(error))
            }
        }
    }

    /// Waits until the socket is ready for `events`, the deadline passes or the exchange is
    /// cancelled (a cancelled exchange's socket is shut down, which ends the wait at once).
    private func wait(for events: Int32) -> Wait {
        var entry = pollfd(fd: fd, events: Int16(events), revents: 0)
        while true {
            if exchange.cancellation.isCancelled { return .cancelled }
            let remaining = exchange.deadline - POSIXGlue.monotonicSeconds()
            guard remaining > 0 else { return .timedOut }
            let count = poll(&entry, 1, Int32(min(remaining * 1000, 60_000)) + 1)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .ready }  // the read or write that follows reports the error
            if count > 0 { return exchange.cancellation.isCancelled ? .cancelled : .ready }
        }
    }
}
