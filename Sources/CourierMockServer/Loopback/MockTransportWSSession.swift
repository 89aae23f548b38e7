import CourierAPI
import CourierLoopback
import CourierSupport
import CourierWebSocket
import Foundation

/// One graphql-transport-ws connection of the mock server, run on the loopback WebSocket
/// server's connection thread: reads client messages until the connection ends, and runs each
/// `subscribe` as a task that sends `next` messages and a `complete`.
struct MockTransportWSSession {
    let server: GraphQLMockServer
    let peer: LoopbackWebSocketPeer

    func run() {
        let writer = MockPeerWriter(peer: peer)
        defer { writer.close() }
        var acknowledged = false
        while let event = peer.receive() {
            switch event {
            case .close(let payload):
                peer.answerClose(payload)
                return
            case .message(.data):
                return close(writer, code: 4400, reason: "Binary messages are not supported")
            case .message(.text(let text)):
                guard let message = try? JSONParser.parse(text), let type = message["type"]?.stringValue else {
                    return close(writer, code: 4400, reason: "Invalid message received")
                }
                switch type {
                case "connection_init":
                    guard !acknowledged else {
                        return close(writer, code: 4429, reason: "Too many initialisation requests")
                    }
                    acknowledged = true
                    writer.send(["type": "connection_ack"])
                case "ping":
                    writer.send(["type": "pong"])
                case "pong":
                    continue
                case "subscribe":
                    guard acknowledged else { return close(writer, code: 4401, reason: "Unauthorized") }
                    guard let id = message["id"]?.stringValue, let payload = message["payload"],
                        let request = MockOperationRequest(json: payload)
                    else {
                        return close(writer, code: 4400, reason: "Invalid subscribe message")
                    }
                    guard writer.start(id: id, stream: server.subscribe(request)) else {
                        return close(writer, code: 4409, reason: "Subscriber for \(id) already exists")
                    }
                case "complete":
                    if let id = message["id"]?.stringValue { writer.cancel(id: id) }
                default:
                    return close(writer, code: 4400, reason: "Unexpected message type \(type)")
                }
            }
        }
    }

    private func close(_ writer: MockPeerWriter, code: UInt16, reason: String) {
        writer.close()
        peer.close(code: WebSocketCloseCode(rawValue: code), reason: reason)
    }
}

/// The sending side of a session, shared with its subscription tasks.
///
/// `@unchecked Sendable` because `peer` (not `Sendable`: it belongs to the connection's thread)
/// is only written to inside `isClosed`'s lock, never after `isClosed` (the connection's socket
/// closes once the session ends); the operations keep their own lock.
private final class MockPeerWriter: @unchecked Sendable {
    private let isClosed = Locked(false)
    private let peer: LoopbackWebSocketPeer
    private let operations = MockOperationTasks()

    init(peer: LoopbackWebSocketPeer) { self.peer = peer }

    @discardableResult
    func send(_ message: JSONObject) -> Bool {
        guard let text = try? JSONValue.object(message).jsonString() else { return false }
        return isClosed.withLock { isClosed in
            guard !isClosed else { return false }
            return peer.send(.text(text))
        }
    }

    /// Starts forwarding `stream` as operation `id`; `false` when `id` is already running.
    func start(id: String, stream: AsyncStream<MockOperationResult>) -> Bool {
        operations.start(id: id) { [self] token in
            defer { operations.finish(id: id, token: token) }
            for await result in stream {
                if result.isRequestError {
                    send(["type": "error", "id": .string(id), "payload": result.response["errors"] ?? .array([])])
                    return
                }
                send(["type": "next", "id": .string(id), "payload": .object(result.response)])
            }
            if !Task.isCancelled { send(["type": "complete", "id": .string(id)]) }
        }
    }

    func cancel(id: String) {
        operations.cancel(id: id)
    }

    /// Stops every task and every later send.
    func close() {
        isClosed.withLock { $0 = true }
        operations.close()
    }
}
