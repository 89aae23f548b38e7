public import CourierAPI
public import CourierGraphQL

/// The state machine behind a mutation view model: the submission's state and the rejected
/// double submissions, shared by ``MutationModel`` (Observation) and CourierCombine's
/// `ObservableObject` mutation model so that the two cannot behave differently.
///
/// A view model holds one, forwards ``submit(_:)`` and ``reset()`` and republishes ``snapshot``
/// through ``onChange``. Semantics are those documented on ``MutationModel``.
@MainActor
public final class MutationModelEngine<Input: Sendable, Output: Sendable> {
    /// Everything a mutation view model shows, as one value.
    public struct Snapshot {
        /// The submission's state.
        public var state: MutationState<Output> = .idle
        /// How many submissions were rejected because one was running.
        public var rejectedSubmissions = 0
    }

    /// The current values; every change is passed to ``onChange``.
    public private(set) var snapshot = Snapshot() {
        didSet { onChange?(snapshot) }
    }
    /// Called with the new snapshot after every change.
    public var onChange: ((Snapshot) -> Void)?
    private let action: @Sendable (Input) async throws -> Output

    /// Creates an engine around an action.
    /// - Parameter action: Performs one submission.
    public init(_ action: @escaping @Sendable (Input) async throws -> Output) {
        self.action = action
    }

    /// Submits `input` unless a submission is running.
    /// - Parameter input: The submission's input.
    /// - Returns: The output on success; `nil` on failure or when rejected.
    public func submit(_ input: Input) async -> Output? {
        guard !snapshot.state.isRunning else {
            snapshot.rejectedSubmissions += 1
            return nil
        }
        snapshot.state = .running
        do {
            let output = try await action(input)
            snapshot.state = .succeeded(output)
            return output
        } catch {
            snapshot.state = .failed(error)
            return nil
        }
    }

    /// Returns to ``MutationState/idle``; does nothing while a submission runs.
    public func reset() {
        guard !snapshot.state.isRunning else { return }
        snapshot.state = .idle
    }
}

extension MutationModelEngine where Input: GraphQLMutation, Output == Input.Data {
    /// The action of a mutation view model that performs generated mutations with `client`: the
    /// answer is written to the client's store; an answer without data fails with
    /// ``MissingDataError``.
    ///
    /// - Parameters:
    ///   - client: The client.
    ///   - optimisticResult: Makes the data to show at once while the mutation runs (rolled back
    ///     if it fails), or `nil`.
    ///   - options: Per-request choices.
    /// - Returns: The action, for ``init(_:)``.
    public static func performing(
        client: GraphQLClient,
        optimisticResult: (@Sendable (Input) -> Output?)?,
        options: GraphQLRequestOptions
    ) -> @Sendable (Input) async throws -> Output {
        { mutation in
            let result = try await client.perform(
                mutation: mutation, optimisticResult: optimisticResult?(mutation), options: options)
            guard let data = result.data else {
                throw MissingDataError(operationName: Input.operationName, errors: result.errors)
            }
            return data
        }
    }
}
