import CourierWebSocket
import Foundation
import Testing

@Suite("WebSocket message assembler")
struct WebSocketMessageAssemblerTests {
    typealias Event = WebSocketMessageAssembler.Event

    static func feed(_ frames: [WebSocketFrame], limit: Int = 1 << 24) throws(WebSocketProtocolViolation) -> [Event] {
        var assembler = WebSocketMessageAssembler(maximumMessageSize: limit)
        var events: [Event] = []
        for frame in frames {
            if let event = try assembler.consume(frame) { events.append(event) }
        }
        return events
    }

    static func violation(_ frames: [WebSocketFrame], limit: Int = 1 << 24) -> WebSocketProtocolViolation? {
        do {
            _ = try feed(frames, limit: limit)
            return nil
        } catch {
            return error
        }
    }

    @Test("fragments are reassembled, with control frames between them")
    func fragments() throws {
        let events = try Self.feed([
            WebSocketFrame(opcode: .text, payload: Array("Hel".utf8), isFinal: false),
            WebSocketFrame(opcode: .ping, payload: [9]),
            WebSocketFrame(opcode: .continuation, payload: Array("l".utf8), isFinal: false),
            WebSocketFrame(opcode: .pong, payload: [8]),
            WebSocketFrame(opcode: .continuation, payload: Array("o".utf8)),
            WebSocketFrame(opcode: .binary, payload: [1], isFinal: false),
            WebSocketFrame(opcode: .continuation, payload: [2]),
        ])
        #expect(events == [.ping([9]), .pong([8]), .message(.text("Hello")), .message(.data(Data([1, 2])))])
    }

    @Test("a multi-byte character split across fragments is valid")
    func splitCharacter() throws {
        let bytes = Array("€".utf8)
        let events = try Self.feed([
            WebSocketFrame(opcode: .text, payload: [bytes[0]], isFinal: false),
            WebSocketFrame(opcode: .continuation, payload: Array(bytes[1...])),
        ])
        #expect(events == [.message(.text("€"))])
    }

    @Test("fragmentation violations")
    func fragmentationViolations() {
        #expect(Self.violation([WebSocketFrame(opcode: .continuation, payload: [1])]) == .unexpectedContinuation)
        #expect(
            Self.violation([
                WebSocketFrame(opcode: .text, payload: [0x61], isFinal: false),
                WebSocketFrame(opcode: .binary, payload: [1]),
            ]) == .interleavedDataFrame)
    }

    @Test(
        "invalid UTF-8 in text is rejected",
        arguments: [
            [UInt8(0xFF)], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80],
        ])
    func invalidUTF8(bytes: [UInt8]) {
        #expect(Self.violation([WebSocketFrame(opcode: .text, payload: bytes)]) == .invalidUTF8)
        #expect(Self.violation([WebSocketFrame(opcode: .binary, payload: bytes)]) == nil)
    }

    @Test("the size limit counts all fragments")
    func sizeLimit() {
        let piece = [UInt8](repeating: 1, count: 600)
        #expect(
            Self.violation([WebSocketFrame(opcode: .binary, payload: piece + piece)], limit: 1000)
                == .messageTooBig(limit: 1000))
        #expect(
            Self.violation(
                [
                    WebSocketFrame(opcode: .binary, payload: piece, isFinal: false),
                    WebSocketFrame(opcode: .continuation, payload: piece),
                ], limit: 1000) == .messageTooBig(limit: 1000))
        #expect(
            Self.violation([WebSocketFrame(opcode: .binary, payload: [UInt8](repeating: 1, count: 1000))], limit: 1000)
                == nil)
    }

    @Test("close frames: codes, reasons and what may not be sent")
    func closeFrames() throws {
        #expect(
            try Self.feed([WebSocketFrame(opcode: .close, payload: [])]) == [.close(WebSocketClosePayload(code: nil))])
        #expect(
            try Self.feed([WebSocketFrame(opcode: .close, payload: [0x0F, 0xA1] + Array("bye".utf8))])
                == [.close(WebSocketClosePayload(code: WebSocketCloseCode(rawValue: 4001), reason: "bye"))])
        #expect(Self.violation([WebSocketFrame(opcode: .close, payload: [0x03])]) == .invalidCloseFrame)
        for code: UInt16 in [999, 1004, 1005, 1006, 1015, 2000, 5000] {
            #expect(
                Self.violation([WebSocketFrame(opcode: .close, payload: [UInt8(code >> 8), UInt8(code & 0xFF)])])
                    == .invalidCloseFrame)
        }
        #expect(Self.violation([WebSocketFrame(opcode: .close, payload: [0x03, 0xE8, 0xFF])]) == .invalidUTF8)
        #expect(
            Self.violation([WebSocketFrame(opcode: .close, payload: []), WebSocketFrame(opcode: .text, payload: [])])
                == .frameAfterClose)
    }
}
