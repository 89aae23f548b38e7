import CourierAPI
import CourierHTTP
import CourierSupport
import CourierTesting
import Foundation

@testable import CourierGraphQL

/// A client whose store keys objects by the cache test schema (`Droid:2001` …), over a closure
/// transport.
func makeCachingClient(
    configure: (inout GraphQLClientConfiguration) -> Void = { _ in },
    handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
) -> (GraphQLClient, MockHTTPTransport) {
    makeClient(
        configure: {
            $0.store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
            configure(&$0)
        }, handler: handler)
}

/// `{"data":{"hero":{Droid 2001 named name}}}`, the answer to ``CacheHeroNameQuery``.
func heroResponse(_ name: String) -> HTTPResponse {
    jsonResponse(#"{"data":{"hero":{"__typename":"Droid","id":"2001","name":"\#(name)"}}}"#)
}

/// The answer to ``CacheRenameMutation``.
func renameResponse(_ name: String) -> HTTPResponse {
    jsonResponse(#"{"data":{"rename":{"__typename":"Droid","id":"2001","name":"\#(name)"}}}"#)
}

/// The operation name in a request body.
func operationName(of request: HTTPRequest) -> String? {
    (try? bodyJSON(request))?["operationName"]?.stringValue
}

/// A transport failure, as URLSession reports a refused connection.
func connectionRefused(_ request: HTTPRequest) -> HTTPError {
    HTTPError(.transport, request: request, underlyingError: URLError(.cannotConnectToHost))
}

/// A thread-safe mutable value for closure transports (the lock is `lock`).
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    var current: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
        set {
            lock.lock()
            value = newValue
            lock.unlock()
        }
    }
}

/// Collects a query watcher's elements from a consuming task.
actor WatcherCollector<Query: GraphQLQuery> {
    private(set) var elements: [GraphQLQueryWatcher<Query>.Element] = []
    private(set) var finished = false

    func append(_ element: GraphQLQueryWatcher<Query>.Element) { elements.append(element) }
    func finish() { finished = true }

    /// The names of the heroes yielded so far (`nil` for failures), for ``CacheHeroNameQuery``.
    var sources: [GraphQLResultSource?] {
        elements.map { try? $0.get().source }
    }

    static func start(_ watcher: GraphQLQueryWatcher<Query>) -> (WatcherCollector<Query>, Task<Void, Never>) {
        let collector = WatcherCollector<Query>()
        let task = Task {
            for await element in watcher { await collector.append(element) }
            await collector.finish()
        }
        return (collector, task)
    }
}

extension WatcherCollector where Query == CacheHeroNameQuery {
    /// The hero names yielded (`"!"` for a failure).
    var names: [String] {
        elements.map { element in
            switch element {
            case .success(let result): result.data?.hero?.name ?? "<nil>"
            case .failure: "!"
            }
        }
    }
}
