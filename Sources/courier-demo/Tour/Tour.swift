import Foundation

/// Runs the steps in order, each under its time limit, and sums up.
@MainActor
struct Tour {
    let steps: [TourStep]

    /// Runs every step (a failed step does not stop the tour) and prints the summary.
    /// - Returns: Whether every check of every step held.
    func run(in context: TourContext) async -> Bool {
        var failedSteps: [String] = []
        for (index, step) in steps.enumerated() {
            TourLog.write("")
            TourLog.write("\(index + 1). \(step.title)")
            let log = TourLog()
            await Tour.run(step, in: context, log: log)
            if log.failedChecks > 0 { failedSteps.append(step.title) }
            await context.backend.reset()
        }
        TourLog.write("")
        if failedSteps.isEmpty {
            TourLog.write("All \(steps.count) steps behaved as expected.")
            return true
        }
        TourLog.write(
            "\(failedSteps.count) of \(steps.count) steps did not "
                + "behave as expected: \(failedSteps.joined(separator: "; "))")
        return false
    }

    /// Runs `step`; an error or running past the time limit fails it.
    private static func run(_ step: TourStep, in context: TourContext, log: TourLog) async {
        let work = Task { @MainActor in try await step.run(context, log) }
        let limit = step.timeLimit
        let watchdog = Task {
            try await Task.sleep(nanoseconds: UInt64(limit * 1_000_000_000))
            work.cancel()
        }
        defer { watchdog.cancel() }
        let started = Date()
        do {
            try await work.value
        } catch {
            if Date().timeIntervalSince(started) >= limit {
                log.fail("did not finish within \(Int(limit)) s")
            } else {
                log.fail("failed: \(error)")
            }
        }
    }
}
