public import CourierGraphQL

/// What a ``QueryModel`` shows: nothing yet, loading, data (with where it came from), or a
/// failure (with the last data, which a screen may keep showing under an error banner).
public enum QueryState<Data: Sendable>: Sendable {
    /// Not started: ``QueryModel/run()`` has not been called.
    case idle
    /// Waiting for the first answer.
    case loading
    /// Data to show.
    case loaded(Data, source: GraphQLResultSource)
    /// The last attempt failed; `lastData` is what was shown before, if anything.
    case failed(any Error, lastData: Data?)

    /// The data to show: the loaded data, or the last data kept by a failure.
    public var data: Data? {
        switch self {
        case .loaded(let data, _): data
        case .failed(_, let lastData): lastData
        case .idle, .loading: nil
        }
    }

    /// The failure, if the state is ``failed(_:lastData:)``.
    public var error: (any Error)? {
        if case .failed(let error, _) = self { return error }
        return nil
    }

    /// Whether the state is ``loading``.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Where the loaded data came from, if the state is ``loaded(_:source:)``.
    public var source: GraphQLResultSource? {
        if case .loaded(_, let source) = self { return source }
        return nil
    }
}

/// What a ``MutationModel`` shows: idle, running, the last success or the last failure.
public enum MutationState<Output: Sendable>: Sendable {
    /// Nothing submitted since creation or ``MutationModel/reset()``.
    case idle
    /// A submission is in flight.
    case running
    /// The last submission succeeded.
    case succeeded(Output)
    /// The last submission failed.
    case failed(any Error)

    /// Whether a submission is in flight.
    public var isRunning: Bool {
        if case .running = self { return true }
        return false
    }

    /// The last success's output.
    public var output: Output? {
        if case .succeeded(let output) = self { return output }
        return nil
    }

    /// The last failure.
    public var error: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }
}

/// A GraphQL answer a view model cannot show: no data at all (only errors).
public struct MissingDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation's name.
    public var operationName: String
    /// The errors the server sent instead of data.
    public var errors: [GraphQLError]

    /// Creates the error.
    /// - Parameters:
    ///   - operationName: The operation's name.
    ///   - errors: The server's errors.
    public init(operationName: String, errors: [GraphQLError]) {
        self.operationName = operationName
        self.errors = errors
    }

    /// A one-line description.
    public var description: String {
        let messages = errors.isEmpty ? "no errors either" : errors.map(\.message).joined(separator: "; ")
        return "\(operationName): no data (\(messages))"
    }
}
