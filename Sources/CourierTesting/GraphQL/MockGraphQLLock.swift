import Foundation

/// State shared between the tasks that use a GraphQL mock, behind one lock.
///
/// `@unchecked Sendable` because `value` is only read or written inside ``withLock(_:)``, under
/// `lock` (an `NSLock`). Kept separate from the loopback servers' lock type so that the mocks do
/// not depend on them.
final class MockGraphQLLock<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
