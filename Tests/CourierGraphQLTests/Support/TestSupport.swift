import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation

let endpoint = URL(string: "https://api.example.test/graphql")!

/// An HTTP response with a JSON body.
func jsonResponse(_ json: String, status: Int = 200, contentType: String = "application/json") -> HTTPResponse {
    HTTPResponse(statusCode: status, headerFields: ["Content-Type": contentType], body: Data(json.utf8))
}

/// A client over a closure transport.
func makeClient(
    interceptors: [any GraphQLInterceptor] = [],
    configure: (inout GraphQLClientConfiguration) -> Void = { _ in },
    handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
) -> (GraphQLClient, MockHTTPTransport) {
    let transport = MockHTTPTransport(handler: handler)
    let client = GraphQLClient(endpoint: endpoint, transport: transport) {
        $0.interceptors = interceptors
        configure(&$0)
    }
    return (client, transport)
}

/// The JSON object of a request body.
func bodyJSON(_ request: HTTPRequest) throws -> JSONValue {
    try JSONParser.parse(Array(request.body ?? Data()))
}

/// A sleeper that records the delays it is asked for and returns at once.
actor RecordingSleeper: Sleeper {
    private(set) var delays: [Double] = []
    func sleep(seconds: Double) async throws {
        delays.append(seconds)
        try Task.checkCancellation()
    }
}

/// A sleeper whose sleeps end only when the test calls ``release()``.
actor GateSleeper: Sleeper {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var sleepCount = 0

    func sleep(seconds: Double) async throws {
        sleepCount += 1
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Ends the oldest sleep only.
    func releaseFirst() {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst().resume()
    }

    func release() {
        let all = waiting
        waiting = []
        for continuation in all { continuation.resume() }
    }
}

/// A thread-safe counter and log for closure transports.
final class Recorder<Value: Sendable>: Sendable {
    private let box = LockedValues<Value>()
    func append(_ value: Value) { box.append(value) }
    var values: [Value] { box.values }
}

/// An `NSLock`-guarded array (the lock is `lock`).
private final class LockedValues<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Waits until `condition` holds, checking every millisecond, or 30 s of wall time pass.
///
/// A short sleep rather than `Task.yield()`: on a busy two-thread cooperative pool a yielding loop
/// can keep the very tasks it waits for from running.
func eventually(_ condition: @Sendable () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return await condition()
}
