import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

/// `query CacheCharacterName($id: ID!) { character(id: $id) { __typename id name } }`, written by
/// hand in the generated shape (the operation exists only for these tests).
struct CacheCharacterNameQuery: GraphQLQuery {
    static let operationName = "CacheCharacterName"
    static let operationDocument: String? =
        "query CacheCharacterName($id: ID!) { character(id: $id) { __typename id name } }"
    var id: String
    var __variables: JSONObject { ["id": .string(id)] }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [
            .field("character", Character?.self, arguments: ["id": .variable("id")])
        ]
        let character: Character?
        init(character: Character?) { self.character = character }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(character: r.field("character")) }
        var __json: JSONObject { .__object(["character": character]) }

        struct Character: SelectionSet {
            static let __selections: [Selection] = [.field("id", String.self), .field("name", String.self)]
            let __typename: String
            let id: String
            let name: String
            init(__typename: String, id: String, name: String) {
                self.__typename = __typename
                self.id = id
                self.name = name
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(__typename: r.typename(), id: r.field("id"), name: r.field("name"))
            }
            var __json: JSONObject { .__object(["__typename": __typename, "id": id, "name": name]) }
        }
    }
}

@Suite(IntegrationServer.enabled) struct CacheIntegrationTests {
    /// A client whose store keys objects by the generated schema's key fields.
    private func client(_ scope: ServerScope) -> GraphQLClient {
        scope.client {
            $0.store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: StarWars.Metadata.self))
        }
    }

    @Test func aCacheFirstSecondFetchMakesNoRequest() async throws {
        let scope = try ServerScope()
        let client = client(scope)
        let first = try await client.fetch(query: HeroAndFriendsQuery(episode: .some(.jedi)))
        let second = try await client.fetch(query: HeroAndFriendsQuery(episode: .some(.jedi)))
        #expect(first.source == .network)
        #expect(second.source == .cache)
        #expect(second.data == first.data)
        #expect(try await scope.requests().count == 1)

        let refreshed = try await client.fetch(
            query: HeroAndFriendsQuery(episode: .some(.jedi)), cachePolicy: .fetchIgnoringCacheData)
        #expect(refreshed.source == .network)
        #expect(try await scope.requests().count == 2)
    }

    @Test func aWatcherUpdatesAfterARealMutation() async throws {
        let scope = try ServerScope()
        let client = client(scope)
        // Tarkin (1004): MutationIntegrationTests renames him too, so only our own name is asserted.
        let newName = "Tarkin \(scope.id.suffix(8))"
        let watcher = client.watch(query: CacheCharacterNameQuery(id: "1004"))
        var iterator = watcher.makeAsyncIterator()
        let initial = try #require(await iterator.next())
        #expect(try initial.get().source == .network)

        let renamed = try await client.perform(mutation: RenameCharacterMutation(id: "1004", name: newName))
        #expect(renamed.data?.renameCharacter?.name == newName)
        let update = try #require(await iterator.next())
        #expect(try update.get().source == .cache)
        #expect(try update.get().data?.character?.name == newName)
        #expect(try await scope.requests().count == 2)

        _ = try await client.perform(mutation: RenameCharacterMutation(id: "1004", name: "Wilhuff Tarkin"))
    }
}
