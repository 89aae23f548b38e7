import CourierSupport
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `InputStream`s URLSession reads a streamed request body from, fed by an ``HTTPBodyPump``.
///
/// - **Linux** (FoundationNetworking): a subclass of `InputStream` that blocks in `read` until
///   the pump has bytes. FoundationNetworking takes `hasBytesAvailable == false` as the end of the
///   body, so a bound stream pair, empty while the producer is still working, would end the
///   upload early; this stream answers `true` until the producer has finished. While it blocks,
///   the session's work queue waits for the producer, so a slow producer delays the other
///   requests of the same session (``URLSessionTransport`` spreads requests over several).
/// - **Apple platforms**: URLSession does not read `InputStream` subclasses, so the pump feeds
///   one end of a bound stream pair from a thread of its own and URLSession reads the other.
enum HTTPBodyInputStream {
    /// A stream over `pump`'s pipe, for the current platform.
    static func make(reading pump: HTTPBodyPump) -> InputStream {
        #if canImport(FoundationNetworking)
        return PipeInputStream(pipe: pump.pipe)
        #else
        return boundPair(reading: pump.pipe)
        #endif
    }

    #if !canImport(FoundationNetworking)
    /// One end of a bound pair, the other end written from `pipe` on a thread of its own.
    static func boundPair(reading pipe: HTTPBodyPipe) -> InputStream {
        var input: InputStream?
        var output: OutputStream?
        Stream.getBoundStreams(withBufferSize: 256 * 1024, inputStream: &input, outputStream: &output)
        guard let input, let output else { return InputStream(data: Data()) }
        let writer = BoundStreamWriter(output: output, pipe: pipe)
        Thread { writer.run() }.start()
        return input
    }
    #endif
}

/// Copies a pipe into the writing end of a bound stream pair. `@unchecked Sendable`: the output
/// stream is used only by the one thread that runs ``run()``.
private final class BoundStreamWriter: @unchecked Sendable {
    private let output: OutputStream
    private let pipe: HTTPBodyPipe

    init(output: OutputStream, pipe: HTTPBodyPipe) {
        self.output = output
        self.pipe = pipe
    }

    func run() {
        output.open()
        defer { output.close() }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 * 1024)
        defer { buffer.deallocate() }
        while case .bytes(let count) = pipe.read(into: buffer, maxLength: 64 * 1024) {
            var written = 0
            while written < count {
                let step = output.write(buffer + written, maxLength: count - written)
                guard step > 0 else {
                    pipe.closeByReader()
                    return
                }
                written += step
            }
        }
    }
}

/// An `InputStream` reading a pipe, for FoundationNetworking (see ``HTTPBodyInputStream``).
/// URLSession reads it on its work queue and may close it from another; its status lives in one lock box, `state`.
final class PipeInputStream: InputStream {
    private let pipe: HTTPBodyPipe
    private let state = Locked(State())

    private struct State {
        var status: Stream.Status = .notOpen
        var error: (any Error)?
    }

    init(pipe: HTTPBodyPipe) {
        self.pipe = pipe
        super.init(data: Data())
    }

    override func open() {
        state.withLock { if $0.status == .notOpen { $0.status = .open } }
    }

    override func close() {
        state.withLock { $0.status = .closed }
        pipe.closeByReader()
    }

    override var streamStatus: Stream.Status { state.withLock { $0.status } }

    override var streamError: (any Error)? { state.withLock { $0.error } }

    /// `true` until the body has ended: FoundationNetworking stops reading at the first `false`.
    override var hasBytesAvailable: Bool {
        state.withLock { $0.status == .open || $0.status == .reading }
    }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        guard hasBytesAvailable else { return 0 }
        switch pipe.read(into: buffer, maxLength: len) {
        case .bytes(let count):
            return count
        case .end:
            state.withLock { $0.status = .atEnd }
            return 0
        case .failed(let error):
            state.withLock {
                $0.status = .error
                $0.error = error
            }
            return -1
        }
    }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>
    ) -> Bool { false }
}
