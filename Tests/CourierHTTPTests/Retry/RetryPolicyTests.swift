import CourierHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("RetryPolicy")
struct RetryPolicyTests {
    /// A policy without jitter, so delays are exact.
    private func exact(_ maxAttempts: Int = 5) -> RetryPolicy {
        RetryPolicy(maxAttempts: maxAttempts, initialDelay: 0.5, multiplier: 2, maxDelay: 3, jitter: .none)
    }

    private let get = CoreFixtures.request(.get)

    @Test(arguments: [408, 429, 500, 502, 503, 504])
    func retriesDefaultStatusCodes(_ status: Int) {
        let decision = exact().decision(for: 1, request: get, outcome: .success(CoreFixtures.response(status)))
        #expect(decision == .retry(after: 0.5))
    }

    @Test(arguments: [200, 201, 204, 301, 400, 401, 403, 404, 409, 422, 501])
    func stopsOnOtherStatusCodes(_ status: Int) {
        #expect(exact().decision(for: 1, request: get, outcome: .success(CoreFixtures.response(status))) == .stop)
    }

    @Test func customStatusCodes() {
        var policy = exact()
        policy.retryableStatusCodes = [418]
        #expect(policy.decision(for: 1, request: get, outcome: .success(CoreFixtures.response(418))) != .stop)
        #expect(policy.decision(for: 1, request: get, outcome: .success(CoreFixtures.response(503))) == .stop)
    }

    @Test func stopsAfterMaxAttempts() {
        let policy = exact(3)
        let outcome: Result<HTTPResponse, any Error> = .success(CoreFixtures.response(503))
        #expect(policy.decision(for: 1, request: get, outcome: outcome) != .stop)
        #expect(policy.decision(for: 2, request: get, outcome: outcome) != .stop)
        #expect(policy.decision(for: 3, request: get, outcome: outcome) == .stop)
        #expect(RetryPolicy.never.decision(for: 1, request: get, outcome: outcome) == .stop)
    }

    @Test func neverRetriesANonIdempotentRequest() {
        let post = CoreFixtures.request(.post)
        #expect(!post.isIdempotent)
        #expect(exact().decision(for: 1, request: post, outcome: .success(CoreFixtures.response(503))) == .stop)
        #expect(exact().decision(for: 1, request: post, outcome: .failure(URLError(.timedOut))) == .stop)
    }

