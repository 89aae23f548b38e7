import CourierWebSocket
import Testing

@Suite("WebSocket frame parser")
struct WebSocketFrameParserTests {
    /// Parses `bytes` in one go as a client (server frames, unmasked).
    static func parse(_ bytes: [UInt8], role: WebSocketFrameParser.Role = .client, limit: Int = 1 << 24)
        throws(WebSocketProtocolViolation) -> [WebSocketFrame]
    {
        var parser = WebSocketFrameParser(role: role, maximumPayloadLength: limit)
        parser.append(bytes)
        var frames: [WebSocketFrame] = []
        while let frame = try parser.nextFrame() { frames.append(frame) }
        return frames
    }

    static func violation(_ bytes: [UInt8], role: WebSocketFrameParser.Role = .client, limit: Int = 1 << 24)
        -> WebSocketProtocolViolation?
    {
        do {
            _ = try parse(bytes, role: role, limit: limit)
            return nil
        } catch {
            return error
        }
    }

    @Test("frames of every length encoding round-trip, fed one byte at a time", arguments: [0, 125, 126, 65535, 65536])
    func byteAtATime(length: Int) throws {
        let payload = (0..<length).map { UInt8(truncatingIfNeeded: $0) }
        let bytes =
            WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .binary, payload: payload, isFinal: false))
            + WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .ping, payload: [1, 2]))
        var parser = WebSocketFrameParser(role: .client)
        var frames: [WebSocketFrame] = []
        for byte in bytes {
            parser.append([byte])
            while let frame = try parser.nextFrame() { frames.append(frame) }
        }
        #expect(
            frames == [
                WebSocketFrame(opcode: .binary, payload: payload, isFinal: false),
                WebSocketFrame(opcode: .ping, payload: [1, 2]),
            ])
        #expect(parser.bufferedByteCount == 0)
    }

    @Test("an incomplete frame yields nothing until its last byte arrives")
    func incomplete() throws {
        let bytes = WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .text, payload: Array("Hello".utf8)))
        var parser = WebSocketFrameParser(role: .client)
        parser.append(bytes.dropLast())
        #expect(try parser.nextFrame() == nil)
        parser.append([bytes[bytes.count - 1]])
        #expect(try parser.nextFrame()?.payload == Array("Hello".utf8))
    }

    @Test("reserved bits are rejected", arguments: [UInt8(0x40), 0x20, 0x10])
    func reservedBits(bit: UInt8) {
        #expect(Self.violation([0x81 | bit, 0x00]) == .reservedBitsSet)
    }

    @Test("reserved opcodes are rejected", arguments: [UInt8(3), 4, 5, 6, 7, 0xB, 0xC, 0xD, 0xE, 0xF])
    func reservedOpcodes(opcode: UInt8) {
        #expect(Self.violation([0x80 | opcode, 0x00]) == .reservedOpcode(opcode))
    }

    @Test("control frames: over 125 bytes and fragmented are rejected")
    func controlFrames() {
        #expect(Self.violation([0x89, 126, 0, 126] + [UInt8](repeating: 0, count: 126)) == .controlFrameTooLong)
        #expect(Self.violation([0x09, 0x00]) == .fragmentedControlFrame)
        #expect(Self.violation([0x08, 0x00]) == .fragmentedControlFrame)
        #expect((try? Self.parse([0x89, 125] + [UInt8](repeating: 0, count: 125)))?.first?.payload.count == 125)
    }

    @Test("non-minimal and oversized length encodings are rejected")
    func lengthEncodings() {
        #expect(Self.violation([0x82, 126, 0x00, 125]) == .invalidPayloadLength)
        #expect(Self.violation([0x82, 127, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]) == .invalidPayloadLength)
        #expect(Self.violation([0x82, 127, 0x80, 0, 0, 0, 0, 0, 0, 0]) == .invalidPayloadLength)
    }

    @Test("masking rules depend on the role")
    func maskingRules() {
        let masked = WebSocketFrameEncoder.encode(
            WebSocketFrame(opcode: .text, payload: [0x61]), maskingKey: [1, 2, 3, 4])
        let unmasked = WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .text, payload: [0x61]))
        #expect(Self.violation(masked, role: .client) == .unexpectedMask(masked: true))
        #expect(Self.violation(unmasked, role: .server) == .unexpectedMask(masked: false))
        #expect(Self.violation(masked, role: .server) == nil)
        #expect(Self.violation(unmasked, role: .client) == nil)
    }

    @Test("the size limit is enforced from the header, before the payload arrives")
    func sizeLimit() {
        #expect(Self.violation([0x82, 126, 0x04, 0x01], limit: 1024) == .messageTooBig(limit: 1024))
        #expect(Self.violation([0x82, 126, 0x04, 0x00] + [UInt8](repeating: 0, count: 1024), limit: 1024) == nil)
    }

    @Test("after a violation the parser keeps failing")
    func stickyFailure() {
        var parser = WebSocketFrameParser(role: .client)
        parser.append([0xC1, 0x00, 0x81, 0x00])
        #expect(throws: WebSocketProtocolViolation.reservedBitsSet) { try parser.nextFrame() }
        #expect(throws: WebSocketProtocolViolation.reservedBitsSet) { try parser.nextFrame() }
    }

    @Test("violations carry the close code the RFC asks for")
    func closeCodes() {
        #expect(WebSocketProtocolViolation.reservedBitsSet.closeCode == .protocolError)
        #expect(WebSocketProtocolViolation.invalidUTF8.closeCode == .invalidFramePayloadData)
        #expect(WebSocketProtocolViolation.messageTooBig(limit: 1).closeCode == .messageTooBig)
    }
}
