import Foundation

extension ServerTrustPolicy {
    /// Checks a chain that the platform already trusts against the pins of `host`.
    /// - Parameters:
    ///   - chain: The DER certificates the server presented, leaf first.
    ///   - host: The host connected to.
    /// - Returns: `nil` when the host is not pinned or a certificate of the chain matches a pin;
    ///   otherwise the ``ServerTrustError/Reason/pinMismatch(presentedPublicKeyHashes:)`` error.
    func evaluate(chain: [Data], host: String) -> ServerTrustError? {
        guard let pins = pins(forHost: host) else { return nil }
        var presented: [String] = []
        for certificate in chain {
            if pins.contains(.certificate(certificate)) { return nil }
            guard let hash = ServerTrustPin.publicKeyHash(ofCertificate: certificate) else { continue }
            if pins.contains(.publicKeyHash(hash)) { return nil }
            presented.append(hash)
        }
        return ServerTrustError(
            host: host, reason: .pinMismatch(presentedPublicKeyHashes: presented), expectedPins: pins)
    }

    /// Why a request to `url` must not be sent at all: its host is pinned and the connection
    /// cannot be checked against the pins (plain `http`, or a transport that never sees the chain).
    /// - Parameters:
    ///   - url: The URL about to be requested (first or after a redirect).
    ///   - canCheckPins: Whether the transport sees the certificate chain on this platform.
    /// - Returns: The error to fail with, or `nil` to go ahead.
    func refusal(for url: URL, canCheckPins: Bool = URLSessionServerTrust.canCheckPins) -> ServerTrustError? {
        // Checked first: every request passes here, and most transports pin nothing.
        guard isPinning, let host = url.host, let pins = pins(forHost: host) else { return nil }
        if url.scheme?.lowercased() != "https" {
            return ServerTrustError(host: host, reason: .unencryptedConnection, expectedPins: pins)
        }
        if !canCheckPins { return ServerTrustError(host: host, reason: .pinningUnavailable, expectedPins: pins) }
        return nil
    }
}

extension HTTPError {
    /// The ``Kind/serverTrust`` error for `trustError`, which it carries as its underlying error.
    init(serverTrust trustError: ServerTrustError, request: HTTPRequest?) {
        self.init(.serverTrust, request: request, underlyingError: trustError, message: trustError.description)
    }
}
