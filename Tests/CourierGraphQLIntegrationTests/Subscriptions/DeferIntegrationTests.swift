import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

/// Typed `@defer` against Strawberry's own incremental delivery: every increment decodes into the
/// generated types, deferred fragments pending until their fields arrive.
@Suite(IntegrationServer.enabled, .serialized) struct DeferIntegrationTests {
    /// A client with the default incremental route: multipart HTTP to its endpoint, with its
    /// header fields (the scope).
    func client(_ scope: ServerScope) -> GraphQLClient {
        scope.client()
    }

    /// The set-up `CourierGraphQL.docc/Subscriptions.md` shows — a WebSocket subscription transport — still
    /// streams `@defer` over multipart HTTP: the WebSocket is never opened.
    @Test func withAWebSocketSubscriptionTransportDeferStillGoesOverHTTP() async throws {
        let scope = try ServerScope()
        let webSocket = scope.webSocketTransport(.graphQLTransportWS)
        let client = scope.client { $0.subscriptionTransport = webSocket }
        let collected = try await collect(client.fetchIncrementally(query: DeferredNameQuery()))
        #expect(collected.results.count == 2)
        #expect(collected.results.last?.data?.hero?.deferredNn.fragment?.name == "R2-D2")
        #expect(await webSocket.connectionAttempts == 0)
        await webSocket.shutdown()
    }

    /// The client's HTTP middleware applies to `@defer`: Strawberry itself echoes, in the deferred
    /// part, the `Authorization` header that `AuthMiddleware` added.
    @Test func theAuthMiddlewareTokenReachesStrawberryOnADeferredQuery() async throws {
        struct KeepingAuthenticator: Authenticator {
            func refresh(_ credential: Credential) async throws -> Credential { credential }
        }
        let scope = try ServerScope()
        let store = InMemoryCredentialStore(Credential(accessToken: "integration-token"))
        let auth = AuthMiddleware(authenticator: KeepingAuthenticator(), store: store)
        let client = scope.client { $0.middleware = [auth] }
        let collected = try await collect(client.fetchIncrementally(query: DeferredAuthorizationQuery()))
        #expect(collected.results.first?.data?.deferredAuth == .pending)
        #expect(collected.results.last?.data?.deferredAuth.fragment?.echoHeader == "Bearer integration-token")
    }

    @Test func aNonNullDeferredFieldIsPendingThenFulfilled() async throws {
        let scope = try ServerScope()
        let collected = try await collect(client(scope).fetchIncrementally(query: DeferredNameQuery()))
        let heroes = collected.results.map { $0.data?.hero }
        #expect(heroes.count == 2)
        #expect(heroes.first??.id == "2001")
        #expect(heroes.first??.deferredNn == .pending)
        #expect(heroes.last??.deferredNn.fragment?.name == "R2-D2")
    }

    @Test func aNullableDeferredFieldOnATypeCondition() async throws {
        let scope = try ServerScope()
        let collected = try await collect(client(scope).fetchIncrementally(query: DeferredHomePlanetQuery()))
        let first = try #require(collected.results.first?.data?.hero)
        #expect(first.id == "1000")
        #expect(first.asHuman?.deferredPlanet == .pending)
        let last = try #require(collected.results.last?.data?.hero?.asHuman)
        #expect(last.deferredPlanet.fragment?.homePlanet == "Tatooine")
    }

    @Test func nestedDeferredFragmentsArriveOneAfterTheOther() async throws {
        let scope = try ServerScope()
        let collected = try await collect(client(scope).fetchIncrementally(query: DeferredNestedQuery()))
        #expect(collected.results.count >= 2)
        let first = try #require(collected.results.first?.data?.hero)
        #expect(first.name == "R2-D2")
        #expect(first.deferredOuter == .pending)
        let friends = try #require(collected.results.last?.data?.hero?.deferredOuter.fragment?.friends)
        #expect(friends.compactMap { $0?.name } == ["Luke Skywalker", "Han Solo", "Leia Organa"])
        #expect(friends.allSatisfy { $0?.deferredFields.fragment?.appearsIn.isEmpty == false })
        // Every increment decoded: the outer fragment was fulfilled before the inner ones.
        let states = collected.results.map { $0.data?.hero?.deferredOuter.isFulfilled }
        #expect(states.first == false && states.last == true)
    }

    /// The fields of `@defer(if: false)` are merged into the hero's struct (no state), and the
    /// server answers with one result. (It still wants the multipart `Accept` for any document
    /// naming `@defer`, so the query goes through `fetchIncrementally`.)
    @Test func deferIfFalseIsOneOrdinaryResult() async throws {
        let scope = try ServerScope()
        let collected = try await collect(client(scope).fetchIncrementally(query: DeferredNeverQuery()))
        #expect(collected.results.count == 1)
        #expect(collected.results.first?.data?.hero?.name == "R2-D2")
        #expect(collected.results.first?.data?.hero?.id == "2001")
    }

    @Test func deferIfAVariableThatIsTrue() async throws {
        let scope = try ServerScope()
        let collected = try await collect(client(scope).fetchIncrementally(query: DeferredIfQuery(d: true)))
        #expect(collected.results.first?.data?.hero?.deferredX == .pending)
        #expect(collected.results.last?.data?.hero?.deferredX.fragment?.name == "R2-D2")
    }

    @Test func aPlainFetchOfADeferredQueryNamesFetchIncrementally() async throws {
        let scope = try ServerScope()
        let error = await #expect(throws: GraphQLClientError.self) {
            _ = try await scope.client().fetch(query: DeferredNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.description.contains("fetchIncrementally") == true)
        #expect(error?.request == nil, "nothing was sent")
    }
}
