import Foundation

/// What one step of the tour prints and whether its checks held.
///
/// Lines go to standard output as they are written, so a step that hangs still shows how far it
/// got. Only the tour's own task writes to a log, so it needs no lock.
@MainActor
final class TourLog {
    private(set) var failedChecks = 0
    private(set) var passedChecks = 0

    /// Prints an account line, indented under the step's title.
    func say(_ text: String) {
        TourLog.write("   " + text)
    }

    /// Records a check and prints it with a tick or a cross.
    @discardableResult
    func check(_ condition: Bool, _ description: String) -> Bool {
        if condition {
            passedChecks += 1
            TourLog.write("   ✓ " + description)
        } else {
            failedChecks += 1
            TourLog.write("   ✗ " + description)
        }
        return condition
    }

    /// Records a failure that stopped the step.
    func fail(_ description: String) {
        failedChecks += 1
        TourLog.write("   ✗ " + description)
    }

    /// Writes `line` to standard output at once.
    nonisolated static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
