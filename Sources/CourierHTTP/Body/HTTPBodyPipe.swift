import Foundation

/// A bounded hand-over from an async producer (the body's chunks) to a blocking reader (the
/// `InputStream` URLSession pulls from on its own thread).
///
/// The producer waits, without blocking a thread, while ``capacity`` bytes are buffered; the
/// reader blocks while nothing is buffered. So at most about ``capacity`` plus one chunk of the
/// body is in memory at once, however large the body. `@unchecked Sendable`: every mutable field
/// is read and written only while `condition` is locked.
final class HTTPBodyPipe: @unchecked Sendable {
    /// How the reader's wait ended.
    enum ReadOutcome {
        case bytes(Int)
        case end
        case failed(any Error)
    }

    /// The most bytes buffered before the producer waits.
    let capacity: Int

    private let condition = NSCondition()
    private var chunks: [Data] = []
    private var offset = 0
    private var buffered = 0
    private var finished = false
    private var failure: (any Error)?
    private var closedByReader = false
    private var waitingProducer: CheckedContinuation<Void, Never>?

    init(capacity: Int = 1 << 20) {
        self.capacity = capacity
    }

    /// Hands `chunk` to the reader, first waiting while the buffer is full.
    /// - Returns: `false` when the reader has closed the pipe (stop producing).
    func write(_ chunk: Data) async -> Bool {
        guard !chunk.isEmpty else { return !isClosedByReader }
        while true {
            let full: Bool = locked { closedByReader ? false : buffered >= capacity }
            if !full { break }
            await withCheckedContinuation { continuation in
                let resumeNow = locked { () -> Bool in
                    guard !closedByReader, buffered >= capacity else { return true }
                    waitingProducer = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        }
        return locked {
            guard !closedByReader else { return false }
            chunks.append(chunk)
            buffered += chunk.count
            condition.broadcast()
            return true
        }
    }

    /// Ends the body: the reader gets the end of the stream, or `error`.
    func finish(throwing error: (any Error)? = nil) {
        locked {
            guard !finished else { return }
            finished = true
            failure = error
            condition.broadcast()
        }
    }

    /// Copies up to `maxLength` buffered bytes into `buffer`, blocking until some are buffered or
    /// the body ends.
    func read(into buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) -> ReadOutcome {
        let (outcome, producer) = locked { () -> (ReadOutcome, CheckedContinuation<Void, Never>?) in
            while chunks.isEmpty && !finished && !closedByReader { condition.wait() }
            if closedByReader { return (.end, nil) }
            guard let first = chunks.first else {
                return (failure.map(ReadOutcome.failed) ?? .end, nil)
            }
            let count = min(maxLength, first.count - offset)
            first.withUnsafeBytes { raw in
                let start = raw.baseAddress!.advanced(by: offset)
                buffer.update(from: start.assumingMemoryBound(to: UInt8.self), count: count)
            }
            offset += count
            if offset == first.count {
                chunks.removeFirst()
                offset = 0
            }
            buffered -= count
            return (.bytes(count), takeWaitingProducer(ifBelowCapacity: true))
        }
        producer?.resume()
        return outcome
    }

    /// Whether a read would return at once (bytes buffered, or the body ended).
    var hasBytesOrEnd: Bool { locked { !chunks.isEmpty || finished || closedByReader } }

    /// Closes the pipe from the reader's side: buffered bytes are dropped and the producer stops.
    func closeByReader() {
        let producer = locked { () -> CheckedContinuation<Void, Never>? in
            closedByReader = true
            chunks = []
            buffered = 0
            condition.broadcast()
            return takeWaitingProducer(ifBelowCapacity: false)
        }
        producer?.resume()
    }

    private var isClosedByReader: Bool { locked { closedByReader } }

    /// Must be called with `condition` locked.
    private func takeWaitingProducer(ifBelowCapacity: Bool) -> CheckedContinuation<Void, Never>? {
        guard let producer = waitingProducer, !ifBelowCapacity || buffered < capacity else { return nil }
        waitingProducer = nil
        return producer
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}
