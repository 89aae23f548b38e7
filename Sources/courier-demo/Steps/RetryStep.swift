import CourierAPI
import CourierGraphQL

/// Step: the server answers 503 with `Retry-After` once; the retry middleware waits and tries again.
@MainActor
enum RetryStep {
    static let step = TourStep("A retried request after an injected 503") { context, log in
        try await context.backend.injectServiceUnavailable(count: 1, retryAfter: 1)
        log.say("the server will answer the next GraphQL request with 503 and Retry-After: 1")
        let before = context.requestCount()
        let result = try await context.client.fetch(query: FetchSteps.query, cachePolicy: .fetchIgnoringCacheData)
        let attempts = context.recorder.attempts(since: before)
        log.say("attempts: " + attempts.map { $0.status.map(String.init) ?? "no answer" }.joined(separator: " → "))
        log.check(attempts.map(\.status) == [503, 200], "two attempts: 503, then 200 after the Retry-After delay")
        log.check(
            result.data?.hero?.name == "R2-D2" && result.errors.isEmpty, "the caller sees only the successful answer")
    }
}
