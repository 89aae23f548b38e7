import CourierHTTP
import CourierTesting
import CourierWebSocket
import Foundation
import Testing

extension POSIXWebSocketTests {
    @Suite("echo, fragmentation, ping, close")
    struct Echo {
        @Test("text and binary messages echo, up to 1 MiB")
        func echo() async throws {
            let server = try LoopbackWebSocketServer()
            let client = try await connectedClient(to: server)
            try await client.send(text: "hello, wörld")
            #expect(try await client.receive() == .text("hello, wörld"))
            try await client.send(data: Data([0, 1, 2, 255]))
            #expect(try await client.receive() == .data(Data([0, 1, 2, 255])))
            try await client.send(text: "")
            #expect(try await client.receive() == .text(""))
            let big = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 13) })
            try await client.send(data: big)
            #expect(try await client.receive() == .data(big))
            let bigText = String(repeating: "ü1234567", count: (1 << 20) / 9)
            try await client.send(text: bigText)
            #expect(try await client.receive() == .text(bigText))
            await client.close()
        }

        @Test("subprotocol negotiation and extra headers reach the server")
        func subprotocolAndHeaders() async throws {
            let server = try LoopbackWebSocketServer(
                options: .init { $0.supportedSubprotocols = ["graphql-ws", "graphql-transport-ws"] })
            let client = try await connectedClient(
                to: server, subprotocols: ["graphql-transport-ws", "graphql-ws"],
                headers: [("Authorization", "Bearer secret")])
            #expect(client.negotiatedSubprotocol == "graphql-transport-ws")
            let request = try #require(server.handshakeRequests.first)
            #expect(request.headerFields["Authorization"] == "Bearer secret")
            #expect(request.path == "/socket")
            await client.close()

            let plain = try await connectedClient(to: server, subprotocols: ["unknown"])
            #expect(plain.negotiatedSubprotocol == nil)
            await plain.close()
        }

        @Test("fragmented server messages, with pings between fragments, are reassembled")
        func fragmentedFromServer() async throws {
            let server = try LoopbackWebSocketServer(handler: .fragmentedEcho(pieceSize: 7))
            let client = try await connectedClient(to: server)
            let text = String(repeating: "fragment€", count: 40)
            try await client.send(text: text)
            #expect(try await client.receive() == .text(text))
            let data = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
            try await client.send(data: data)
            #expect(try await client.receive() == .data(data))
            await client.close()
        }

        @Test("the client fragments outgoing messages when asked to")
        func fragmentedFromClient() async throws {
            let server = try LoopbackWebSocketServer()
            let client = try await connectedClient(to: server) { $0.maximumOutgoingFrameSize = 5 }
            let text = String(repeating: "€uro", count: 50)
            try await client.send(text: text)
            #expect(try await client.receive() == .text(text))
            await client.close()
            #expect(server.receivedViolations.isEmpty)
        }

        @Test("ping gets its pong")
        func pingPong() async throws {
            let server = try LoopbackWebSocketServer()
            let client = try await connectedClient(to: server)
            for _ in 0..<5 { try await client.ping(timeout: 5) }
            try await client.send(text: "after pings")
            #expect(try await client.receive() == .text("after pings"))
            await client.close()
        }

        @Test("client-initiated close handshake: code and reason reach the server; receive then reports the close")
        func clientClose() async throws {
            let server = try LoopbackWebSocketServer()
            let client = try await connectedClient(to: server)
            await client.close(code: .goingAway, reason: "bye")
            #expect(server.receivedCloseFrames == [WebSocketClosePayload(code: .goingAway, reason: "bye")])
            #expect(await webSocketError { try await client.receive() } == .closed(code: .goingAway, reason: ""))
            #expect(
                await webSocketError { try await client.send(text: "late") } == .closed(code: .goingAway, reason: ""))
            await client.close()
            #expect(await eventually { server.openConnectionCount == 0 })
        }

        @Test("server-initiated close: the client echoes the code and queued messages come first")
        func serverClose() async throws {
            let server = try LoopbackWebSocketServer(
                handler: LoopbackWebSocketHandler { peer in
                    peer.send(.text("last words"))
                    peer.close(code: WebSocketCloseCode(rawValue: 4001), reason: "session expired")
                })
            let client = try await connectedClient(to: server)
            #expect(try await client.receive() == .text("last words"))
            #expect(
                await webSocketError { try await client.receive() }
                    == .closed(code: WebSocketCloseCode(rawValue: 4001), reason: "session expired"))
            #expect(
                await eventually {
                    server.receivedCloseFrames == [WebSocketClosePayload(code: WebSocketCloseCode(rawValue: 4001))]
                })
            await client.close()
        }

        @Test("the messages sequence yields every message and finishes on a normal close")
        func messageSequence() async throws {
            let server = try LoopbackWebSocketServer(
                handler: LoopbackWebSocketHandler { peer in
                    for index in 1...3 { peer.send(.text("n\(index)")) }
                    peer.close(code: .normalClosure)
                })
            let client = try await connectedClient(to: server)
            var received: [WebSocketMessage] = []
            for try await message in client.messages { received.append(message) }
            #expect(received == [.text("n1"), .text("n2"), .text("n3")])
        }
    }
}
