import CourierSupport

/// A flag that exactly one caller can claim.
final class ClaimOnce: Sendable {
    private let claimed = Locked(false)

    /// Claims the flag.
    /// - Returns: `true` for the first caller only.
    func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}
