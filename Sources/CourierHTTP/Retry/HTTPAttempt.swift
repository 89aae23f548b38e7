/// The number of the attempt a request is on, as a task-local value.
///
/// ``RetryMiddleware`` binds ``number`` around each call it makes down the chain (`1` for the
/// first attempt, `2` for the first retry …), so anything inside it — ``EventsMiddleware``, a
/// transport, another middleware — can read which attempt it is handling without a header or a
/// shared counter. Outside any retry middleware the value is `1`. Unstructured tasks created inside
/// the attempt inherit it; detached tasks do not.
public enum HTTPAttempt {
    /// The current attempt number, starting at 1.
    @TaskLocal public static var number: Int = 1
}
