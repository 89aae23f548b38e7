import Foundation

/// What URLSession reported when a WebSocket task failed or closed, as plain values: the
/// mapping to ``WebSocketError`` is a pure function of it, so that the Apple-platform client's
/// errors can be checked with stand-in values on every platform.
struct URLSessionWebSocketFailure: Sendable, Hashable {
    /// The error's domain and code (`NSURLErrorDomain`, `NSPOSIXErrorDomain`, …), if any.
    var domain: String?
    var code: Int = 0
    /// The task's close code (`URLSessionWebSocketTask.CloseCode.rawValue`; 0 when no close
    /// frame arrived) and reason.
    var closeCode: Int = 0
    var closeReason: Data?
    /// The upgrade response's status, if a response arrived.
    var httpStatus: Int?
    /// The certificate problem the trust evaluation found, if it rejected the server.
    var certificateProblem: WebSocketCertificateProblem?
    var host: String = ""
    var port: Int = 0
    var maximumMessageSize: Int = 0

    /// `NSURLError` codes (the same numbers on every platform's Foundation).
    enum URLErrorCode {
        static let cancelled = -999
        static let timedOut = -1001
        static let cannotFindHost = -1003
        static let cannotConnectToHost = -1004
        static let badServerResponse = -1011
        static let secureConnectionFailed = -1200
        static let serverCertificateHasBadDate = -1201
        static let serverCertificateUntrusted = -1202
        static let serverCertificateHasUnknownRoot = -1203
        static let serverCertificateNotYetValid = -1204
    }

    /// The error the POSIX client reports for the same situation.
    var webSocketError: WebSocketError {
        if closeCode != 0 { return Self.closeError(code: closeCode, reason: closeReason) }
        if let certificateProblem { return .certificateRejected(certificateProblem) }
        if let httpStatus, httpStatus != 101 { return .handshakeFailed(status: httpStatus) }
        if domain == "NSPOSIXErrorDomain", code == Int(ENOBUFS) || code == Int(EMSGSIZE) {
            return .messageTooBig(limit: maximumMessageSize)
        }
        guard domain == NSURLErrorDomain else { return .connectionDropped }
        switch code {
        case URLErrorCode.timedOut: return .timeout
        case URLErrorCode.cannotFindHost: return .connectFailed(host: host, port: port, errno: 0)
        case URLErrorCode.cannotConnectToHost: return .connectFailed(host: host, port: port, errno: ECONNREFUSED)
        case URLErrorCode.serverCertificateHasBadDate: return .certificateRejected(.expired)
        case URLErrorCode.serverCertificateNotYetValid: return .certificateRejected(.notYetValid)
        case URLErrorCode.serverCertificateUntrusted, URLErrorCode.serverCertificateHasUnknownRoot:
            return .certificateRejected(.untrustedRoot)
        case URLErrorCode.secureConnectionFailed:
            return .tlsHandshakeFailed("URLSession: a secure connection could not be made")
        default: return .connectionDropped
        }
    }

    /// The error for a close, as the POSIX client reports it: 1006 (no close frame) is a drop,
    /// 1005 (an empty close frame) a close without a code.
    static func closeError(code: Int, reason: Data?) -> WebSocketError {
        let text = reason.map { String(decoding: $0, as: UTF8.self) } ?? ""
        switch code {
        case Int(WebSocketCloseCode.abnormalClosure.rawValue): return .connectionDropped
        case Int(WebSocketCloseCode.noStatusReceived.rawValue): return .closed(code: nil, reason: "")
        default: return .closed(code: WebSocketCloseCode(rawValue: UInt16(clamping: code)), reason: text)
        }
    }

    /// Security framework `OSStatus` codes a trust evaluation fails with.
    enum TrustStatus {
        static let hostNameMismatch = -67602
        static let certificateExpired = -67818
        static let certificateNotValidYet = -67819
        static let certificateRevoked = -67820
        static let notTrusted = -67843
    }

    /// The certificate problem a failed trust evaluation names.
    ///
    /// - Parameters:
    ///   - status: The evaluation error's code (an `OSStatus`).
    ///   - host: The host the certificate was checked against.
    ///   - leafIsSelfIssued: Whether the server's certificate is its own issuer.
    static func certificateProblem(trustStatus status: Int, host: String, leafIsSelfIssued: Bool)
        -> WebSocketCertificateProblem
    {
        switch status {
        case TrustStatus.hostNameMismatch: .hostnameMismatch(host: host)
        case TrustStatus.certificateExpired: .expired
        case TrustStatus.certificateNotValidYet: .notYetValid
        case TrustStatus.certificateRevoked: .revoked
        case TrustStatus.notTrusted: leafIsSelfIssued ? .selfSigned : .untrustedRoot
        default: .other("trust evaluation failed (OSStatus \(status))")
        }
    }
}
