import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierREST
import CourierTesting
import CourierViewModels
import Foundation
import StarWarsFixtureAPI
import Testing

// This target builds with `.defaultIsolation(MainActor.self)`, as Xcode 26 app targets do: every
// declaration here without its own isolation is on the main actor. The Star Wars output it uses,
// `StarWarsFixtureAPI`, is built with the same default isolation (so it must compile in it with no
// warnings) and must stay usable off the main actor.

/// A REST payload declared in the main-actor-default target.
nonisolated struct Character: Decodable, Sendable {
    let name: String
}

/// Calls the clients and uses the generated types from the main actor.
@MainActor
func heroName(from client: GraphQLClient) async throws -> String? {
    let result = try await client.fetch(query: HeroNameQuery(episode: .some(.empire)))
    return result.data?.hero?.name
}

/// Decodes generated data with no actor at all.
nonisolated func decodeOffMainActor(_ json: String) throws -> HeroDetailsQuery.Data {
    try HeroDetailsQuery.Data(jsonValue: JSONParser.parse(json))
}

@Suite struct MainActorDefaultTests {
    static let endpoint = URL(string: "https://example.com/graphql")!

    @Test func graphQLClientFromTheMainActor() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self) { _ in
            HeroNameQuery.Data(hero: .init(__typename: "Human", name: "Luke Skywalker"))
        }
        let client = GraphQLClient(endpoint: Self.endpoint, transport: mock)
        #expect(try await heroName(from: client) == "Luke Skywalker")
        mock.verify()
    }

    @Test func generatedTypesDecodeInADetachedTask() async throws {
        let json = #"{"hero": {"__typename": "Droid", "name": "R2-D2", "primaryFunction": "Astromech"}}"#
        let data = try await Task.detached { try decodeOffMainActor(json) }.value
        #expect(data.hero?.name == "R2-D2")
        #expect(data.hero?.asDroid?.primaryFunction == "Astromech")
        #expect(HeroDetailsQuery.Data.Hero.AsDroid.__parentType == StarWarsAPI.Objects.Droid)
        #expect(StarWarsAPI.Metadata.objectType(forTypename: "Droid") == StarWarsAPI.Objects.Droid)
    }

    @Test func restClientFromTheMainActor() async throws {
        let transport = MockHTTPTransport(routes: [MockRoute(.get, "/characters/1", .json(#"{"name": "Leia Organa"}"#))]
        )
        let client = APIClient(baseURL: URL(string: "https://example.com")!, transport: transport)
        let character = try await client.send(Endpoint<Character>("characters/1"))
        #expect(character.name == "Leia Organa")
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func queryModelFromTheMainActor() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self) { _ in HeroNameQuery.Data(hero: .init(__typename: "Droid", name: "R2-D2")) }
        let model = QueryModel(client: GraphQLClient(endpoint: Self.endpoint, transport: mock), query: HeroNameQuery())
        await model.refresh()
        #expect(model.data?.hero?.name == "R2-D2")
    }
}
