import CourierHTTP
import CourierTesting
import CourierWebSocket
import Foundation
import Testing

extension POSIXWebSocketTests {
    @Suite("lifecycle: cancellation, release, leaks")
    struct Lifecycle {
        @Test("cancelling a task waiting in receive ends it with CancellationError and loses nothing")
        func cancelReceive() async throws {
            let server = try LoopbackWebSocketServer()
            let client = try await connectedClient(to: server)
            let waiting = Task { try await client.receive() }
            try await Task.sleep(nanoseconds: 20_000_000)
            waiting.cancel()
            await #expect(throws: CancellationError.self) { try await waiting.value }
            try await client.send(text: "after cancel")
            #expect(try await client.receive() == .text("after cancel"))

            let cancelledFirst = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await client.receive()
            }
            await #expect(throws: CancellationError.self) { try await cancelledFirst.value }
            await client.close()
        }

        @Test("close while receive is pending ends the receive with the close")
        func closeWakesReceiver() async throws {
            let server = try LoopbackWebSocketServer()
            let client = try await connectedClient(to: server)
            let waiting = Task { try await client.receive() }
            try await Task.sleep(nanoseconds: 20_000_000)
            await client.close()
            do {
                _ = try await waiting.value
                Issue.record("receive returned a message")
            } catch let error as WebSocketError {
                #expect(error == .closed(code: .normalClosure, reason: ""))
            }
        }

        @Test("cancelling connect during the handshake ends it with CancellationError")
        func cancelConnect() async throws {
            let server = try LoopbackHTTPServer(fallback: { _ in LoopbackResponse(fault: .neverRespond) })
            let url = try #require(URL(string: "ws://127.0.0.1:\(server.port)/"))
            let client = POSIXWebSocketConnection(url: url)
            let connecting = Task { try await client.connect() }
            #expect(await eventually { server.acceptedConnectionCount == 1 })
            let start = Date()
            connecting.cancel()
            await #expect(throws: CancellationError.self) { try await connecting.value }
            #expect(Date().timeIntervalSince(start) < 2)
            #expect(await webSocketError { try await client.receive() } == .connectionDropped)
        }

        @Test("close gives up on a server that never answers the close frame after closeTimeout")
        func closeTimeout() async throws {
            let server = try LoopbackWebSocketServer(
                handler: LoopbackWebSocketHandler { peer in
                    while peer.receive() != nil {}
                })
            let client = try await connectedClient(to: server) { $0.closeTimeout = 0.2 }
            let start = Date()
            await client.close(code: .normalClosure, reason: "done")
            let elapsed = Date().timeIntervalSince(start)
            // The upper bound only tells giving up from hanging; sanitized parallel runs are slow.
            #expect(elapsed >= 0.15 && elapsed < 10)
            #expect(server.receivedCloseFrames == [WebSocketClosePayload(code: .normalClosure, reason: "done")])
            #expect(
                await webSocketError { try await client.receive() } == .closed(code: .normalClosure, reason: "done"))
            #expect(await eventually { server.openConnectionCount == 0 })
        }

        @Test("a connection dropped without close releases its socket")
        func deinitReleases() async throws {
            let server = try LoopbackWebSocketServer()
            do {
                let client = try await connectedClient(to: server)
                try await client.send(text: "x")
                _ = try await client.receive()
            }
            #expect(await eventually { server.openConnectionCount == 0 })
        }

        @Test("1,000 connect/echo/close cycles leak no descriptors or threads")
        func noLeaks() async throws {
            let server = try LoopbackWebSocketServer()
            // Warm up once so lazily created runtime threads and descriptors are counted before.
            let warm = try await connectedClient(to: server)
            await warm.close()
            #expect(await eventually { server.openConnectionCount == 0 })
            let descriptorsBefore = ProcessCensus.openDescriptors()
            let threadsBefore = ProcessCensus.threads()
            for index in 0..<1_000 {
                let client = try await connectedClient(to: server)
                if index % 10 == 0 {
                    try await client.send(text: "cycle \(index)")
                    #expect(try await client.receive() == .text("cycle \(index)"))
                }
                await client.close()
            }
            #expect(server.acceptedConnectionCount == 1_001)
            #expect(await eventually { server.openConnectionCount == 0 })
            if let descriptorsBefore {
                #expect(await eventually { (ProcessCensus.openDescriptors() ?? .max) <= descriptorsBefore + 4 })
            }
            if let threadsBefore {
                #expect(await eventually { (ProcessCensus.threads() ?? .max) <= threadsBefore + 4 })
            }
        }
    }
}
