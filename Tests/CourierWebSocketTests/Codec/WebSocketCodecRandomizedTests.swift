import CourierWebSocket
import Testing

/// A small deterministic generator, so that a failure names its seed and reproduces.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("WebSocket codec, randomized")
struct WebSocketCodecRandomizedTests {
    @Test("random frame sequences survive encoding and arbitrary chunking", arguments: [UInt64(1), 2, 3])
    func roundTrip(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let opcodes: [WebSocketOpcode] = [.continuation, .text, .binary, .close, .ping, .pong]
        var frames: [WebSocketFrame] = []
        var wire: [UInt8] = []
        for _ in 0..<100 {
            let opcode = opcodes.randomElement(using: &random) ?? .binary
            let lengths = opcode.isControl ? [0, 1, 125] : [0, 1, 125, 126, 127, 65535, 65536, 3000]
            let length = lengths.randomElement(using: &random) ?? 0
            let payload = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            let frame = WebSocketFrame(
                opcode: opcode, payload: payload, isFinal: opcode.isControl || Bool.random(using: &random))
            let key = (0..<4).map { _ in UInt8.random(in: 0...255, using: &random) }
            frames.append(frame)
            wire += WebSocketFrameEncoder.encode(frame, maskingKey: key)
        }
        var parser = WebSocketFrameParser(role: .server)
        var parsed: [WebSocketFrame] = []
        var offset = 0
        while offset < wire.count {
            let end = min(wire.count, offset + Int.random(in: 1...9000, using: &random))
            parser.append(wire[offset..<end])
            while let frame = try parser.nextFrame() { parsed.append(frame) }
            offset = end
        }
        #expect(parsed == frames)
        #expect(parser.bufferedByteCount == 0)
    }

    @Test("random bytes either parse or raise a violation, never trap", arguments: [UInt64(11), 12, 13])
    func garbage(seed: UInt64) {
        var random = SplitMix64(state: seed)
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            for role in [WebSocketFrameParser.Role.client, .server] {
                var parser = WebSocketFrameParser(role: role, maximumPayloadLength: 1 << 16)
                var assembler = WebSocketMessageAssembler(maximumMessageSize: 1 << 16)
                parser.append(bytes)
                do {
                    while let frame = try parser.nextFrame() { _ = try assembler.consume(frame) }
                } catch {
                    #expect([.protocolError, .invalidFramePayloadData, .messageTooBig].contains(error.closeCode))
                }
            }
        }
    }
}
