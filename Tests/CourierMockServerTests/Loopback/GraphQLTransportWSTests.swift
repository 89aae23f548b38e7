import CourierAPI
import CourierLoopback
import CourierMockServer
import CourierWebSocket
import Foundation
import Testing

/// The mock's graphql-transport-ws endpoint spoken to message by message. A server that fails to
/// answer leaves a test waiting on its socket, so the suite has a time limit.
@Suite("graphql-transport-ws endpoint", .timeLimit(.minutes(1)))
struct GraphQLTransportWSTests {
    private func connect(_ host: MockServerHost) async throws -> POSIXWebSocketConnection {
        let connection = POSIXWebSocketConnection(
            request: WebSocketRequest(url: host.webSocketURL, subprotocols: ["graphql-transport-ws"]))
        try await connection.connect()
        #expect(connection.negotiatedSubprotocol == "graphql-transport-ws")
        return connection
    }

    /// A connection that has sent `connection_init` and received the `connection_ack`.
    private func acknowledgedConnection(_ host: MockServerHost) async throws -> POSIXWebSocketConnection {
        let connection = try await connect(host)
        try await connection.send(text: #"{"type":"connection_init"}"#)
        #expect(try await receiveJSON(connection) == ["type": "connection_ack"])
        return connection
    }

    /// Subscribes to `reviewAdded` as operation `a`.
    private static let subscribeReviewAdded =
        #"{"type":"subscribe","id":"a","payload":{"query":"subscription { reviewAdded { stars } }"}}"#

    private func receiveJSON(_ connection: POSIXWebSocketConnection) async throws -> JSONValue {
        guard case .text(let text) = try await connection.receive() else { throw WebSocketError.notConnected }
        return try JSONParser.parse(text)
    }

    /// The close code the server ends the connection with.
    private func closeCode(_ connection: POSIXWebSocketConnection) async -> UInt16? {
        do {
            while true { _ = try await connection.receive() }
        } catch WebSocketError.closed(let code, _) {
            return code?.rawValue
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test func aQueryOverTheSocketGetsNextThenComplete() async throws {
        let host = try MockServerFixture.server().serve()
        defer { host.stop() }
        let connection = try await acknowledgedConnection(host)
        try await connection.send(text: #"{"type":"ping"}"#)
        #expect(try await receiveJSON(connection) == ["type": "pong"])
        try await connection.send(text: #"{"type":"subscribe","id":"q1","payload":{"query":"{ hero { id } }"}}"#)
        let next = try await receiveJSON(connection)
        #expect(next["type"] == "next")
        #expect(next["id"] == "q1")
        #expect(next["payload"]?["data"]?["hero"]?["id"]?.stringValue != nil)
        #expect(try await receiveJSON(connection) == ["type": "complete", "id": "q1"])
        await connection.close(code: .normalClosure, reason: "")
    }

    @Test func anInvalidDocumentGetsAnErrorMessage() async throws {
        let host = try MockServerFixture.server().serve()
        defer { host.stop() }
        let connection = try await acknowledgedConnection(host)
        try await connection.send(
            text: #"{"type":"subscribe","id":"s","payload":{"query":"subscription { reviewAdded { nope } }"}}"#)
        let error = try await receiveJSON(connection)
        #expect(error["type"] == "error")
        #expect(error["payload"]?[0]?["locations"] != nil)
        await connection.close(code: .normalClosure, reason: "")
    }

    @Test func subscribingBeforeTheAckClosesWith4401() async throws {
        let host = try MockServerFixture.server().serve()
        defer { host.stop() }
        let connection = try await connect(host)
        try await connection.send(text: #"{"type":"subscribe","id":"1","payload":{"query":"{ hero { id } }"}}"#)
        #expect(await closeCode(connection) == 4401)
    }

    @Test func aSecondInitClosesWith4429AndGarbageWith4400() async throws {
        let host = try MockServerFixture.server().serve()
        defer { host.stop() }
        let first = try await acknowledgedConnection(host)
        try await first.send(text: #"{"type":"connection_init"}"#)
        #expect(await closeCode(first) == 4429)
        let second = try await connect(host)
        try await second.send(text: "not json")
        #expect(await closeCode(second) == 4400)
    }

    @Test func aDuplicateIDClosesWith4409AndCompleteStopsASubscription() async throws {
        let server = try MockServerFixture.server()
        let host = try server.serve()
        defer { host.stop() }
        let connection = try await acknowledgedConnection(host)
        let subscribe = Self.subscribeReviewAdded
        try await connection.send(text: subscribe)
        try await waitUntil { server.subscriberCount(for: "reviewAdded") == 1 }
        try await connection.send(text: #"{"type":"complete","id":"a"}"#)
        try await waitUntil { server.subscriberCount(for: "reviewAdded") == 0 }
        try await connection.send(text: subscribe)
        try await waitUntil { server.subscriberCount(for: "reviewAdded") == 1 }
        try await connection.send(text: subscribe)
        #expect(await closeCode(connection) == 4409)
        try await waitUntil { server.subscriberCount(for: "reviewAdded") == 0 }
    }

    @Test func reusingACompletedIDManyTimesStillRefusesADuplicate() async throws {
        let server = try MockServerFixture.server()
        let host = try server.serve()
        defer { host.stop() }
        let connection = try await acknowledgedConnection(host)
        let subscribe = Self.subscribeReviewAdded
        // Each `complete` cancels the operation, whose task ends a moment later; the next
        // `subscribe` under the same id must not be forgotten when that happens.
        for _ in 0..<50 {
            try await connection.send(text: subscribe)
            try await connection.send(text: #"{"type":"complete","id":"a"}"#)
        }
        try await connection.send(text: subscribe)
        try await waitUntil { server.subscriberCount(for: "reviewAdded") == 1 }
        try await connection.send(text: subscribe)
        #expect(await closeCode(connection) == 4409)
    }
}
