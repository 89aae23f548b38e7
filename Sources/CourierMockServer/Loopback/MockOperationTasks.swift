import Foundation

/// The running operations of one graphql-transport-ws connection, by the client's operation id.
///
/// Each operation's task is registered under a token of its own, and only that token removes
/// it. An operation that is cancelled by `complete` and ends later therefore cannot remove a new
/// operation the client has started under the same id in the meantime: that stale removal let a
/// duplicate id through instead of closing with 4409, and left the client waiting for the close.
///
/// `@unchecked Sendable` because `entries`, `nextToken` and `isClosed` are only touched while
/// `lock` is held.
final class MockOperationTasks: @unchecked Sendable {
    private struct Entry {
        let token: UInt64
        let task: Task<Void, Never>
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var nextToken: UInt64 = 0
    private var isClosed = false

    /// Starts `operation` under `id`, unless `id` is running or the connection is closed.
    /// - Parameters:
    ///   - id: The client's operation id.
    ///   - operation: The operation's work; it receives its token, to hand to ``finish(id:token:)``.
    /// - Returns: `false` when `id` is already running or the connection is closed.
    func start(id: String, _ operation: @escaping @Sendable (_ token: UInt64) async -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed, entries[id] == nil else { return false }
        nextToken += 1
        let token = nextToken
        entries[id] = Entry(token: token, task: Task { await operation(token) })
        return true
    }

    /// Stops operation `id` (the client's `complete`); its id is free again at once.
    func cancel(id: String) {
        lock.lock()
        let entry = entries.removeValue(forKey: id)
        lock.unlock()
        entry?.task.cancel()
    }

    /// Frees `id` as the operation holding `token` ends; a later operation under `id` stays.
    func finish(id: String, token: UInt64) {
        lock.lock()
        if entries[id]?.token == token { entries[id] = nil }
        lock.unlock()
    }

    /// Whether an operation runs under `id`.
    func isRunning(id: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return entries[id] != nil
    }

    /// Cancels every operation and refuses later ones.
    func close() {
        lock.lock()
        isClosed = true
        let running = entries.values.map(\.task)
        entries = [:]
        lock.unlock()
        for task in running { task.cancel() }
    }
}
