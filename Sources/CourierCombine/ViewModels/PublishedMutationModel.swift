#if canImport(Combine)
public import Combine
public import CourierAPI
public import CourierGraphQL
public import CourierViewModels

/// A view model for one kind of submission that works before Observation (iOS 15 and 16): an
/// `ObservableObject` whose ``snapshot`` is `@Published`, with the same states and double-submit
/// rule as ``CourierViewModels/MutationModel`` — both run one
/// ``CourierViewModels/MutationModelEngine``.
///
/// ```swift
/// @StateObject var save = PublishedMutationModel { (draft: ReviewDraft) in try await service.createReview(draft) }
/// Button("Post") { Task { await save.submit(draft) } }.disabled(save.isRunning)
/// ```
@MainActor
public final class PublishedMutationModel<Input: Sendable, Output: Sendable>: ObservableObject,
    MutationModelSnapshotReading
{
    /// Everything the model shows, republished on every change.
    @Published public private(set) var snapshot: MutationModelEngine<Input, Output>.Snapshot
    private let engine: MutationModelEngine<Input, Output>

    /// Creates a model around an action.
    /// - Parameter action: Performs one submission (e.g. a service method).
    public init(_ action: @escaping @Sendable (Input) async throws -> Output) {
        engine = MutationModelEngine(action)
        snapshot = engine.snapshot
        engine.onChange = { [weak self] in self?.snapshot = $0 }
    }

    /// Submits `input` unless a submission is running.
    /// - Parameter input: The submission's input.
    /// - Returns: The output on success; `nil` on failure (see ``state``) or when rejected.
    @discardableResult
    public func submit(_ input: Input) async -> Output? { await engine.submit(input) }

    /// Returns to ``CourierViewModels/MutationState/idle``; does nothing while a submission runs.
    public func reset() { engine.reset() }
}

extension PublishedMutationModel where Input: GraphQLMutation, Output == Input.Data {
    /// Creates a model that performs generated mutations with `client`; an answer without data
    /// fails with ``CourierViewModels/MissingDataError`` (as ``CourierViewModels/MutationModel``).
    ///
    /// - Parameters:
    ///   - client: The client.
    ///   - optimisticResult: Makes the data to show at once while the mutation runs, or `nil`.
    ///   - options: Per-request choices.
    public convenience init(
        client: GraphQLClient,
        optimisticResult: (@Sendable (Input) -> Output?)? = nil,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) {
        self.init(MutationModelEngine.performing(client: client, optimisticResult: optimisticResult, options: options))
    }
}
#endif
