import CourierSupport
import CourierTesting
import Foundation
import Testing

@testable import CourierWebSocket

extension POSIXWebSocketTests {
    @Suite("flow control: buffered bytes and pongs")
    struct Flow {
        @Test("a full inbox parks the reader until the consumer catches up; nothing is lost")
        func backpressure() async throws {
            let payload = String(repeating: "x", count: 200)
            let server = try LoopbackWebSocketServer(
                handler: LoopbackWebSocketHandler { peer in
                    for index in 0..<2_000 { guard peer.send(.text("\(index) \(payload)")) else { return } }
                    peer.echoUntilClosed()
                })
            let client = try await connectedClient(to: server) { $0.maximumBufferedBytes = 4096 }
            #expect(await eventually { client.core.state.withLock { $0.readerWaiting } })
            #expect(client.core.state.withLock { $0.inboxBytes } <= 4096 + 210)
            for index in 0..<2_000 {
                #expect(try await client.receive() == .text("\(index) \(payload)"))
            }
            try await client.send(text: "done")
            #expect(try await client.receive() == .text("done"))
            await client.close()
        }

        @Test("closing while the reader is parked still completes promptly")
        func closeWhileParked() async throws {
            let server = try LoopbackWebSocketServer(
                handler: LoopbackWebSocketHandler { peer in
                    for index in 0..<2_000 { guard peer.send(.text("message \(index)")) else { return } }
                    peer.echoUntilClosed()
                })
            let client = try await connectedClient(to: server) { $0.maximumBufferedBytes = 1024 }
            #expect(await eventually { client.core.state.withLock { $0.readerWaiting } })
            let start = Date()
            await client.close()
            #expect(Date().timeIntervalSince(start) < 2)
            #expect(await eventually { server.receivedCloseFrames.first?.code == .normalClosure })
        }

        @Test("server pings are answered with the same payload")
        func answersServerPings() async throws {
            let server = try LoopbackWebSocketServer(
                handler: LoopbackWebSocketHandler { peer in
                    peer.send(frame: WebSocketFrame(opcode: .ping, payload: [1, 2, 3]))
                    peer.echoUntilClosed()
                })
            let client = try await connectedClient(to: server)
            #expect(await eventually { server.receivedPongs == [[1, 2, 3]] })
            await client.close()
        }

        /// Takes the write lock as a writer would (synchronously: `NSLock` is not for async code).
        static func holdWriteLock(_ core: POSIXWebSocketCore) {
            core.writeLock.lock()
        }

        @Test("a pong due while a writer holds the write lock is parked, then written by that writer")
        func pongHandOff() async throws {
            let server = try LoopbackWebSocketServer()
            let client = try await connectedClient(to: server)
            Self.holdWriteLock(client.core)
            client.core.writePong([7, 7])
            #expect(client.core.state.withLock { $0.pendingPong } == [7, 7])
            client.core.unlockWriting()
            #expect(client.core.state.withLock { $0.pendingPong } == nil)
            #expect(await eventually { server.receivedPongs == [[7, 7]] })
            await client.close()
        }
    }
}
