#if canImport(CCourierOpenSSL)
import CCourierOpenSSL
#if canImport(Glibc)
import CourierSupport
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A TLS client session over a connected, non-blocking socket: the handshake with certificate,
/// host name and SNI set-up, then reads and writes that block by polling the socket.
///
/// The reader thread reads while callers' tasks write, so every OpenSSL call on the session
/// happens inside `session.withLock` (one at a time, in whatever order they come: OpenSSL allows
/// interleaved `SSL_read`/`SSL_write` on a non-blocking socket), and every wait for the socket
/// happens outside it, so a writer waiting for buffer space never keeps the reader from reading.
///
/// `@unchecked Sendable` because the `SSL` pointer is only used inside `session.withLock`.
final class OpenSSLConnection: @unchecked Sendable {
    /// The `SSL` object, `nil` once freed.
    private let session: Locked<OpaquePointer?>
    /// The socket BIO's method, freed after the `SSL` that uses it.
    private let bioMethod: OpaquePointer
    let fd: Int32

    /// What one OpenSSL call did.
    private enum Step {
        case done(Int)
        case wantRead
        case wantWrite
        case failed(Int32)
    }

    /// Wraps `fd` (made non-blocking) in a new session of `context`, set up to verify `host`.
    ///
    /// - Throws: ``WebSocketError/tlsHandshakeFailed(_:)`` when OpenSSL cannot make the session.
    init(fd: Int32, host: String, context: OpenSSLContext) throws(WebSocketError) {
        self.fd = fd
        OpenSSLErrorQueue.clear()
        guard let method = courier_bio_method_new() else {
            throw .tlsHandshakeFailed("could not create a socket BIO: \(OpenSSLErrorQueue.drain())")
        }
        guard let ssl = SSL_new(context.pointer) else {
            BIO_meth_free(method)
            throw .tlsHandshakeFailed("could not create a TLS session: \(OpenSSLErrorQueue.drain())")
        }
        bioMethod = method
        session = Locked(ssl)
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        guard courier_ssl_attach_socket(ssl, method, fd) == 1 else {
            throw .tlsHandshakeFailed("could not attach the socket: \(OpenSSLErrorQueue.drain())")
        }
        let isAddress = Self.isIPAddress(host)
        // SNI carries DNS names only (RFC 6066 §3).
        if !isAddress { _ = courier_ssl_set_server_name(ssl, host) }
        if context.verifiesCertificates {
            let parameters = SSL_get0_param(ssl)
            X509_VERIFY_PARAM_set_hostflags(parameters, UInt32(X509_CHECK_FLAG_NO_PARTIAL_WILDCARDS))
            let accepted = isAddress ? X509_VERIFY_PARAM_set1_ip_asc(parameters, host) : SSL_set1_host(ssl, host)
            guard accepted == 1 else {
                OpenSSLErrorQueue.clear()
                throw .invalidRequest("host \(host) cannot be checked against a certificate")
            }
        }
        SSL_set_connect_state(ssl)
    }

    deinit {
        free()
    }

    /// Runs the TLS handshake.
    ///
    /// - Parameters:
    ///   - host: The host the certificate must name (for the error).
    ///   - deadline: When to give up, on ``POSIXSocket/monotonicSeconds()``'s clock.
    ///   - isCancelled: Asked between waits of at most 50 ms; `true` abandons the handshake.
    /// - Throws: ``WebSocketError/certificateRejected(_:)``, ``WebSocketError/tlsHandshakeFailed(_:)``,
    ///   ``WebSocketError/timeout`` or ``WebSocketError/connectionDropped`` (cancelled).
    func handshake(host: String, deadline: Double, isCancelled: () -> Bool) throws(WebSocketError) {
        while true {
            if isCancelled() { throw .connectionDropped }
            let remaining = deadline - POSIXSocket.monotonicSeconds()
            guard remaining > 0 else { throw .timeout }
            let slice = Int32(min(remaining * 1000, 50)) + 1
            var verifyResult = Int(X509_V_OK)
            var reason = ""
            let step = perform(
                { ssl in SSL_connect(ssl) },
                onFailure: { ssl in
                    verifyResult = SSL_get_verify_result(ssl)
                    reason = OpenSSLErrorQueue.drain()
                })
            switch step {
            case .done: return
            case .wantRead: _ = POSIXSocket.wait(fd, for: .readable, milliseconds: slice)
            case .wantWrite: _ = POSIXSocket.wait(fd, for: .writable, milliseconds: slice)
            case .failed(let error):
                if verifyResult != Int(X509_V_OK) {
                    throw .certificateRejected(OpenSSLVerifyResult.problem(code: verifyResult, host: host))
                }
                if error == SSL_ERROR_SYSCALL, reason == "no reason given" {
                    throw .tlsHandshakeFailed("the server closed the connection during the TLS handshake")
                }
                throw .tlsHandshakeFailed(reason)
            }
        }
    }

