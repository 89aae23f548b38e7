/// Polls `condition` every 5 ms until it holds or `timeout` passes.
/// - Parameters:
///   - timeout: The longest wait.
///   - isolation: The caller's actor, where `condition` runs (leave the default).
///   - condition: The condition.
/// - Returns: Whether the condition held in time.
public func eventually(
    timeout: Duration = .seconds(5),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () async -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return await condition()
}
