import CourierSupport

/// The running operations of one graphql-transport-ws connection, by the client's operation id.
///
/// Each operation's task is registered under a token of its own, and only that token removes
/// it. An operation that is cancelled by `complete` and ends later therefore cannot remove a new
/// operation the client has started under the same id in the meantime: that stale removal let a
/// duplicate id through instead of closing with 4409, and left the client waiting for the close.
///
final class MockOperationTasks: Sendable {
    private struct Entry {
        let token: UInt64
        let task: Task<Void, Never>
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var nextToken: UInt64 = 0
        var isClosed = false
    }

    private let state = Locked(State())

    /// Starts `operation` under `id`, unless `id` is running or the connection is closed.
    /// - Parameters:
    ///   - id: The client's operation id.
    ///   - operation: The operation's work; it receives its token, to hand to ``finish(id:token:)``.
    /// - Returns: `false` when `id` is already running or the connection is closed.
    func start(id: String, _ operation: @escaping @Sendable (_ token: UInt64) async -> Void) -> Bool {
        state.withLock { state in
            guard !state.isClosed, state.entries[id] == nil else { return false }
            state.nextToken += 1
            let token = state.nextToken
            state.entries[id] = Entry(token: token, task: Task { await operation(token) })
            return true
        }
    }

    /// Stops operation `id` (the client's `complete`); its id is free again at once.
    func cancel(id: String) {
        let entry = state.withLock { $0.entries.removeValue(forKey: id) }
        entry?.task.cancel()
    }

    /// Frees `id` as the operation holding `token` ends; a later operation under `id` stays.
    func finish(id: String, token: UInt64) {
        state.withLock { state in
            if state.entries[id]?.token == token { state.entries[id] = nil }
        }
    }

    /// Whether an operation runs under `id`.
    func isRunning(id: String) -> Bool {
        state.withLock { $0.entries[id] != nil }
    }

    /// Cancels every operation and refuses later ones.
    func close() {
        let running = state.withLock { state in
            state.isClosed = true
            defer { state.entries = [:] }
            return state.entries.values.map(\.task)
        }
        for task in running { task.cancel() }
    }
}
