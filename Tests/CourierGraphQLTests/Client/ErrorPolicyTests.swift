import CourierAPI
import CourierGraphQL
import Testing

@Suite struct ErrorPolicyTests {
    static let partial = #"""
        {"data":{"hero":null},"errors":[{"message":"boom","locations":[{"line":1,"column":9}],"path":["hero",0,\#
        "name"],"extensions":{"code":"INTENTIONAL_ERROR","detail":{"n":1}}}]}
        """#

    @Test func allKeepsDataAndTypedErrors() async throws {
        let (client, _) = makeClient { _ in jsonResponse(Self.partial) }
        let result = try await client.fetch(
            query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData, options: GraphQLRequestOptions(errorPolicy: .all))
        #expect(result.data != nil)
        let error = try #require(result.errors.first)
        #expect(error.message == "boom")
        #expect(error.locations == [GraphQLError.Location(line: 1, column: 9)])
        #expect(error.path == ["hero", 0, "name"])
        #expect(error.code == "INTENTIONAL_ERROR")
        #expect(error.extensions?["detail"] == .object(["n": 1]))
    }

    @Test func ignoreDropsErrors() async throws {
        let (client, _) = makeClient { _ in jsonResponse(Self.partial) }
        let result = try await client.fetch(
            query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData,
            options: GraphQLRequestOptions(errorPolicy: .ignore))
        #expect(result.data != nil)
        #expect(result.errors.isEmpty)
    }

    @Test func noneThrowsWithTheErrors() async throws {
        let (client, _) = makeClient(
            configure: { $0.errorPolicy = .none }, handler: { _ in jsonResponse(Self.partial) })
        do {
            _ = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
            Issue.record("expected a throw")
        } catch let error as GraphQLClientError {
            #expect(error.kind == .graphQLErrors)
            #expect(error.errors.map(\.message) == ["boom"])
            #expect(error.statusCode == 200)
        }
    }

    @Test func noneInRequestOptionsOverridesTheClient() async throws {
        let (client, _) = makeClient(configure: { $0.errorPolicy = .all }, handler: { _ in jsonResponse(Self.partial) })
        await #expect {
            _ = try await client.fetch(
                query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData,
                options: GraphQLRequestOptions(errorPolicy: .none))
        } throws: { ($0 as? GraphQLClientError)?.kind == .graphQLErrors }
        let defaulted = try await client.fetch(
            query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData, options: GraphQLRequestOptions())
        #expect(defaulted.errors.count == 1)
    }

    @Test func noneReturnsWhenThereAreNoErrors() async throws {
        let (client, _) = makeClient(
            configure: { $0.errorPolicy = .none }, handler: { _ in jsonResponse(#"{"data":{"hero":null}}"#) })
        let result = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data != nil)
    }

    @Test func dataNullWithErrorsIsAResult() async throws {
        let (client, _) = makeClient { _ in jsonResponse(#"{"data":null,"errors":[{"message":"nope"}]}"#) }
        let result = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data == nil)
        #expect(result.errors.map(\.message) == ["nope"])
        #expect(result.errors.first?.path == nil)
    }

    @Test func requestErrorIn4xxGraphQLResponseIsAResult() async throws {
        let (client, _) = makeClient { _ in
            jsonResponse(
                #"{"errors":[{"message":"Cannot query field","extensions":{"code":"GRAPHQL_VALIDATION_FAILED"}}]}"#,
                status: 400, contentType: "application/graphql-response+json; charset=utf-8")
        }
        let result = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data == nil)
        #expect(result.errors.first?.code == "GRAPHQL_VALIDATION_FAILED")
    }
}
