import CourierHTTP
import CourierTesting
import CourierWebSocket
import Foundation
import Testing

extension POSIXWebSocketTests {
    @Suite("handshake failures and protocol violations")
    struct Failures {
        @Test("a wrong Sec-WebSocket-Accept fails the connect")
        func wrongAccept() async throws {
            let server = try LoopbackWebSocketServer(
                options: .init { $0.acceptOverride = "bm90IHRoZSByaWdodCB2YWx1ZQ==" })
            let error = await webSocketError { try await connectedClient(to: server) }
            guard case .badAcceptValue(_, let received) = error else {
                Issue.record("expected badAcceptValue, got \(String(describing: error))")
                return
            }
            #expect(received == "bm90IHRoZSByaWdodCB2YWx1ZQ==")
        }

        @Test("a refused upgrade reports the status")
        func refused() async throws {
            let server = try LoopbackWebSocketServer(options: .init { $0.rejectStatus = 403 })
            #expect(await webSocketError { try await connectedClient(to: server) } == .handshakeFailed(status: 403))
        }

        @Test("a plain HTTP server answering 200 fails the handshake")
        func plainHTTP() async throws {
            let server = try LoopbackHTTPServer(fallback: { _ in .text("not a websocket") })
            let url = try #require(URL(string: "ws://127.0.0.1:\(server.port)/"))
            #expect(
                await webSocketError { try await POSIXWebSocketConnection(url: url).connect() }
                    == .handshakeFailed(status: 200))
        }

        @Test("a server that never answers the upgrade times out")
        func handshakeTimeout() async throws {
            let server = try LoopbackHTTPServer(fallback: { _ in LoopbackResponse(fault: .neverRespond) })
            let url = try #require(URL(string: "ws://127.0.0.1:\(server.port)/"))
            let client = POSIXWebSocketConnection(
                url: url, configuration: WebSocketConfiguration { $0.handshakeTimeout = 0.2 })
            #expect(await webSocketError { try await client.connect() } == .timeout)
        }

        @Test("a closed port fails the connect")
        func connectionRefused() async throws {
            let server = try LoopbackWebSocketServer()
            let url = server.url()
            server.stop()
            let error = await webSocketError { try await POSIXWebSocketConnection(url: url).connect() }
            guard case .connectFailed(_, let port, let code) = error else {
                Issue.record("expected connectFailed, got \(String(describing: error))")
                return
            }
            #expect(port == server.port && code != 0)
        }

        @Test("a dropped connection ends receive with connectionDropped, promptly, after queued messages")
        func droppedMidStream() async throws {
            let server = try LoopbackWebSocketServer(handler: .dropAfter(messages: 2))
            let client = try await connectedClient(to: server)
            let start = Date()
            #expect(try await client.receive() == .text("message 1"))
            #expect(try await client.receive() == .text("message 2"))
            #expect(await webSocketError { try await client.receive() } == .connectionDropped)
            #expect(Date().timeIntervalSince(start) < 2)
            #expect(await webSocketError { try await client.send(text: "x") } == .connectionDropped)
            await client.close()
        }

        @Test(
            "a malformed frame is a protocol violation answered with 1002",
            arguments: [
                ([UInt8(0xC1), 0x00], WebSocketProtocolViolation.reservedBitsSet),
                ([0x83, 0x00], .reservedOpcode(3)),
                ([0x81, 0x81, 1, 2, 3, 4, 0x60], .unexpectedMask(masked: true)),
                ([0x80, 0x01, 0x61], .unexpectedContinuation),
                ([0x09, 0x00], .fragmentedControlFrame),
            ])
        func malformedFrame(bytes: [UInt8], violation: WebSocketProtocolViolation) async throws {
            let server = try LoopbackWebSocketServer(handler: .sendRaw(bytes))
            let client = try await connectedClient(to: server)
            #expect(await webSocketError { try await client.receive() } == .protocolViolation(violation))
            #expect(await eventually { server.receivedCloseFrames.first?.code == .protocolError })
            #expect(server.receivedCloseFrames.first?.reason == violation.description)
            await client.close()
        }

        @Test("invalid UTF-8 in a text message is answered with 1007")
        func invalidUTF8() async throws {
            let server = try LoopbackWebSocketServer(handler: .sendRaw([0x81, 0x02, 0xC3, 0x28]))
            let client = try await connectedClient(to: server)
            #expect(await webSocketError { try await client.receive() } == .protocolViolation(.invalidUTF8))
            #expect(await eventually { server.receivedCloseFrames.first?.code == .invalidFramePayloadData })
            await client.close()
        }

        @Test("a message over the limit is answered with 1009", arguments: [false, true])
        func oversized(fragmented: Bool) async throws {
            let handler: LoopbackWebSocketHandler =
                fragmented
                ? LoopbackWebSocketHandler { peer in
                    peer.sendFragmented(.data(Data(count: 4096)), pieceSize: 512)
                    peer.echoUntilClosed()
                }
                : .sendOversized(byteCount: 4096)
            let server = try LoopbackWebSocketServer(handler: handler)
            let client = try await connectedClient(to: server) { $0.maximumMessageSize = 1024 }
            #expect(await webSocketError { try await client.receive() } == .messageTooBig(limit: 1024))
            #expect(await eventually { server.receivedCloseFrames.first?.code == .messageTooBig })
            await client.close()
        }

        @Test("an unanswered ping times out; the connection stays usable")
        func pingTimeout() async throws {
            let server = try LoopbackWebSocketServer(handler: .echo(answersPings: false))
            let client = try await connectedClient(to: server)
            #expect(await webSocketError { try await client.ping(timeout: 0.1) } == .timeout)
            try await client.send(text: "still here")
            #expect(try await client.receive() == .text("still here"))
            await client.close()
        }

        @Test("operations before connect report notConnected")
        func notConnected() async throws {
            let client = POSIXWebSocketConnection(url: try #require(URL(string: "ws://127.0.0.1:1/")))
            #expect(await webSocketError { try await client.send(text: "x") } == .notConnected)
            #expect(await webSocketError { try await client.receive() } == .notConnected)
            #expect(await webSocketError { try await client.ping(timeout: 1) } == .notConnected)
        }
    }
}
