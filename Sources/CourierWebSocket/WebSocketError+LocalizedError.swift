public import Foundation

extension WebSocketError: LocalizedError {
    /// The ``description``, so that `localizedDescription` names the failure (a refused connect,
    /// a close code, a rejected certificate) instead of Foundation's generic sentence.
    public var errorDescription: String? { description }
}
