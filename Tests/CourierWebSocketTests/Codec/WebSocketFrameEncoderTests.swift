import CourierWebSocket
import Testing

@Suite("WebSocket frame encoder")
struct WebSocketFrameEncoderTests {
    static let hello = Array("Hello".utf8)

    @Test("RFC 6455 §5.7 examples, byte for byte")
    func rfcExamples() {
        #expect(
            WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .text, payload: Self.hello)) == [
                0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F,
            ])
        #expect(
            WebSocketFrameEncoder.encode(
                WebSocketFrame(opcode: .text, payload: Self.hello), maskingKey: [0x37, 0xFA, 0x21, 0x3D])
                == [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]
        )
        #expect(
            WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .text, payload: Array("Hel".utf8), isFinal: false)) == [
                0x01, 0x03, 0x48, 0x65, 0x6C,
            ])
        #expect(
            WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .continuation, payload: Array("lo".utf8))) == [
                0x80, 0x02, 0x6C, 0x6F,
            ])
        #expect(
            WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .ping, payload: Self.hello)) == [
                0x89, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F,
            ])
        let binary256 = WebSocketFrameEncoder.encode(
            WebSocketFrame(opcode: .binary, payload: [UInt8](repeating: 7, count: 256)))
        #expect(Array(binary256.prefix(4)) == [0x82, 0x7E, 0x01, 0x00])
        let binary64K = WebSocketFrameEncoder.encode(
            WebSocketFrame(opcode: .binary, payload: [UInt8](repeating: 7, count: 65536)))
        #expect(Array(binary64K.prefix(10)) == [0x82, 0x7F, 0, 0, 0, 0, 0, 1, 0, 0])
    }

    @Test("length encodings at every boundary", arguments: [0, 1, 125, 126, 127, 65535, 65536, 70000])
    func lengthEncodings(length: Int) {
        let payload = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let frame = WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .binary, payload: payload))
        let expectedHeader = length < 126 ? 2 : length <= 65535 ? 4 : 10
        #expect(frame.count == expectedHeader + length)
        switch expectedHeader {
        case 2: #expect(frame[1] == UInt8(length))
        case 4:
            #expect(frame[1] == 126)
            #expect(Int(frame[2]) << 8 | Int(frame[3]) == length)
        default:
            #expect(frame[1] == 127)
            #expect(frame[2...9].reduce(0) { $0 << 8 | Int($1) } == length)
        }
        #expect(Array(frame[expectedHeader...]) == payload)
    }

    @Test(
        "masking sets the mask bit, carries the key and is undone by the parser",
        arguments: [0, 3, 7, 8, 9, 16, 125, 126, 1000])
    func maskingRoundTrip(length: Int) throws {
        let payload = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) }
        let key: [UInt8] = [0xA1, 0x00, 0x5C, 0xFF]
        let frame = WebSocketFrameEncoder.encode(WebSocketFrame(opcode: .binary, payload: payload), maskingKey: key)
        #expect(frame[1] & 0x80 == 0x80)
        let header = length < 126 ? 2 : 4
        #expect(Array(frame[header..<(header + 4)]) == key)
        let masked = Array(frame[(header + 4)...])
        #expect(masked == payload.enumerated().map { $0.element ^ key[$0.offset % 4] })
        var parser = WebSocketFrameParser(role: .server)
        parser.append(frame)
        #expect(try parser.nextFrame() == WebSocketFrame(opcode: .binary, payload: payload))
    }

    @Test("close payloads: code in network order, reason cut on a character boundary")
    func closePayload() throws {
        #expect(WebSocketClosePayload(code: .normalClosure, reason: "bye").bytes == [0x03, 0xE8, 0x62, 0x79, 0x65])
        #expect(WebSocketClosePayload(code: nil, reason: "ignored").bytes == [])
        let long = WebSocketClosePayload(code: .goingAway, reason: String(repeating: "é", count: 100))
        #expect(long.bytes.count == 2 + 122)
        #expect(try WebSocketClosePayload(decoding: long.bytes) == long)
    }
}
