import FuzzSupport

@testable import CourierHTTP

/// Reads the input as the bytes of an HTTP/1.x response with ``SocketHTTPTransport``'s
/// ``HTTP1ResponseReader``, with small limits so that the size checks are reached: once in chunks
/// and once whole, which must agree.
///
/// The first byte picks the chunk size (1…64 bytes); the second whether the request was a `HEAD`
/// (bit 0) and whether the connection ends after the bytes (bit 1); the others are wire bytes.
/// Reading must end in a response, a need for more bytes, or a typed failure; a body must respect
/// its limit; and the chunked and whole readings must give the same outcome.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let chunk = Int(input.byte() % 64) + 1
    let flags = input.byte()
    var bytes: [UInt8] = []
    while !input.isAtEnd { bytes.append(contentsOf: input.take(256)) }
    let isHead = flags & 1 != 0
    let ends = flags & 2 != 0
    let whole = read(bytes, chunk: max(bytes.count, 1), isHead: isHead, ends: ends)
    let pieces = read(bytes, chunk: chunk, isHead: isHead, ends: ends)
    if whole != pieces { fuzzPropertyViolated("whole \(whole) but in chunks of \(chunk) \(pieces)") }
    return 0
}

private enum Outcome: Equatable {
    case incomplete
    case failed(HTTP1ResponseReader.Failure)
    case complete(status: Int, body: [UInt8], keepsAlive: Bool)
}

private func read(_ bytes: [UInt8], chunk: Int, isHead: Bool, ends: Bool) -> Outcome {
    var reader = HTTP1ResponseReader(maximumHeadBytes: 512, maximumBodyBytes: 1024, isHeadRequest: isHead)
    do {
        var complete = false
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + chunk)
            complete =
                try bytes[offset..<end].withContiguousStorageIfAvailable { piece in
                    try reader.consume(UnsafeRawBufferPointer(piece))
                } ?? false
            offset = end
        }
        if ends { complete = try reader.finishAtEndOfStream() }
        if reader.body.count > 1024 { fuzzPropertyViolated("a body of \(reader.body.count) bytes over the limit") }
        guard complete, let head = reader.head else { return .incomplete }
        return .complete(status: head.statusCode, body: Array(reader.body), keepsAlive: reader.keepsAlive)
    } catch let failure as HTTP1ResponseReader.Failure {
        return .failed(failure)
    } catch {
        fuzzPropertyViolated("an untyped error \(error)")
    }
}
