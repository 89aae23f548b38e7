public import CourierAPI
public import CourierGraphQL
public import Observation

/// A view model for one kind of submission (a mutation, or a service call that performs one):
/// its ``state`` goes idle → running → succeeded or failed.
///
/// Double submission is rejected: ``submit(_:)`` while a submission runs returns `nil` at once
/// without calling the action, and counts it in ``rejectedSubmissions`` (disable the button on
/// ``isRunning`` so users never hit it). Cancelling the task that called ``submit(_:)`` cancels the
/// request and leaves the state ``MutationState/failed(_:)`` with the cancellation: the server may
/// or may not have applied the mutation, so the model does not pretend it did not happen.
///
/// ```swift
/// let save = MutationModel { (draft: ReviewDraft) in try await service.createReview(draft) }
/// Button("Post") { Task { await save.submit(draft) } }.disabled(save.isRunning)
/// ```
///
/// Main-actor isolated, like the views that read it; the action runs off the main actor. Its state
/// machine is ``MutationModelEngine``, shared with the `ObservableObject` variant in CourierCombine.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class MutationModel<Input: Sendable, Output: Sendable>: MutationModelSnapshotReading {
    /// Everything the model shows (``state``, ``rejectedSubmissions``), as one observed value.
    public private(set) var snapshot: MutationModelEngine<Input, Output>.Snapshot
    @ObservationIgnored private let engine: MutationModelEngine<Input, Output>

    /// Creates a model around an action.
    /// - Parameter action: Performs one submission (e.g. a service method).
    public init(_ action: @escaping @Sendable (Input) async throws -> Output) {
        engine = MutationModelEngine(action)
        snapshot = engine.snapshot
        engine.onChange = { [weak self] in self?.snapshot = $0 }
    }

    /// Submits `input` unless a submission is running.
    ///
    /// - Parameter input: The submission's input.
    /// - Returns: The output on success; `nil` on failure (see ``state``) or when rejected.
    @discardableResult
    public func submit(_ input: Input) async -> Output? { await engine.submit(input) }

    /// Returns to ``MutationState/idle`` (e.g. when a form is dismissed); does nothing while a
    /// submission runs.
    public func reset() { engine.reset() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension MutationModel where Input: GraphQLMutation, Output == Input.Data {
    /// Creates a model that performs generated mutations with `client` (the answer is written to
    /// the client's store, so watchers of the changed objects update); an answer without data
    /// fails with ``MissingDataError``.
    ///
    /// - Parameters:
    ///   - client: The client.
    ///   - optimisticResult: Makes the data to show at once while the mutation runs (rolled back
    ///     if it fails), or `nil`.
    ///   - options: Per-request choices.
    public convenience init(
        client: GraphQLClient,
        optimisticResult: (@Sendable (Input) -> Output?)? = nil,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) {
        self.init(MutationModelEngine.performing(client: client, optimisticResult: optimisticResult, options: options))
    }
}
