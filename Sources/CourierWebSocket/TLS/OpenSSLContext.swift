#if canImport(CCourierOpenSSL)
import CCourierOpenSSL
import Foundation

/// An OpenSSL client context made from a ``WebSocketTLSConfiguration``: trust store, verification
/// mode and protocol floor. One per connection, so that nothing is shared between threads.
///
/// Not `Sendable`: it lives on the reader thread that makes the handshake and is freed by
/// ``OpenSSLConnection`` (which owns it after the handshake) or on deinit.
final class OpenSSLContext {
    let pointer: OpaquePointer
    let verifiesCertificates: Bool

    /// - Throws: ``WebSocketError/tlsHandshakeFailed(_:)`` when OpenSSL cannot make the context,
    ///   ``WebSocketError/invalidRequest(_:)`` when a trust root holds no readable certificate.
    init(configuration: WebSocketTLSConfiguration) throws(WebSocketError) {
        guard let context = SSL_CTX_new(TLS_client_method()) else {
            throw .tlsHandshakeFailed("could not create a TLS context: \(OpenSSLErrorQueue.drain())")
        }
        pointer = context
        courier_ssl_ctx_configure_client(context)
        verifiesCertificates = configuration.certificateVerification.mode == .full
        SSL_CTX_set_verify(context, verifiesCertificates ? SSL_VERIFY_PEER : SSL_VERIFY_NONE, nil)
        if configuration.trustsSystemRoots { _ = SSL_CTX_set_default_verify_paths(context) }
        for (index, root) in configuration.additionalTrustRoots.enumerated() {
            let added = root.pem.withUnsafeBytes { bytes in
                courier_ssl_ctx_add_pem_roots(context, bytes.baseAddress, Int32(clamping: bytes.count))
            }
            guard added > 0 else {
                OpenSSLErrorQueue.clear()
                throw .invalidRequest("trust root \(index) holds no readable PEM certificate")
            }
        }
        OpenSSLErrorQueue.clear()
    }

    deinit {
        SSL_CTX_free(pointer)
    }
}

/// OpenSSL's per-thread error queue.
enum OpenSSLErrorQueue {
    /// The queued errors' reasons, oldest first, joined by "; " (the queue is left empty).
    static func drain() -> String {
        var reasons: [String] = []
        while true {
            let code = ERR_get_error()
            guard code != 0 else { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            reasons.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return reasons.isEmpty ? "no reason given" : reasons.joined(separator: "; ")
    }

    /// Forgets queued errors, so that they are not blamed on a later call on this thread.
    static func clear() {
        ERR_clear_error()
    }
}
#endif
