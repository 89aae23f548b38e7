/// One stop of the tour: a title and the code that shows it, reporting through a ``TourLog``.
struct TourStep: Sendable {
    /// The heading printed before the step runs.
    let title: String
    /// How long the step may take before it counts as hung.
    let timeLimit: Double
    /// The step itself; a thrown error fails it.
    let run: @MainActor @Sendable (TourContext, TourLog) async throws -> Void

    init(
        _ title: String, timeLimit: Double = 20,
        run: @escaping @MainActor @Sendable (TourContext, TourLog) async throws -> Void
    ) {
        self.title = title
        self.timeLimit = timeLimit
        self.run = run
    }
}
