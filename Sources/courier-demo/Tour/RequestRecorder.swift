import CourierHTTP
import CourierLoopback
import CourierSupport
import Foundation

/// An event monitor that records every HTTP attempt that reaches the network and its status, so a
/// step can say "answered from the cache: no request" or "2 attempts: 503, then 200". It rides
/// on CourierHTTP's `EventsMiddleware`, which reports each attempt.
final class RequestRecorder: HTTPEventMonitor {
    /// One attempt: its method and path, and the status (nil when it failed without an answer).
    struct Attempt: Sendable {
        let method: String
        let path: String
        let status: Int?
    }

    private let attempts = Locked<[Attempt]>([])

    /// How many attempts were made so far.
    var count: Int { attempts.withLock { $0.count } }

    /// The attempts made since `start` (a previous ``count``).
    func attempts(since start: Int) -> [Attempt] { attempts.withLock { Array($0.dropFirst(start)) } }

    /// Records the finished attempt.
    func attemptDidFinish(_ event: HTTPAttemptFinishedEvent) {
        let attempt = Attempt(
            method: event.request.method.rawValue, path: event.request.url.path, status: event.statusCode)
        attempts.withLock { $0.append(attempt) }
    }

    /// The middleware to place innermost (after retry), so each attempt is seen.
    var middleware: any HTTPMiddleware { EventsMiddleware(monitors: [self]) }
}
