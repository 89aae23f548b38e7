import CourierHTTP
import Foundation

/// A middleware that records every HTTP attempt that reaches the network and its status, so a step
/// can say "answered from the cache: no request" or "2 attempts: 503, then 200".
actor RequestRecorder {
    /// One attempt: its method and path, and the status (nil when it failed without an answer).
    struct Attempt: Sendable {
        let method: String
        let path: String
        let status: Int?
    }

    private(set) var attempts: [Attempt] = []

    /// How many attempts were made so far.
    var count: Int { attempts.count }

    /// Forgets what was recorded.
    func clear() { attempts.removeAll() }

    /// The attempts made since `start` (a previous ``count``).
    func attempts(since start: Int) -> [Attempt] { Array(attempts.dropFirst(start)) }

    fileprivate func record(_ attempt: Attempt) { attempts.append(attempt) }

    /// The middleware to place innermost (after retry), so each attempt is seen.
    nonisolated var middleware: any HTTPMiddleware { Recording(recorder: self) }

    private struct Recording: HTTPMiddleware {
        let recorder: RequestRecorder

        func intercept(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
            do {
                let response = try await next(request)
                await recorder.record(Attempt(method: request.method.rawValue, path: request.url.path, status: response.statusCode))
                return response
            } catch {
                await recorder.record(Attempt(method: request.method.rawValue, path: request.url.path, status: nil))
                throw error
            }
        }
    }
}
