import CourierTesting
import CourierWebSocket
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `courier-bench websocket`: small text echoes over loopback through ``POSIXWebSocketConnection``
/// against the loopback WebSocket server in this process.
///
/// Two shapes: sequential round trips (send, then await the echo) and a pipelined window of
/// ``window`` messages in flight. The baseline is a raw blocking socket doing the same round trips
/// with one pre-encoded masked frame and a fixed-length read of the echo: no per-frame masking,
/// parsing, UTF-8 validation or thread hand-off, so it is the floor the client's overhead is
/// measured against. CPU time is the whole process's, the server's share included (the same for
/// both variants). Best of ``rounds`` alternating rounds.
enum WebSocketBenchmark {
    static let messageCount = 10_000
    static let window = 32
    static let rounds = 3
    static let message = #"{"type":"next","id":"1","payload":{"data":{"count":42}}}"#

    struct Measurement {
        var perSecond: Double
        var cpuMicroseconds: Double

        static let worst = Measurement(perSecond: 0, cpuMicroseconds: .infinity)

        func best(_ other: Measurement) -> Measurement {
            Measurement(
                perSecond: max(perSecond, other.perSecond), cpuMicroseconds: min(cpuMicroseconds, other.cpuMicroseconds)
            )
        }
    }

    static func run() async throws -> [BenchmarkResult] {
        let server = try LoopbackWebSocketServer()
        defer { server.stop() }
        let client = POSIXWebSocketConnection(url: server.url("/bench"))
        try await client.connect()
        let raw = try RawEchoClient(port: server.port, message: message)
        defer { raw.disconnect() }

        _ = try await measure(count: 500) { try await roundTrip(client) }
        _ = try await measure(count: 500) { try raw.roundTrip() }
        var rawBest = Measurement.worst
        var sequentialBest = Measurement.worst
        var pipelinedBest = Measurement.worst
        for _ in 0..<rounds {
            rawBest = rawBest.best(try await measure(count: messageCount) { try raw.roundTrip() })
            sequentialBest = sequentialBest.best(try await measure(count: messageCount) { try await roundTrip(client) })
            pipelinedBest = pipelinedBest.best(
                try await measure(count: messageCount, batch: window) { try await pipelined(client) })
        }
        await client.close()
        let baselineName = "raw blocking socket, pre-encoded frame"
        return [
            BenchmarkResult(
                name: "websocket.raw_socket.round_trips_per_second", value: rawBest.perSecond, unit: "msg/s"),
            BenchmarkResult(name: "websocket.raw_socket.cpu_per_message", value: rawBest.cpuMicroseconds, unit: "us"),
            BenchmarkResult(
                name: "websocket.client.round_trips_per_second", value: sequentialBest.perSecond, unit: "msg/s",
                baseline: rawBest.perSecond, baselineName: baselineName
            ),
            BenchmarkResult(
                name: "websocket.client.cpu_per_message", value: sequentialBest.cpuMicroseconds, unit: "us",
                baseline: rawBest.cpuMicroseconds, baselineName: baselineName, higherIsBetter: false
            ),
            BenchmarkResult(
                name: "websocket.client.pipelined_messages_per_second", value: pipelinedBest.perSecond, unit: "msg/s"),
            BenchmarkResult(
                name: "websocket.client.pipelined_cpu_per_message", value: pipelinedBest.cpuMicroseconds, unit: "us"),
        ]
    }

    static func roundTrip(_ client: POSIXWebSocketConnection) async throws {
        try await client.send(text: message)
        guard case .text(let echo) = try await client.receive(), echo == message else {
            throw BenchmarkFailure.badResponse
        }
    }

    /// Sends ``window`` messages, then receives their echoes.
    static func pipelined(_ client: POSIXWebSocketConnection) async throws {
        for _ in 0..<window { try await client.send(text: message) }
        for _ in 0..<window {
            guard case .text(let echo) = try await client.receive(), echo == message else {
                throw BenchmarkFailure.badResponse
            }
        }
    }

    /// Runs `body` until `count` messages went through (`batch` per call).
    static func measure(count: Int, batch: Int = 1, _ body: () async throws -> Void) async throws -> Measurement {
        let wallStart = BenchmarkClock.now()
        let cpuStart = BenchmarkClock.cpuTime()
        for _ in 0..<(count / batch) { try await body() }
        let wall = BenchmarkClock.now() - wallStart
        let cpu = BenchmarkClock.cpuTime() - cpuStart
        return Measurement(perSecond: Double(count) / wall, cpuMicroseconds: cpu / Double(count) * 1e6)
    }
}

/// The baseline: a blocking socket that writes one pre-encoded masked text frame and reads the
/// echoed frame back by length.
final class RawEchoClient {
    private let fd: Int32
    private let frame: [UInt8]
    private let echoLength: Int
    private var buffer = [UInt8](repeating: 0, count: 4096)

    init(port: Int, message: String) throws {
        let payload = Array(message.utf8)
        frame = WebSocketFrameEncoder.encode(
            WebSocketFrame(opcode: .text, payload: payload), maskingKey: [0x12, 0x34, 0x56, 0x78])
        echoLength = WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .text, payload: payload)).count
        fd = try BenchmarkSocket.connectLoopback(port: port)
        let key = "dGhlIHNhbXBsZSBub25jZQ=="
        let head =
            "GET /raw HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: "
            + "Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        guard write(Array(head.utf8)) else { throw BenchmarkFailure.badResponse }
        var response: [UInt8] = []
        while !response.suffix(4).elementsEqual([13, 10, 13, 10]) {
            let count = recv(fd, &buffer, 1, 0)
            guard count == 1 else { throw BenchmarkFailure.badResponse }
            response.append(buffer[0])
        }
        guard String(decoding: response, as: UTF8.self).contains(WebSocketHandshake.acceptValue(forKey: key)) else {
            throw BenchmarkFailure.badResponse
        }
    }

    func roundTrip() throws {
        guard write(frame) else { throw BenchmarkFailure.badResponse }
        var received = 0
        while received < echoLength {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, echoLength - received, 0) }
            guard count > 0 else { throw BenchmarkFailure.badResponse }
            received += count
        }
    }

    private func write(_ bytes: [UInt8]) -> Bool {
        BenchmarkSocket.send(fd, bytes)
    }

    func disconnect() {
        BenchmarkSocket.close(fd)
    }
}