    @Test func retriesAPostWhoseCallerOptedIn() {
        var post = CoreFixtures.request(.post)
        post.isIdempotent = true
        #expect(
            exact().decision(for: 1, request: post, outcome: .success(CoreFixtures.response(503))) == .retry(after: 0.5)
        )
        var delete = CoreFixtures.request(.delete)
        delete.isIdempotent = false
        #expect(exact().decision(for: 1, request: delete, outcome: .success(CoreFixtures.response(503))) == .stop)
    }

    @Test func backoffGrowsExponentiallyUpToTheCap() {
        let policy = exact(10)
        #expect((1...6).map { policy.backoff(after: $0) } == [0.5, 1, 2, 3, 3, 3])
        #expect(policy.backoff(after: 5000) == 3)
    }

    @Test func fullJitterScalesByTheRandomSource() {
        var policy = exact(10)
        policy.jitter = .full
        policy.random = { 0.25 }
        #expect(policy.backoff(after: 1) == 0.125)
        #expect(policy.backoff(after: 3) == 0.5)
        #expect(policy.backoff(after: 9) == 0.75)
        policy.random = { 0 }
        #expect(policy.backoff(after: 3) == 0)
    }

    @Test func equalJitterKeepsHalf() {
        var policy = exact(10)
        policy.jitter = .equal
        policy.random = { 0.5 }
        #expect(policy.backoff(after: 2) == 0.75)
        policy.random = { 0.999 }
        #expect(policy.backoff(after: 9) <= 3)
        #expect(policy.backoff(after: 9) > 2.99)
    }

    @Test func defaultJitterStaysWithinBounds() {
        let policy = RetryPolicy(maxAttempts: 10)
        for attempt in 1...9 {
            let delay = policy.backoff(after: attempt)
            #expect(delay >= 0 && delay <= min(30, 0.5 * pow(2, Double(attempt - 1))))
        }
    }

    @Test func retryAfterSecondsReplacesBackoff() {
        let response = CoreFixtures.response(503, headers: ["retry-after": "7"])
        #expect(exact().decision(for: 1, request: get, outcome: .success(response)) == .retry(after: 7))
    }

    @Test func retryAfterIsCapped() {
        var policy = exact()
        policy.maxRetryAfter = 20
        let response = CoreFixtures.response(429, headers: ["Retry-After": "3600"])
        #expect(policy.decision(for: 1, request: get, outcome: .success(response)) == .retry(after: 20))
        let huge = CoreFixtures.response(429, headers: ["Retry-After": "99999999999999999999999999"])
        #expect(policy.decision(for: 1, request: get, outcome: .success(huge)) == .retry(after: 20))
    }

    @Test func retryAfterHTTPDate() throws {
        var policy = exact()
        let now = try #require(ISO8601DateFormatter().date(from: "2015-10-21T07:28:00Z"))
        policy.now = { now }
        let later = CoreFixtures.response(503, headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:12 GMT"])
        #expect(policy.decision(for: 1, request: get, outcome: .success(later)) == .retry(after: 12))
        let past = CoreFixtures.response(503, headers: ["Retry-After": "Wed, 21 Oct 2015 07:00:00 GMT"])
        #expect(policy.decision(for: 1, request: get, outcome: .success(past)) == .retry(after: 0))
        let farFuture = CoreFixtures.response(503, headers: ["Retry-After": "Thu, 22 Oct 2015 07:28:00 GMT"])
        #expect(policy.decision(for: 1, request: get, outcome: .success(farFuture)) == .retry(after: 60))
    }

    @Test(arguments: [
        "Wednesday, 21-Oct-15 07:28:30 GMT",  // RFC 850
        "Wed Oct 21 07:28:30 2015",  // asctime
    ])
    func retryAfterObsoleteDateForms(_ value: String) throws {
        var policy = exact()
        let now = try #require(ISO8601DateFormatter().date(from: "2015-10-21T07:28:00Z"))
        policy.now = { now }
        let response = CoreFixtures.response(503, headers: ["Retry-After": value])
        #expect(policy.decision(for: 1, request: get, outcome: .success(response)) == .retry(after: 30))
    }

    @Test(arguments: ["soon", "-5", "1.5", "", "Wed, 99 Oct 2015 07:28:00 GMT"])
    func invalidRetryAfterFallsBackToBackoff(_ value: String) {
        let response = CoreFixtures.response(503, headers: ["Retry-After": value])
        #expect(exact().decision(for: 2, request: get, outcome: .success(response)) == .retry(after: 1))
    }

    @Test func retryAfterCanBeIgnored() {
        var policy = exact()
        policy.honorsRetryAfter = false
        let response = CoreFixtures.response(503, headers: ["Retry-After": "9"])
        #expect(policy.decision(for: 1, request: get, outcome: .success(response)) == .retry(after: 0.5))
    }

    @Test func retryAfterOnANonRetryableStatusIsIgnored() {
        let response = CoreFixtures.response(400, headers: ["Retry-After": "1"])
        #expect(exact().decision(for: 1, request: get, outcome: .success(response)) == .stop)
    }

    @Test(arguments: [
        URLError.Code.timedOut, .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet,
        .dnsLookupFailed, .cannotFindHost,
    ])
    func retriesTransientURLErrors(_ code: URLError.Code) {
        #expect(exact().decision(for: 1, request: get, outcome: .failure(URLError(code))) == .retry(after: 0.5))
    }

    @Test(arguments: [
        URLError.Code.cancelled, .badURL, .unsupportedURL, .userAuthenticationRequired, .badServerResponse,
    ])
    func stopsOnOtherURLErrors(_ code: URLError.Code) {
        #expect(exact().decision(for: 1, request: get, outcome: .failure(URLError(code))) == .stop)
    }

    @Test func retriesTransportAndTimeoutHTTPErrors() {
        for kind in [HTTPError.Kind.transport, .timeout] {
            #expect(exact().decision(for: 1, request: get, outcome: .failure(HTTPError(kind))) == .retry(after: 0.5))
        }
        let status = HTTPError(.httpStatus(503), response: CoreFixtures.response(503, headers: ["Retry-After": "4"]))
        #expect(exact().decision(for: 1, request: get, outcome: .failure(status)) == .retry(after: 4))
    }

    @Test(arguments: [
        HTTPError.Kind.cancelled, .httpStatus(404), .responseTooLarge(limit: 10), .decoding, .invalidRequest,
    ])
    func stopsOnOtherHTTPErrors(_ kind: HTTPError.Kind) {
        #expect(exact().decision(for: 1, request: get, outcome: .failure(HTTPError(kind))) == .stop)
    }

    @Test func neverRetriesCancellation() {
        struct Other: Error {}
        let cancellations: [any Error] = [
            CancellationError(),
            HTTPError(.cancelled),
            HTTPError(.transport, underlyingError: CancellationError()),
            HTTPError(.timeout, underlyingError: URLError(.cancelled)),
            Other(),
        ]
        for error in cancellations {
            #expect(exact().decision(for: 1, request: get, outcome: .failure(error)) == .stop)
        }
    }
}
