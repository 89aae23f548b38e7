import CourierHTTP
import Foundation

/// A transport that answers with a closure: the tests' stand-in for the network.
struct CoreStubTransport: HTTPTransport {
    let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    init(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await handler(request)
    }
}

/// A list that several tasks can append to synchronously.
///
/// `@unchecked Sendable`: `items` is only touched while `lock` is held.
final class CoreRecorder<Item: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Item] = []

    init() {}

    func append(_ item: Item) {
        lock.lock()
        defer { lock.unlock() }
        items.append(item)
    }

    var all: [Item] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}

/// A counter of concurrent activity that remembers its peak.
///
/// `@unchecked Sendable`: `current` and `peak` are only touched while `lock` is held.
final class CoreConcurrencyGauge: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    private(set) var peakValue = 0

    func enter() {
        lock.lock()
        defer { lock.unlock() }
        current += 1
        peakValue = max(peakValue, current)
    }

    func leave() {
        lock.lock()
        defer { lock.unlock() }
        current -= 1
    }

    var peak: Int {
        lock.lock()
        defer { lock.unlock() }
        return peakValue
    }
}

/// A sleeper that records each requested delay and returns at once (or throws, if told to).
struct CoreRecordingSleeper: Sleeper {
    let delays = CoreRecorder<Double>()
    var onSleep: @Sendable (Double) async throws -> Void = { _ in }

    func sleep(seconds: Double) async throws {
        delays.append(seconds)
        try await onSleep(seconds)
    }
}

enum CoreFixtures {
    static let url = URL(string: "https://api.example.test/v1/items?page=2")!

    static func request(_ method: HTTPMethod = .get, headers: HTTPFields = [:], body: Data? = nil) -> HTTPRequest {
        HTTPRequest(method: method, url: url, headerFields: headers, body: body)
    }

    static func response(_ status: Int, headers: HTTPFields = [:], body: String = "") -> HTTPResponse {
        HTTPResponse(statusCode: status, headerFields: headers, body: Data(body.utf8), url: url)
    }
}

/// Polls `condition`, sleeping 1 ms between checks, until it holds or `seconds` of wall time pass.
func coreEventually(within seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        // A short sleep, not `Task.yield()`: on a busy two-thread cooperative pool a yielding
        // loop can keep the very tasks it waits for from running.
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}