    /// The DER certificates to check pins against, after the handshake: the verified chain (leaf
    /// to trust anchor) when the server was verified, otherwise the chain the server sent.
    func pinningChain() -> [[UInt8]] {
        session.withLock { ssl -> [[UInt8]] in
            guard let ssl, let chain = courier_ssl_pinning_chain(ssl) else { return [] }
            var certificates: [[UInt8]] = []
            for index in 0..<courier_x509_chain_count(chain) {
                let length = courier_x509_chain_der(chain, index, nil, 0)
                guard length > 0 else { continue }
                var der = [UInt8](repeating: 0, count: Int(length))
                let written = der.withUnsafeMutableBufferPointer { buffer in
                    courier_x509_chain_der(chain, index, buffer.baseAddress, length)
                }
                if written == length { certificates.append(der) }
            }
            OpenSSLErrorQueue.clear()
            return certificates
        }
    }

    /// Reads decrypted bytes into `buffer`, waiting for them until `deadline` (`nil`: forever).
    ///
    /// - Returns: The byte count; 0 at the end of the stream or on an error; `nil` at the deadline.
    func read(into buffer: UnsafeMutableRawBufferPointer, deadline: Double?) -> Int? {
        while true {
            let step = perform { ssl in SSL_read(ssl, buffer.baseAddress, Int32(clamping: buffer.count)) }
            switch step {
            case .done(let count): return count
            case .failed: return 0
            case .wantRead, .wantWrite:
                let direction: POSIXSocket.Readiness = if case .wantWrite = step { .writable } else { .readable }
                var milliseconds: Int32 = -1
                if let deadline {
                    let remaining = deadline - POSIXSocket.monotonicSeconds()
                    guard remaining > 0 else { return nil }
                    milliseconds = Int32(min(remaining * 1000, 60_000)) + 1
                }
                _ = POSIXSocket.wait(fd, for: direction, milliseconds: milliseconds)
            }
        }
    }

    /// Encrypts and writes all of `bytes`, waiting for buffer space as needed.
    ///
    /// - Returns: `false` when the session failed or the peer went away.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let step = perform { ssl in SSL_write(ssl, base + offset, Int32(clamping: bytes.count - offset)) }
            switch step {
            case .done(let count): offset += count
            case .failed: return false
            case .wantWrite: _ = POSIXSocket.wait(fd, for: .writable, milliseconds: -1)
            // Renegotiation is off, so this is only a brief wait for the reader's progress.
            case .wantRead: _ = POSIXSocket.wait(fd, for: .readable, milliseconds: 10)
            }
        }
        return true
    }

    /// Frees the session (idempotent); later reads and writes fail. The socket stays open.
    func free() {
        let freed = session.withLock { ssl -> Bool in
            guard let pointer = ssl else { return false }
            SSL_free(pointer)
            ssl = nil
            return true
        }
        if freed { BIO_meth_free(bioMethod) }
    }

    /// One OpenSSL call on the session, with a clean error queue, classified by `SSL_get_error`;
    /// `onFailure` sees the session and the error queue of a call that failed.
    private func perform(_ call: (OpaquePointer) -> Int32, onFailure: (OpaquePointer) -> Void = { _ in }) -> Step {
        session.withLock { ssl -> Step in
            guard let ssl else { return .failed(SSL_ERROR_SSL) }
            OpenSSLErrorQueue.clear()
            let result = call(ssl)
            if result > 0 { return .done(Int(result)) }
            let error = SSL_get_error(ssl, result)
            switch error {
            case SSL_ERROR_WANT_READ: return .wantRead
            case SSL_ERROR_WANT_WRITE: return .wantWrite
            default:
                onFailure(ssl)
                OpenSSLErrorQueue.clear()
                return .failed(error)
            }
        }
    }

    private static func isIPAddress(_ host: String) -> Bool {
        var storage = in6_addr()
        return inet_pton(AF_INET, host, &storage) == 1 || inet_pton(AF_INET6, host, &storage) == 1
    }
}
#endif
