import CourierSupport
import Foundation
import Testing

@testable import CourierHTTP

/// The hand-over from a streamed body's producer to the blocking reader URLSession pulls from on
/// Apple platforms (``HTTPBodyPump`` → ``HTTPBodyPipe`` → ``PipeInputStream``). Linux spools
/// streamed bodies to a file instead, so these tests are what exercises that path here.
@Suite("HTTPBodyPipe — the streamed-body hand-over")
struct HTTPBodyPipeTests {
    /// Reads `stream` to its end on a thread of its own (the read blocks, as URLSession's does).
    private func readAll(_ stream: InputStream, chunkSize: Int = 4096) async -> (Data, Int, (any Error)?) {
        await withCheckedContinuation { continuation in
            let reader = BlockingReader(stream: stream, chunkSize: chunkSize)
            Thread {
                continuation.resume(returning: reader.run())
            }.start()
        }
    }

    @Test("a pump delivers every chunk of a stream, in order, through the input stream")
    func deliversInOrder() async {
        let payload = TransferFixtures.bytes(3 << 20)
        let stream = HTTPBodyStream { ChunkSequence(chunks: TransferFixtures.chunks(of: payload, size: 70_001)) }
        let pump = HTTPBodyPump(chunks: stream.makeChunks(), onFailure: { _ in })
        defer { pump.stop() }

        let (received, lastRead, error) = await readAll(PipeInputStream(pipe: pump.pipe))

        #expect(received == payload)
        #expect(lastRead == 0)
        #expect(error == nil)
    }

    @Test("the producer waits while the pipe holds its capacity, and goes on once the reader takes bytes")
    func backPressure() async throws {
        let pipe = HTTPBodyPipe(capacity: 100)
        #expect(await pipe.write(Data(repeating: 1, count: 100)))
        let written = Locked(false)
        let second = Task {
            let accepted = await pipe.write(Data(repeating: 2, count: 10))
            written.withLock { $0 = true }
            return accepted
        }
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(!written.withLock { $0 })

        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 100)
        defer { buffer.deallocate() }
        guard case .bytes(let first) = pipe.read(into: buffer, maxLength: 100) else {
            Issue.record("expected the first chunk")
            return
        }
        #expect(first == 100)
        #expect(await second.value)
        guard case .bytes(let next) = pipe.read(into: buffer, maxLength: 100) else {
            Issue.record("expected the second chunk")
            return
        }
        #expect(next == 10)
        #expect(buffer[0] == 2)
    }

    @Test("closing the pipe releases a waiting producer, which is told to stop")
    func closeReleasesWaitingProducer() async throws {
        let pipe = HTTPBodyPipe(capacity: 100)
        #expect(await pipe.write(Data(repeating: 1, count: 100)))
        let second = Task { await pipe.write(Data(repeating: 2, count: 10)) }
        try await Task.sleep(nanoseconds: 50_000_000)
        pipe.closeByReader()
        #expect(await second.value == false)
    }

    @Test("closing from the reader's side stops the producer and ends the reads")
    func closeStopsProducer() async {
        let pipe = HTTPBodyPipe(capacity: 1000)
        pipe.closeByReader()
        #expect(await pipe.write(Data(repeating: 1, count: 10)) == false)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 10)
        defer { buffer.deallocate() }
        guard case .end = pipe.read(into: buffer, maxLength: 10) else {
            Issue.record("a closed pipe reads as ended")
            return
        }
    }

    @Test("a stream that throws fails the input stream with its error and reports it")
    func failurePropagates() async {
        let payload = TransferFixtures.bytes(10_000)
        let stream = HTTPBodyStream {
            ChunkSequence(chunks: TransferFixtures.chunks(of: payload, size: 1000), failAfter: 3)
        }
        let reported = Locked(false)
        let pump = HTTPBodyPump(chunks: stream.makeChunks(), onFailure: { _ in reported.withLock { $0 = true } })
        defer { pump.stop() }

        let (received, lastRead, error) = await readAll(PipeInputStream(pipe: pump.pipe), chunkSize: 1000)

        #expect(received == payload.prefix(3000))
        #expect(lastRead == -1)
        #expect(error is ChunkSequenceError)
        #expect(reported.withLock { $0 })
    }

    @Test("a one-shot stream gives its bytes to the first input stream only")
    func oneShotSecondStreamFails() async throws {
        let payload = TransferFixtures.bytes(5000)
        let stream = HTTPBodyStream(chunks: ChunkSequence(chunks: [payload]))
        let failures = Locked<[any Error]>([])
        let upload = URLSessionUploadBody(
            body: .stream(stream),
            onFailure: { error in
                failures.withLock { $0.append(error) }
            })
        defer { upload.stop() }

        let first = await readAll(try #require(upload.makeInputStream()))
        #expect(first.0 == payload)

        let (received, lastRead, _) = await readAll(try #require(upload.makeInputStream()))
        #expect(received.isEmpty)
        #expect(lastRead <= 0)
        #expect(failures.withLock { $0.map { $0 as? HTTPBodyStreamError } } == [.alreadyConsumed])
    }
}

/// Reads an input stream to its end or first error. `@unchecked Sendable`: used by one thread.
private final class BlockingReader: @unchecked Sendable {
    let stream: InputStream
    let chunkSize: Int

    init(stream: InputStream, chunkSize: Int) {
        self.stream = stream
        self.chunkSize = chunkSize
    }

    /// The bytes read, the last `read` result (0 at the end, -1 on an error) and the stream's error.
    func run() -> (Data, Int, (any Error)?) {
        stream.open()
        defer { stream.close() }
        var received = Data()
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        while true {
            let count = stream.read(buffer, maxLength: chunkSize)
            guard count > 0 else { return (received, count, stream.streamError) }
            received.append(buffer, count: count)
        }
    }
}
