/// Runs a single-answer interceptor (``GraphQLInterceptor/intercept(_:next:)``) around a
/// streamed operation: the interceptor's `next` starts the stream and answers with its first
/// response; the interceptor's answer replaces that response, and the rest of the stream follows.
///
/// One relay per streamed call. The actor holds what the interceptor's task and the task draining
/// the stream share: which stream is current (the interceptor may start it again), who waits for
/// its first response, and the events that arrive while the interceptor is still at work.
actor SingleAnswerStreamRelay {
    private let output: GraphQLSubscriptionTransportStream.Continuation
    /// The current stream's number; events of an earlier one are dropped.
    private var generation = 0
    private var drain: Task<Void, Never>?
    private var firstResponseWaiter: CheckedContinuation<GraphQLResponse, any Error>?
    /// Events that came after the first response, before the interceptor returned.
    private var held: [GraphQLSubscriptionTransportEvent] = []
    private var forwarding = false
    /// How the current stream ended: `nil` while it runs, `.success` when it finished.
    private var ending: Result<Void, any Error>?
    private var respondedOnce = false

    private init(output: GraphQLSubscriptionTransportStream.Continuation) {
        self.output = output
    }

    /// The events of `request` through `interceptor`, then `next`.
    static func stream(
        _ request: GraphQLRequest,
        through interceptor: some GraphQLInterceptor,
        next: GraphQLStreamNext
    ) -> GraphQLSubscriptionTransportStream {
        let (stream, continuation) = GraphQLSubscriptionTransportStream.makeStream()
        let relay = SingleAnswerStreamRelay(output: continuation)
        let name = request.operationName
        let single = GraphQLNext(
            send: { try await relay.start(next($0)) },
            batch: { _ in
                let reason = "a streamed operation is not batched"
                throw GraphQLSubscriptionError(.unsupportedOperation(reason), operationName: name)
            }
        )
        let task = Task {
            do {
                await relay.forward(try await interceptor.intercept(request, next: single))
            } catch {
                await relay.fail(error)
            }
        }
        continuation.onTermination = { _ in
            task.cancel()
            Task { await relay.cancel() }
        }
        return stream
    }

    /// Starts draining `stream` (dropping an earlier one) and returns its first response.
    private func start(_ stream: GraphQLSubscriptionTransportStream) async throws -> GraphQLResponse {
        drain?.cancel()
        firstResponseWaiter?.resume(throwing: CancellationError())
        firstResponseWaiter = nil
        generation += 1
        let current = generation
        held = []
        ending = nil
        respondedOnce = false
        return try await withCheckedThrowingContinuation { waiter in
            firstResponseWaiter = waiter
            drain = Task { await self.drain(stream, generation: current) }
        }
    }

    private func drain(_ stream: GraphQLSubscriptionTransportStream, generation current: Int) async {
        do {
            for try await event in stream {
                guard current == generation else { return }
                receive(event)
            }
            end(.success(()), generation: current)
        } catch {
            end(.failure(error), generation: current)
        }
    }

    private func receive(_ event: GraphQLSubscriptionTransportEvent) {
        if case .response(let response) = event, let waiter = firstResponseWaiter {
            firstResponseWaiter = nil
            respondedOnce = true
            waiter.resume(returning: response)
        } else if forwarding || firstResponseWaiter != nil {
            // Connection events before the first response go straight on.
            output.yield(event)
        } else {
            held.append(event)
        }
    }

    private func end(_ result: Result<Void, any Error>, generation current: Int) {
        guard current == generation else { return }
        ending = result
        if let waiter = firstResponseWaiter {
            firstResponseWaiter = nil
            switch result {
            case .success: waiter.resume(throwing: StreamEndedWithoutResponse())
            case .failure(let error): waiter.resume(throwing: error)
            }
        }
        if forwarding { finishOutput() }
    }

    /// Hands on the interceptor's answer, then what the stream held and whatever follows.
    private func forward(_ response: GraphQLResponse) {
        output.yield(.response(response))
        forwarding = true
        for event in held { output.yield(event) }
        held = []
        // An answer made without starting the stream, or after it ended, is the last event.
        if drain == nil || ending != nil { finishOutput() }
    }

    /// Ends the output with the interceptor's error; quietly when the stream itself ended
    /// without a response (the interceptor saw that as an error of `next`).
    private func fail(_ error: any Error) {
        drain?.cancel()
        if case .success? = ending, !respondedOnce { output.finish() } else { output.finish(throwing: error) }
    }

    private func cancel() {
        drain?.cancel()
        firstResponseWaiter?.resume(throwing: CancellationError())
        firstResponseWaiter = nil
    }

    private func finishOutput() {
        drain?.cancel()
        if case .failure(let error)? = ending { output.finish(throwing: error) } else { output.finish() }
    }
}

/// What `next` throws to a single-answer interceptor when the stream ended before any response.
struct StreamEndedWithoutResponse: Error, CustomStringConvertible {
    var description: String { "the stream ended without a response" }
}
