import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite struct RetryInterceptorTests {
    static let policy = RetryPolicy(maxAttempts: 3, initialDelay: 0.5, multiplier: 2, jitter: .none)

    @Test func queryIsRetriedAfter503WithBackoff() async throws {
        let sleeper = RecordingSleeper()
        let calls = Recorder<Int>()
        let (client, transport) = makeClient(interceptors: [RetryInterceptor(policy: Self.policy, sleeper: sleeper)]) {
            _ in
            calls.append(1)
            if calls.values.count < 3 { return jsonResponse(#"{"error":"injected"}"#, status: 503) }
            return jsonResponse(#"{"data":{"hero":{"__typename":"Droid","name":"R2-D2"}}}"#)
        }
        let result = try await client.fetch(query: HeroQuery())
        #expect(result.data?.hero?.name == "R2-D2")
        #expect(transport.sentRequests.count == 3)
        #expect(await sleeper.delays == [0.5, 1.0])
    }

    @Test func retryAfterHeaderSetsTheDelay() async throws {
        let sleeper = RecordingSleeper()
        let calls = Recorder<Int>()
        let (client, _) = makeClient(interceptors: [RetryInterceptor(policy: Self.policy, sleeper: sleeper)]) { _ in
            calls.append(1)
            if calls.values.count == 1 {
                return HTTPResponse(
                    statusCode: 503, headerFields: ["Retry-After": "2", "Content-Type": "application/json"],
                    body: Data("{}".utf8))
            }
            return jsonResponse(#"{"data":{"hero":null}}"#)
        }
        _ = try await client.fetch(query: HeroQuery())
        #expect(await sleeper.delays == [2])
    }

    @Test func givesUpAfterMaxAttemptsWithTheLastFailure() async throws {
        let sleeper = RecordingSleeper()
        let (client, transport) = makeClient(interceptors: [RetryInterceptor(policy: Self.policy, sleeper: sleeper)]) {
            request in
            throw HTTPError(.transport, request: request)
        }
        do {
            _ = try await client.fetch(query: HeroQuery())
            Issue.record("expected a failure")
        } catch let error as GraphQLClientError {
            #expect(error.kind == .transport)
            #expect(error.attempts == 3)
        }
        #expect(transport.sentRequests.count == 3)
    }

    @Test func mutationsAreNotRetriedUnlessOptedIn() async throws {
        for optIn in [false, true] {
            let sleeper = RecordingSleeper()
            let interceptor = RetryInterceptor(policy: Self.policy, retriesMutations: optIn, sleeper: sleeper)
            let (client, transport) = makeClient(interceptors: [interceptor]) { _ in jsonResponse("{}", status: 503) }
            await #expect(throws: GraphQLClientError.self) {
                _ = try await client.perform(mutation: RenameMutation(id: "1", name: "x"))
            }
            #expect(transport.sentRequests.count == (optIn ? 3 : 1))
        }
    }

    @Test func graphQLErrorsAndClientErrorsAreNotRetried() async throws {
        let sleeper = RecordingSleeper()
        let (client, transport) = makeClient(interceptors: [RetryInterceptor(policy: Self.policy, sleeper: sleeper)]) {
            request in
            if request.headerFields["X-Case"] == "400" { return jsonResponse("{}", status: 400) }
            return jsonResponse(#"{"data":null,"errors":[{"message":"x"}]}"#)
        }
        let result = try await client.fetch(query: HeroQuery())
        #expect(result.errors.count == 1)
        await #expect(throws: GraphQLClientError.self) {
            _ = try await client.fetch(
                query: HeroQuery(), options: GraphQLRequestOptions(headerFields: ["X-Case": "400"]))
        }
        #expect(transport.sentRequests.count == 2)
        #expect(await sleeper.delays.isEmpty)
    }
}
