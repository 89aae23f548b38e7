import Foundation
import Testing

@testable import CourierWebSocket

/// The Apple-platform client's error mapping, with stand-in values for what URLSession reports:
/// the same typed errors as the POSIX client for the same situations.
@Suite("URLSession WebSocket error mapping")
struct URLSessionWebSocketFailureTests {
    typealias Failure = URLSessionWebSocketFailure

    private func urlError(_ code: Int, _ configure: (inout Failure) -> Void = { _ in }) -> WebSocketError {
        var failure = Failure(
            domain: NSURLErrorDomain, code: code, host: "api.example.com", port: 443, maximumMessageSize: 1024)
        configure(&failure)
        return failure.webSocketError
    }

    @Test("certificate errors become the POSIX client's certificate problems")
    func certificateErrors() {
        #expect(urlError(Failure.URLErrorCode.serverCertificateHasBadDate) == .certificateRejected(.expired))
        #expect(urlError(Failure.URLErrorCode.serverCertificateNotYetValid) == .certificateRejected(.notYetValid))
        #expect(urlError(Failure.URLErrorCode.serverCertificateUntrusted) == .certificateRejected(.untrustedRoot))
        #expect(urlError(Failure.URLErrorCode.serverCertificateHasUnknownRoot) == .certificateRejected(.untrustedRoot))
        // The trust evaluation's own finding wins over URLSession's cancelled or untrusted error.
        #expect(
            urlError(Failure.URLErrorCode.cancelled) {
                $0.certificateProblem = .hostnameMismatch(host: "api.example.com")
            }
                == .certificateRejected(.hostnameMismatch(host: "api.example.com")))
        guard case .tlsHandshakeFailed = urlError(Failure.URLErrorCode.secureConnectionFailed) else {
            Issue.record("expected tlsHandshakeFailed for secureConnectionFailed")
            return
        }
    }

    @Test("trust evaluation statuses name the same problems as OpenSSL's codes")
    func trustStatuses() {
        let problem = { (status: Int, selfIssued: Bool) in
            Failure.certificateProblem(trustStatus: status, host: "h", leafIsSelfIssued: selfIssued)
        }
        #expect(problem(Failure.TrustStatus.certificateExpired, false) == .expired)
        #expect(problem(Failure.TrustStatus.certificateNotValidYet, false) == .notYetValid)
        #expect(problem(Failure.TrustStatus.hostNameMismatch, false) == .hostnameMismatch(host: "h"))
        #expect(problem(Failure.TrustStatus.notTrusted, true) == .selfSigned)
        #expect(problem(Failure.TrustStatus.notTrusted, false) == .untrustedRoot)
        #expect(problem(Failure.TrustStatus.certificateRevoked, false) == .revoked)
        #expect(problem(-1, false) == .other("trust evaluation failed (OSStatus -1)"))
    }

    @Test("a failed upgrade, a timeout and connect failures are the POSIX client's errors")
    func handshakeAndConnectErrors() {
        #expect(
            urlError(Failure.URLErrorCode.badServerResponse) { $0.httpStatus = 403 } == .handshakeFailed(status: 403))
        #expect(urlError(Failure.URLErrorCode.timedOut) == .timeout)
        #expect(
            urlError(Failure.URLErrorCode.cannotFindHost)
                == .connectFailed(host: "api.example.com", port: 443, errno: 0))
        #expect(
            urlError(Failure.URLErrorCode.cannotConnectToHost)
                == .connectFailed(host: "api.example.com", port: 443, errno: ECONNREFUSED))
        #expect(urlError(-1005) == .connectionDropped)
        #expect(
            Failure(domain: "NSPOSIXErrorDomain", code: Int(EMSGSIZE), maximumMessageSize: 1024).webSocketError
                == .messageTooBig(limit: 1024))
    }

    @Test("close codes are handled as the POSIX client handles close frames")
    func closeCodes() {
        #expect(
            Failure.closeError(code: 1000, reason: Data("bye".utf8)) == .closed(code: .normalClosure, reason: "bye"))
        #expect(
            Failure.closeError(code: 4403, reason: nil) == .closed(code: WebSocketCloseCode(rawValue: 4403), reason: "")
        )
        // 1005 is an empty close frame; 1006 means none arrived, which the POSIX client calls a drop.
        #expect(Failure.closeError(code: 1005, reason: nil) == .closed(code: nil, reason: ""))
        #expect(Failure.closeError(code: 1006, reason: nil) == .connectionDropped)
        // A task's close code wins over the error that came with it.
        #expect(urlError(-1005) { $0.closeCode = 1001 } == .closed(code: .goingAway, reason: ""))
    }
}
