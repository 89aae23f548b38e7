import Foundation

/// Runs one attempt of a streamed body: a task pulls the body's chunks (only as fast as they are
/// sent) and writes them into an ``HTTPBodyPipe``, which URLSession's `InputStream` reads.
///
/// ``stop()`` closes the pipe and cancels the task, so an exchange that ends early (failure,
/// cancellation, a redirect that asks for a new stream) never leaves a producer waiting.
final class HTTPBodyPump: Sendable {
    let pipe: HTTPBodyPipe
    private let producer: Task<Void, Never>

    /// Starts pulling `chunks` into a new pipe.
    /// - Parameters:
    ///   - chunks: The attempt's chunks.
    ///   - onFailure: Called when the chunks throw (the body could not be produced).
    init(chunks: sending HTTPBodyChunks, onFailure: @escaping @Sendable (any Error) -> Void) {
        let pipe = HTTPBodyPipe()
        self.pipe = pipe
        producer = Task {
            do {
                for try await chunk in chunks {
                    guard await pipe.write(chunk) else { return }
                }
                pipe.finish()
            } catch {
                pipe.finish(throwing: error)
                onFailure(error)
            }
        }
    }

    /// Stops the producer and drops what it buffered.
    func stop() {
        pipe.closeByReader()
        producer.cancel()
    }
}
