import Foundation
import Testing

@testable import CourierHTTP

// Test doubles for the auth tests, prefixed `Auth` so that they cannot collide with the shared
// mocks of CourierTesting or with other suites in this target.

/// A transport whose answers come from a closure.
struct AuthFakeTransport: HTTPTransport {
    let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    init(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await handler(request)
    }
}

/// An authenticator whose refresh is a closure; everything else keeps the protocol's defaults.
struct AuthTestAuthenticator: Authenticator {
    let refreshHandler: @Sendable (Credential) async throws -> Credential

    init(_ refreshHandler: @escaping @Sendable (Credential) async throws -> Credential) {
        self.refreshHandler = refreshHandler
    }

    func refresh(_ credential: Credential) async throws -> Credential {
        try await refreshHandler(credential)
    }
}

/// What the fake server and the authenticator saw.
actor AuthRecorder {
    private(set) var refreshCount = 0
    private(set) var sent: [(path: String, authorization: String?)] = []

    func recordRefresh() -> Int {
        refreshCount += 1
        return refreshCount
    }

    func record(_ request: HTTPRequest) {
        sent.append((request.url.path, request.headerFields["Authorization"]))
    }

    func authorizations(path: String? = nil) -> [String?] {
        sent.filter { path == nil || $0.path == path }.map(\.authorization)
    }
}

/// A clock the test moves by hand.
final class AuthManualClock: AuthClock, @unchecked Sendable {
    // `lock` guards `current`.
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_000_000)) {
        current = start
    }

    func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(by seconds: TimeInterval) {
        lock.lock()
        current += seconds
        lock.unlock()
    }
}

/// Suspends callers of ``wait()`` until ``open()``.
actor AuthGate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiting { waiter.resume() }
        waiting.removeAll()
    }
}

/// Suspends callers of ``arrive()`` until `count` of them have arrived.
actor AuthBarrier {
    private let count: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var arrived = 0

    init(count: Int) { self.count = count }

    func arrive() async {
        arrived += 1
        if arrived >= count {
            for waiter in waiting { waiter.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}

/// A value set after creation, e.g. the chain an authenticator refreshes through.
final class AuthLateBox<Value: Sendable>: @unchecked Sendable {
    // `lock` guards `stored`.
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

/// The error a failing test refresh throws.
struct AuthTestRefreshError: Error, CustomStringConvertible {
    var description: String { "refresh rejected for refresh-secret-token" }
}

/// A request to the fake API at `path`.
func authRequest(_ path: String = "/items", method: HTTPMethod = .get) throws -> HTTPRequest {
    HTTPRequest(method: method, url: try #require(URL(string: "https://api.example.test\(path)")))
}

/// A server that accepts exactly `Bearer <token>` and answers 401 otherwise.
func authServer(accepting token: String, recorder: AuthRecorder) -> AuthFakeTransport {
    AuthFakeTransport { request in
        await recorder.record(request)
        let accepted = request.headerFields["Authorization"] == "Bearer \(token)"
        return HTTPResponse(statusCode: accepted ? 200 : 401)
    }
}

/// Yields until `condition` holds; the suites' time limits catch a condition that never does.
func authEventually(_ condition: () async -> Bool) async {
    // A short sleep, not `Task.yield()`, so a busy pool still runs the tasks this waits for.
    while await !condition() { try? await Task.sleep(nanoseconds: 1_000_000) }
}
