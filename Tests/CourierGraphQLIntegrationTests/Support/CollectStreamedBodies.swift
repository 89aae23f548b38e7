import CourierHTTP
import Foundation

/// Turns a streamed request body into bytes in memory before the transport sees it, for
/// transports that send only bytes; with a transport that streams bodies it changes nothing the
/// server sees.
struct CollectStreamedBodies: HTTPMiddleware {
    func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        guard case .stream(let stream)? = request.bodySource else { return try await next(request) }
        var request = request
        var bytes = Data()
        for try await chunk in stream.makeChunks() { bytes.append(chunk) }
        request.body = bytes
        return try await next(request)
    }
}
