import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

@Suite(IntegrationServer.enabled) struct ErrorIntegrationTests {
    @Test func partialDataUnderEachErrorPolicy() async throws {
        let client = try ServerScope().client()
        let query = HeroWithErrorQuery(episode: .some(.jedi))

        let all = try await client.fetch(
            query: query, cachePolicy: .fetchIgnoringCacheData, options: GraphQLRequestOptions(errorPolicy: .all))
        #expect(all.data?.hero?.name == "R2-D2")
        #expect(all.data != nil && all.data?.heroWithError == nil)
        let error = try #require(all.errors.first)
        #expect(error.code == "INTENTIONAL_ERROR")
        #expect(error.path == ["heroWithError"])
        #expect(!error.locations.isEmpty)

        let ignore = try await client.fetch(
            query: query, cachePolicy: .fetchIgnoringCacheData, options: GraphQLRequestOptions(errorPolicy: .ignore))
        #expect(ignore.data?.hero?.name == "R2-D2")
        #expect(ignore.errors.isEmpty)

        await #expect {
            _ = try await client.fetch(
                query: query, cachePolicy: .fetchIgnoringCacheData, options: GraphQLRequestOptions(errorPolicy: .none))
        } throws: { error in
            guard let error = error as? GraphQLClientError else { return false }
            return error.kind == .graphQLErrors && error.errors.first?.code == "INTENTIONAL_ERROR"
        }
    }

    @Test func injectedFieldErrorNullsItsParent() async throws {
        let scope = try ServerScope()
        try await scope.control(["fail_field": "Human.name", "fail_field_times": 1])
        let result = try await scope.client().fetch(query: CharacterDetailsQuery(id: "1000"))
        #expect(result.data != nil)
        #expect(result.data?.character == nil)
        #expect(result.errors.first?.code == "INJECTED_FIELD_ERROR")
    }

    @Test func htmlErrorPageIsAnHTTPStatusFailureWithAnExcerpt() async throws {
        let scope = try ServerScope()
        try await scope.control([
            "fail_next": 1, "status": 502, "body": "<html><body>Bad Gateway</body></html>", "content_type": "text/html",
            "path": "/graphql",
        ])
        await #expect {
            _ = try await scope.client().fetch(query: HeroAndFriendsQuery())
        } throws: { error in
            guard let error = error as? GraphQLClientError else { return false }
            return error.kind == .httpStatus(502) && error.bodyExcerpt?.contains("Bad Gateway") == true
        }
    }

    @Test func truncatedJSONIsMalformed() async throws {
        let scope = try ServerScope()
        try await scope.control(["fail_next": 1, "status": 200, "body": #"{"data":{"hero":{"na"#, "path": "/graphql"])
        await #expect {
            _ = try await scope.client().fetch(query: HeroAndFriendsQuery())
        } throws: { error in
            guard let error = error as? GraphQLClientError else { return false }
            return error.kind == .malformedResponse && error.statusCode == 200
                && error.bodyExcerpt == #"{"data":{"hero":{"na"#
        }
    }

    @Test func emptyBodyIsTyped() async throws {
        let scope = try ServerScope()
        try await scope.control(["fail_next": 1, "status": 200, "body": "", "path": "/graphql"])
        await #expect {
            _ = try await scope.client().fetch(query: HeroAndFriendsQuery())
        } throws: { ($0 as? GraphQLClientError)?.kind == .emptyBody }
    }

    @Test func connectionRefusedIsATransportFailure() async throws {
        let client = GraphQLClient(endpoint: URL(string: "http://127.0.0.1:9/graphql")!)
        await #expect {
            _ = try await client.fetch(query: HeroAndFriendsQuery())
        } throws: { ($0 as? GraphQLClientError)?.kind == .transport }
    }

    @Test func cancellationMidRequestCancelsTheExchange() async throws {
        let scope = try ServerScope()
        let client = scope.client()
        // The field takes 20 s; a cancelled exchange must end long before that. The clock starts
        // at the cancel, so a slow start on a loaded machine does not count against it.
        let task = Task { try await client.fetch(query: SlowFieldQuery(ms: 20_000)) }
        // Wait until the server has the request, then cancel.
        // (A `for … where` loop would go on asking the server 500 times after it has the request:
        // under a sanitizer those calls outlast the 20 s field.)
        for _ in 0..<500 {
            if try await !scope.requests().isEmpty { break }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        let cancelledAt = Date()
        task.cancel()
        let error = await task.result.failure as? GraphQLClientError
        #expect(error?.kind == .cancelled)
        #expect(Date().timeIntervalSince(cancelledAt) < 10)
    }

    @Test func retryAfterAnInjected503() async throws {
        let scope = try ServerScope()
        try await scope.control(["fail_next": 2, "status": 503, "path": "/graphql"])
        let metrics = GraphQLMetricsCollector()
        let client = scope.client {
            $0.interceptors = [
                MetricsInterceptor(recorder: metrics),
                RetryInterceptor(policy: RetryPolicy(maxAttempts: 3, initialDelay: 0.01, jitter: .none)),
            ]
        }
        let result = try await client.fetch(query: HeroAndFriendsQuery())
        #expect(result.data?.hero != nil)
        let log = try await scope.requests()
        #expect(log.map { $0["fault"]?.numberValue?.int64Value } == [503, 503, nil])
        let summary = await metrics.summaries["HeroAndFriends"]
        #expect(summary?.attempts == 3)
        #expect(summary?.successes == 1)
    }

    @Test func mutationIsNotRetriedByDefault() async throws {
        let scope = try ServerScope()
        try await scope.control(["fail_next": 1, "status": 503, "path": "/graphql"])
        let client = scope.client { $0.interceptors = [RetryInterceptor(policy: RetryPolicy(initialDelay: 0.01))] }
        await #expect {
            _ = try await client.perform(
                mutation: CreateReviewMutation(episode: .some(.jedi), review: StarWars.ReviewInput(stars: 5)))
        } throws: { ($0 as? GraphQLClientError)?.kind == .httpStatus(503) }
        #expect(try await scope.requests().count == 1)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
