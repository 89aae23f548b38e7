import CourierWebSocket
import FuzzSupport

/// Feeds the input to a ``WebSocketFrameParser`` in chunks and every frame to a
/// ``WebSocketMessageAssembler``, with small limits so that the size checks are reached.
///
/// The first byte picks the role (bit 0) and the chunk size (the rest, 1…128 bytes); the others
/// are wire bytes. Parsing must end in frames or a ``WebSocketProtocolViolation``; once the parser
/// has failed it must keep failing with the same violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let control = input.byte()
    let role: WebSocketFrameParser.Role = control & 1 == 0 ? .client : .server
    let chunk = Int(control >> 1) + 1
    var parser = WebSocketFrameParser(role: role, maximumPayloadLength: 4096)
    var assembler = WebSocketMessageAssembler(maximumMessageSize: 8192)
    while !input.isAtEnd {
        parser.append(input.take(chunk))
        while true {
            let frame: WebSocketFrame?
            do {
                frame = try parser.nextFrame()
            } catch {
                do {
                    _ = try parser.nextFrame()
                    fuzzPropertyViolated("parser recovered after \(error)")
                } catch let again {
                    if again != error { fuzzPropertyViolated("violation changed from \(error) to \(again)") }
                }
                return 0
            }
            guard let frame else { break }
            if frame.payload.count > 4096 {
                fuzzPropertyViolated("payload of \(frame.payload.count) bytes over the limit")
            }
            guard (try? assembler.consume(frame)) != nil else { return 0 }
        }
    }
    return 0
}
