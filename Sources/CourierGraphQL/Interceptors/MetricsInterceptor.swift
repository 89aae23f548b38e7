import Dispatch

/// One operation's measurements, as recorded by ``MetricsInterceptor``.
public struct GraphQLOperationMetric: Sendable, Hashable {
    /// How an operation ended.
    public enum Outcome: Sendable, Hashable {
        /// An answer without errors.
        case success
        /// An answer with this many GraphQL errors (data possibly partial).
        case graphQLErrors(Int)
        /// A thrown ``GraphQLClientError`` of this kind.
        case failure(GraphQLClientError.Kind)
    }

    /// The operation's name.
    public var operationName: String
    /// Seconds from the start of the operation to its end, retries and waits included.
    public var duration: Double
    /// The attempts made.
    public var attempts: Int
    /// How it ended.
    public var outcome: Outcome
}

/// Where ``MetricsInterceptor`` reports measurements.
public protocol GraphQLMetricsRecorder: Sendable {
    /// Records one operation's measurements.
    /// - Parameter metric: The measurements.
    func record(_ metric: GraphQLOperationMetric) async
}

/// An interceptor that measures every operation — duration, attempts, outcome — and reports it
/// to a recorder. Put it first (outermost) so it sees retries and waits.
public struct MetricsInterceptor: GraphQLInterceptor {
    /// Where measurements go.
    public let recorder: any GraphQLMetricsRecorder
    let now: @Sendable () -> UInt64

    /// Creates the interceptor.
    /// - Parameters:
    ///   - recorder: Where measurements go, e.g. a ``GraphQLMetricsCollector``.
    ///   - now: A monotonic clock in nanoseconds, or `nil` for the system's uptime clock.
    public init(recorder: any GraphQLMetricsRecorder, now: (@Sendable () -> UInt64)? = nil) {
        self.recorder = recorder
        self.now = now ?? { DispatchTime.now().uptimeNanoseconds }
    }

    /// Sends `request` and records how it went.
    public func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse {
        let start = now()
        func seconds() -> Double { Double(now() &- start) / 1e9 }
        do {
            let response = try await next(request)
            let outcome: GraphQLOperationMetric.Outcome =
                response.errors.isEmpty ? .success : .graphQLErrors(response.errors.count)
            await recorder.record(
                GraphQLOperationMetric(
                    operationName: request.operationName, duration: seconds(), attempts: response.attempts,
                    outcome: outcome))
            return response
        } catch {
            let failure = GraphQLClientError.wrapping(error, operationName: request.operationName, request: nil)
            await recorder.record(
                GraphQLOperationMetric(
                    operationName: request.operationName, duration: seconds(), attempts: failure.attempts,
                    outcome: .failure(failure.kind)))
            throw failure
        }
    }
}
