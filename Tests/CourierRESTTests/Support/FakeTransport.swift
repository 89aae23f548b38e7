import CourierHTTP
import Foundation

/// A transport that answers with a closure — this target's stand-in for the network.
struct FakeTransport: HTTPTransport {
    let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    init(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    /// A transport that answers every request with `status`, `body` and `headers`, recording the
    /// requests in `log`.
    static func answering(
        _ status: Int, body: String = "", headers: HTTPFields = [:], log: RequestLog = RequestLog()
    ) -> FakeTransport {
        FakeTransport { request in
            log.record(request)
            return HTTPResponse(statusCode: status, headerFields: headers, body: Data(body.utf8), url: request.url)
        }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await handler(request)
    }
}

/// The requests a fake transport saw, in order.
final class RequestLog: @unchecked Sendable {
    // `lock` guards `requests`.
    private let lock = NSLock()
    private var requests: [HTTPRequest] = []

    func record(_ request: HTTPRequest) {
        lock.lock()
        defer { lock.unlock() }
        requests.append(request)
    }

    var all: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }
}
