import CourierHTTP
import CourierSupport
import Foundation

/// The state and threads of a ``LoopbackHTTPServer``, kept apart from it so that the threads do
/// not keep the server alive (its deinit stops them).
///
/// Checked `Sendable`: its mutable state lives in `state` (a `Locked`, guarded by its
/// lock) and the rest is immutable after init.
final class LoopbackServerCore: Sendable {
    struct Route {
        var method: HTTPMethod?
        var path: String
        var handler: LoopbackHTTPServer.Handler
        /// Set for a route whose request bodies stream to the handler instead of being collected.
        var streamingHandler: LoopbackHTTPServer.StreamingHandler?
    }

    struct State {
        var routes: [Route] = []
        /// The latest requests, oldest first: at least ``LoopbackServerCore/historyLimit`` of
        /// them once that many arrived, and fewer than twice as many (trimmed in batches, so that
        /// recording stays constant time).
        var received: [LoopbackRequest] = []
        /// Every request received, those trimmed from ``received`` included.
        var receivedCount = 0

        mutating func record(_ request: LoopbackRequest, limit: Int) {
            receivedCount += 1
            guard limit > 0 else { return }
            received.append(request)
            if received.count >= 2 * limit { received.removeFirst(received.count - limit) }
        }
    }

    let listener: LoopbackListener
    let state = Locked(State())
    let maximumHeadBytes: Int
    let maximumBodyBytes: Int
    /// How many of the latest requests ``LoopbackHTTPServer/receivedRequests`` keeps.
    let historyLimit: Int
    private let fallback: LoopbackHTTPServer.Handler

    var port: Int { listener.port }
    var wake: Int32 { listener.wake }

    init(
        maximumHeadBytes: Int, maximumBodyBytes: Int, historyLimit: Int,
        fallback: @escaping LoopbackHTTPServer.Handler
    ) throws {
        listener = try LoopbackListener(name: "LoopbackHTTPServer")
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
        self.historyLimit = max(0, historyLimit)
        self.fallback = fallback
    }

    func startAccepting() {
        listener.start { [self] fd in LoopbackConnection(fd: fd, core: self).run() }
    }

    /// The handler for `request`, recording the request.
    func handler(for request: LoopbackRequest) -> LoopbackHTTPServer.Handler {
        state.withLock { state in
            state.record(request, limit: historyLimit)
            let match = state.routes.first { route in
                route.path == request.path && (route.method == nil || route.method == request.method)
            }
            return match?.handler ?? fallback
        }
    }

    /// The streaming handler of the route `head` goes to, if that route streams.
    func streamingHandler(for head: LoopbackRequest) -> LoopbackHTTPServer.StreamingHandler? {
        state.withLock { state in
            state.routes.first { route in
                route.path == head.path && (route.method == nil || route.method == head.method)
            }?.streamingHandler
        }
    }

    /// Records a request that a streaming handler serves (its body is not kept).
    func record(_ request: LoopbackRequest) {
        state.withLock { $0.record(request, limit: historyLimit) }
    }

    func stop() {
        // Handlers may capture the server; dropping them breaks that cycle.
        listener.stop { state.withLock { $0.routes = [] } }
    }
}
