import CourierTesting
import FuzzSupport

/// Feeds the input to the loopback server's ``HTTPRequestParser`` in chunks and takes every request
/// out of it, with small limits so that the size checks are reached.
///
/// The first byte picks the chunk size (1…256 bytes); the others are wire bytes. Parsing must end in
/// requests, a need for more bytes, or an ``HTTPRequestParser/Failure``; bodies must respect the
/// limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let chunk = Int(input.byte()) + 1
    var parser = HTTPRequestParser(maximumHeadBytes: 2048, maximumBodyBytes: 4096)
    while !input.isAtEnd {
        parser.append(input.take(chunk))
        while true {
            let request: LoopbackRequest?
            do {
                request = try parser.nextRequest()
            } catch {
                _ = error.statusCode
                return 0
            }
            guard let request else { break }
            if request.body.count > 4096 { fuzzPropertyViolated("body of \(request.body.count) bytes over the limit") }
        }
    }
    return 0
}
