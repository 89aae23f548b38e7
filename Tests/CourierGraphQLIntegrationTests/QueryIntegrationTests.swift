import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

@Suite(IntegrationServer.enabled) struct QueryIntegrationTests {
    @Test func queryWithVariablesAndAFragment() async throws {
        let scope = try ServerScope()
        let result = try await scope.client().fetch(query: HeroAndFriendsQuery(episode: .some(.empire)))
        let hero = try #require(result.data?.hero)
        #expect(hero.id == "1000")
        #expect(hero.fragments.characterSummary.name == "Luke Skywalker")
        #expect(hero.fragments.characterSummary.appearsIn.contains(.jedi))
        #expect(hero.friends?.compactMap { $0?.name }.contains("Han Solo") == true)
        #expect(result.errors.isEmpty)
        #expect(result.source == .network)
        #expect(result.extensions?["requestId"] != nil)
    }

    @Test func typeConditionsPickTheConcreteType() async throws {
        let client = try ServerScope().client()
        let droid = try await client.fetch(query: CharacterDetailsQuery(id: "2001")).data?.character
        #expect(droid?.__typename == "Droid")
        #expect(droid?.asDroid?.primaryFunction == "Astromech")
        #expect(droid?.asHuman == nil)

        let meters = try await client.fetch(query: CharacterDetailsQuery(id: "1000")).data?.character?.asHuman?.height
        let feet = try await client.fetch(query: CharacterDetailsQuery(id: "1000", unit: .some(.foot))).data?.character?
            .asHuman?.height
        let m = try #require(meters)
        let f = try #require(feet)
        #expect(abs(f - m * 3.28084) < 0.01)

        let search = try await client.fetch(query: SearchEverythingQuery(text: "o")).data?.search ?? []
        #expect(search.contains { $0?.asStarship?.name == "Millenium Falcon" })
        #expect(search.contains { $0?.asCharacter?.name == "Han Solo" })
    }

    @Test func getQueriesGoAsGET() async throws {
        let scope = try ServerScope()
        let result = try await scope.client { $0.queryMethod = .get }.fetch(
            query: HeroAndFriendsQuery(episode: .some(.jedi)))
        #expect(result.data?.hero?.fragments.characterSummary.name == "R2-D2")
        let log = try await scope.requests()
        #expect(log.map { $0["method"]?.stringValue } == ["GET"])
    }

    @Test func headersReachTheServer() async throws {
        let scope = try ServerScope()
        let options = GraphQLRequestOptions(headerFields: ["X-Extra": "courier"])
        let client = scope.client()
        #expect(
            try await client.fetch(query: EchoHeaderQuery(name: "X-Courier-Test-Scope")).data?.echoHeader == scope.id)
        #expect(
            try await client.fetch(query: EchoHeaderQuery(name: "x-extra"), options: options).data?.echoHeader
                == "courier")
        let accept = try await client.fetch(query: EchoHeaderQuery(name: "Accept")).data?.echoHeader
        #expect(accept == "application/graphql-response+json, application/json")
    }

    @Test func largeResponseDecodes() async throws {
        let result = try await ServerScope().client().fetch(query: AllCharactersQuery(repeat: 200))
        #expect(result.data?.allCharacters.count == 1400)
    }

    @Test func validationErrorIsAResultFrom400GraphQLResponse() async throws {
        let client = try ServerScope().client()
        var request = GraphQLRequest(SlowFieldQuery(ms: 0))
        request.document = "query SlowField { nope }"
        let response = try await client.send(request)
        #expect(response.data == nil)
        #expect(response.errors.first?.code == "GRAPHQL_VALIDATION_FAILED")
        #expect(response.httpResponse?.statusCode == 400)
    }
}
