import Foundation
import Testing

@testable import CourierHTTP

/// The event identifiers ``EventsMiddleware`` draws for every attempt.
struct UUIDRandomTests {
    @Test func identifiersAreVersionFourOfTheStandardVariant() {
        for _ in 0..<200 {
            let uuid = UUID.random()
            #expect(uuid.uuid.6 >> 4 == 4)
            #expect(uuid.uuid.8 >> 6 == 0b10)
            let text = uuid.uuidString
            #expect(text[text.index(text.startIndex, offsetBy: 14)] == "4")
            #expect(UUID(uuidString: text) == uuid)
        }
    }

    @Test func identifiersDoNotRepeat() {
        let identifiers = Set((0..<2_000).map { _ in UUID.random() })
        #expect(identifiers.count == 2_000)
    }

    @Test func eventsCarryDistinctRandomIdentifiers() async throws {
        let monitor = IdentifierMonitor()
        let transport = MiddlewareTransport(
            transport: StaticTransport(), middlewares: [EventsMiddleware(monitors: [monitor])])
        let request = HTTPRequest(url: URL(string: "https://example.com/")!)
        for _ in 0..<3 { _ = try await transport.send(request) }
        let identifiers = monitor.identifiers
        #expect(identifiers.count == 6)
        #expect(Set(identifiers).count == 3)
        #expect(identifiers.allSatisfy { $0.uuid.6 >> 4 == 4 })
    }
}

/// Answers every request with an empty 200.
private struct StaticTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(statusCode: 200)
    }
}

/// Keeps the identifier of every start and finish event, in order.
private final class IdentifierMonitor: HTTPEventMonitor {
    private let recorded = CoreRecorder<UUID>()

    var identifiers: [UUID] { recorded.all }

    func attemptDidStart(_ event: HTTPAttemptStartedEvent) { recorded.append(event.id) }
    func attemptDidFinish(_ event: HTTPAttemptFinishedEvent) { recorded.append(event.id) }
}
