import CourierAPI
public import CourierHTTP
public import Foundation

/// An interceptor that sends operations started within a short window as one HTTP request whose
/// body is a JSON array, and hands each caller the result at its position.
///
/// A batch goes when ``maxBatchSize`` operations are waiting or ``window`` seconds after the
/// first of them, whichever comes first; a lone operation goes as an ordinary request.
/// Operations are grouped by header fields, so requests with different headers never share a
/// batch. GET requests and uploads are not batched. A batch goes straight to the network
/// (later interceptors do not see it), so place this interceptor last.
///
/// Cancelling a caller before its batch goes removes it from the batch; after that, the caller
/// ends at once and its result is dropped.
public actor BatchingInterceptor: GraphQLInterceptor {
    private struct Waiting {
        let id: Int
        let request: GraphQLRequest
    }

    private struct Group {
        var waiting: [Waiting] = []
        var timer: Task<Void, Never>?
        var next: GraphQLNext?
    }

    /// How long the first operation of a batch waits for company, in seconds.
    public let window: TimeInterval
    /// The most operations in one batch.
    public let maxBatchSize: Int
    private let sleeper: any Sleeper
    private var groups: [HTTPFields: Group] = [:]
    private var continuations: [Int: CheckedContinuation<GraphQLResponse, any Error>] = [:]
    private var counter = 0

    /// How many operations wait for their batch to be sent (for tests).
    var waitingCount: Int { groups.values.reduce(0) { $0 + $1.waiting.count } }

    /// Creates the interceptor.
    /// - Parameters:
    ///   - window: How long a batch stays open, in seconds; 10 ms by default.
    ///   - maxBatchSize: The most operations per batch (at least 1); 10 by default.
    ///   - sleeper: How the window is waited for (inject one in tests).
    public init(window: TimeInterval = 0.01, maxBatchSize: Int = 10, sleeper: any Sleeper = TaskSleeper()) {
        self.window = window
        self.maxBatchSize = max(1, maxBatchSize)
        self.sleeper = sleeper
    }

    /// Queues `request` for the next batch.
    public func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse {
        guard request.method == .post, request.operationType != .subscription,
            !UploadExtractor.hasFiles(request.variables)
        else {
            return try await next(request)
        }
        counter += 1
        let id = counter
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                enqueue(Waiting(id: id, request: request), continuation: continuation, next: next)
            }
        } onCancel: {
            Task { await self.cancel(id, operationName: request.operationName) }
        }
    }

    private func enqueue(
        _ waiting: Waiting, continuation: CheckedContinuation<GraphQLResponse, any Error>, next: GraphQLNext
    ) {
        if Task.isCancelled {
            continuation.resume(throwing: GraphQLClientError(.cancelled, operationName: waiting.request.operationName))
            return
        }
        continuations[waiting.id] = continuation
        let key = waiting.request.headerFields
        var group = groups[key] ?? Group()
        group.waiting.append(waiting)
        group.next = group.next ?? next
        if group.waiting.count >= maxBatchSize {
            groups[key] = group
            flush(key)
            return
        }
        if group.timer == nil {
            let sleeper = sleeper
            let window = window
            group.timer = Task {
                try? await sleeper.sleep(seconds: window)
                // A full batch went early and cancelled this timer; the key may hold a newer group.
                guard !Task.isCancelled else { return }
                self.flush(key)
            }
        }
        groups[key] = group
    }

    private func flush(_ key: HTTPFields) {
        guard let group = groups.removeValue(forKey: key), let next = group.next, !group.waiting.isEmpty else { return }
        group.timer?.cancel()
        let batch = group.waiting
        Task {
            if batch.count == 1 {
                let outcome: Result<GraphQLResponse, any Error>
                do { outcome = .success(try await next(batch[0].request)) } catch { outcome = .failure(error) }
                self.resume(batch[0].id, with: outcome)
                return
            }
            do {
                let results = try await next.batch(batch.map(\.request))
                for (waiting, result) in zip(batch, results) {
                    self.resume(waiting.id, with: result.mapError { $0 as any Error })
                }
            } catch {
                for waiting in batch { self.resume(waiting.id, with: .failure(error)) }
            }
        }
    }

    private func resume(_ id: Int, with outcome: Result<GraphQLResponse, any Error>) {
        continuations.removeValue(forKey: id)?.resume(with: outcome)
    }

    private func cancel(_ id: Int, operationName: String) {
        for (key, group) in groups {
            guard let index = group.waiting.firstIndex(where: { $0.id == id }) else { continue }
            groups[key]?.waiting.remove(at: index)
            if groups[key]?.waiting.isEmpty == true {
                groups[key]?.timer?.cancel()
                groups[key] = nil
            }
        }
        resume(id, with: .failure(GraphQLClientError(.cancelled, operationName: operationName)))
    }
}

extension BatchingInterceptor {
    /// Passes a streamed operation through untouched: a stream cannot be part of a batch.
    /// - Parameters:
    ///   - request: The streamed operation.
    ///   - next: The rest of the chain.
    /// - Returns: The events of `next`.
    public nonisolated func interceptStream(
        _ request: GraphQLRequest,
        next: GraphQLStreamNext
    ) -> GraphQLSubscriptionTransportStream {
        next(request)
    }
}
