import Foundation

/// Starts the backend, runs the tour, stops the backend.
@MainActor
enum DemoMain {
    /// The stops of the tour, in order.
    static let steps: [TourStep] = [
        FetchSteps.network,
        FetchSteps.cache,
        WatchSteps.mutationUpdatesWatcher,
        WatchSteps.optimisticUpdate,
        RetryStep.step,
        ErrorSteps.partialData,
        ErrorSteps.transportFailure,
        PaginationStep.step,
        RESTStep.step,
        TransferStep.step,
        SubscriptionStep.step,
    ]

    /// Runs the tour.
    /// - Returns: Whether every step behaved as expected.
    static func run(_ arguments: DemoArguments) async -> Bool {
        let backend: any DemoBackend
        do {
            if let endpoint = arguments.endpoint {
                let remote = RemoteBackend(endpoint: endpoint)
                try await remote.checkReachable()
                backend = remote
            } else {
                backend = try await EmbeddedBackend.start()
            }
        } catch {
            TourLog.write("courier-demo: could not start: \(error)")
            return false
        }
        TourLog.write("Courier tour against \(backend.summary)")
        let succeeded = await Tour(steps: steps).run(in: TourContext(backend: backend))
        await backend.stop()
        return succeeded
    }
}
