/// A ``GraphQLMetricsRecorder`` that keeps a running summary per operation name.
public actor GraphQLMetricsCollector: GraphQLMetricsRecorder {
    /// The totals for one operation name.
    public struct Summary: Sendable, Hashable {
        /// Operations recorded.
        public var count = 0
        /// Answers without errors.
        public var successes = 0
        /// Answers with GraphQL errors.
        public var withErrors = 0
        /// Thrown failures.
        public var failures = 0
        /// Attempts over all operations.
        public var attempts = 0
        /// Seconds over all operations.
        public var totalDuration = 0.0
        /// The longest operation, in seconds.
        public var maxDuration = 0.0
        /// The most recent outcome.
        public var lastOutcome: GraphQLOperationMetric.Outcome?

        /// The mean duration in seconds (0 when nothing was recorded).
        public var meanDuration: Double { count == 0 ? 0 : totalDuration / Double(count) }
    }

    /// The summaries by operation name.
    public private(set) var summaries: [String: Summary] = [:]

    /// Creates an empty collector.
    public init() {}

    /// Adds `metric` to its operation's summary.
    public func record(_ metric: GraphQLOperationMetric) {
        var summary = summaries[metric.operationName] ?? Summary()
        summary.count += 1
        summary.attempts += metric.attempts
        summary.totalDuration += metric.duration
        summary.maxDuration = max(summary.maxDuration, metric.duration)
        summary.lastOutcome = metric.outcome
        switch metric.outcome {
        case .success: summary.successes += 1
        case .graphQLErrors: summary.withErrors += 1
        case .failure: summary.failures += 1
        }
        summaries[metric.operationName] = summary
    }
}
