import CourierWebSocket
import Testing

/// The WebSocket codec's default size limits, as RELIABILITY.md documents them.
@Suite("WebSocket default limits")
struct WebSocketDefaultLimitTests {
    private static let sixteenMiB = 16 * 1024 * 1024

    /// The head of an unmasked binary frame announcing `length` payload bytes (64-bit length form).
    private func head(announcing length: UInt64, final: Bool = true) -> [UInt8] {
        [final ? 0x82 : 0x02, 127] + (0..<8).reversed().map { UInt8(truncatingIfNeeded: length >> (8 * $0)) }
    }

    @Test("the defaults are 16 MiB per frame, per message and for the connection, 64 MiB buffered")
    func documentedDefaults() {
        #expect(WebSocketFrameParser(role: .client).maximumPayloadLength == Self.sixteenMiB)
        #expect(WebSocketMessageAssembler().maximumMessageSize == Self.sixteenMiB)
        let configuration = WebSocketConfiguration()
        #expect(configuration.maximumMessageSize == Self.sixteenMiB)
        #expect(configuration.maximumBufferedBytes == 64 * 1024 * 1024)
    }

    @Test("a frame head announcing one byte over 16 MiB fails at once, before any payload arrives")
    func frameOverDefaultLimit() throws {
        var parser = WebSocketFrameParser(role: .client)
        parser.append(head(announcing: UInt64(Self.sixteenMiB) + 1))
        #expect(throws: WebSocketProtocolViolation.messageTooBig(limit: Self.sixteenMiB)) { try parser.nextFrame() }
        // The parser stays failed.
        #expect(throws: WebSocketProtocolViolation.messageTooBig(limit: Self.sixteenMiB)) { try parser.nextFrame() }
    }

    @Test("a frame head announcing exactly 16 MiB waits for its payload")
    func frameAtDefaultLimit() throws {
        var parser = WebSocketFrameParser(role: .client)
        parser.append(head(announcing: UInt64(Self.sixteenMiB)))
        #expect(try parser.nextFrame() == nil)
    }

    @Test("the largest 64-bit length is refused as a typed error, not an overflow")
    func hugeLength() {
        var parser = WebSocketFrameParser(role: .client)
        parser.append(head(announcing: UInt64.max))
        #expect(throws: WebSocketProtocolViolation.invalidPayloadLength) { try parser.nextFrame() }
    }

    @Test("fragments summing to one byte over 16 MiB fail with messageTooBig")
    func fragmentsOverDefaultLimit() throws {
        var assembler = WebSocketMessageAssembler()
        let half = [UInt8](repeating: 0x41, count: Self.sixteenMiB / 2)
        #expect(try assembler.consume(WebSocketFrame(opcode: .binary, payload: half, isFinal: false)) == nil)
        #expect(try assembler.consume(WebSocketFrame(opcode: .continuation, payload: half, isFinal: false)) == nil)
        #expect(throws: WebSocketProtocolViolation.messageTooBig(limit: Self.sixteenMiB)) {
            try assembler.consume(WebSocketFrame(opcode: .continuation, payload: [0x41], isFinal: true))
        }
    }
}
