import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import StarWarsFixtureAPI
import Testing

/// A failure reporter that keeps the messages, so a test can assert on what the mock reported.
final class ReportedFailures: Sendable {
    private let box = Box()

    /// The messages reported so far.
    var messages: [String] { box.read { $0.map(\.message) } }
    /// The lines the reports point at.
    var lines: [Int] { box.read { $0.map(\.location.line) } }

    /// The reporter to hand to a mock.
    var reporter: MockGraphQLTransport.FailureReporter {
        { [box] message, location in box.append((message, location)) }
    }

    /// `@unchecked Sendable`: `entries` is only touched under `lock`.
    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(message: String, location: MockSourceLocation)] = []
        func append(_ entry: (String, MockSourceLocation)) {
            lock.lock()
            entries.append(entry)
            lock.unlock()
        }
        func read<T>(_ body: ([(message: String, location: MockSourceLocation)]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(entries)
        }
    }
}

/// Adds a header on the way out, to show the middleware chain runs in front of the mock.
struct StampMiddleware: HTTPMiddleware {
    func intercept(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws
        -> HTTPResponse
    {
        var request = request
        request.headerFields["X-Stamp"] = "mock-test"
        return try await next(request)
    }
}

enum Fixtures {
    static let endpoint = URL(string: "https://api.test/graphql")!

    static func client(_ mock: MockGraphQLTransport, configure: (inout GraphQLClientConfiguration) -> Void = { _ in })
        -> GraphQLClient
    {
        GraphQLClient(endpoint: endpoint, transport: mock, configure: configure)
    }

    static func hero(_ name: String, typename: String = "Droid") -> HeroNameQuery.Data {
        HeroNameQuery.Data(hero: .init(__typename: typename, name: name))
    }
}

/// A sleeper that returns at once and counts the waits, so retry tests take no time.
actor CountingSleeper: Sleeper {
    private(set) var waits: [Double] = []

    func sleep(seconds: Double) async throws {
        waits.append(seconds)
    }
}
