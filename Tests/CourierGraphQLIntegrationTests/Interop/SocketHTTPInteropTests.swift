import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

/// `GraphQLClient` over ``SocketHTTPTransport`` against each independent server (Strawberry and
/// Ariadne, both served by uvicorn): the same answers as over URLSession, on kept-alive
/// connections, one after another and many at once.
@Suite(InteropServer.enabled) struct SocketHTTPInteropTests {
    private func client(_ server: InteropServer, transport: SocketHTTPTransport) throws -> GraphQLClient {
        let scope = try server.scope()
        return GraphQLClient(endpoint: scope.endpoint, transport: transport) {
            $0.headerFields = ["X-Courier-Test-Scope": scope.id]
        }
    }

    @Test(arguments: InteropServer.available)
    func queriesOneAfterAnotherAndAtOnce(server: InteropServer) async throws {
        let transport = SocketHTTPTransport(configuration: .init { $0.maximumConnectionsPerHost = 4 })
        let client = try client(server, transport: transport)
        for _ in 0..<10 {
            let result = try await client.fetch(
                query: HeroAndFriendsQuery(episode: .some(.empire)), cachePolicy: .fetchIgnoringCacheData)
            #expect(result.data?.hero?.fragments.characterSummary.name == "Luke Skywalker")
        }
        try await withThrowingTaskGroup(of: String?.self) { group in
            for id in ["1000", "1001", "1002", "1003", "2000", "2001"] {
                group.addTask {
                    try await client.fetch(query: CharacterDetailsQuery(id: id), cachePolicy: .fetchIgnoringCacheData)
                        .data?.character?.fragments.characterSummary.name
                }
            }
            var names: [String] = []
            for try await name in group { names.append(name ?? "?") }
            #expect(names.sorted() == ["C-3PO", "Darth Vader", "Han Solo", "Leia Organa", "Luke Skywalker", "R2-D2"])
        }
    }

    @Test(arguments: InteropServer.available)
    func aFieldErrorWithPartialData(server: InteropServer) async throws {
        let result = try await client(server, transport: SocketHTTPTransport()).fetch(
            query: HeroWithErrorQuery(episode: .some(.jedi)), cachePolicy: .fetchIgnoringCacheData,
            options: GraphQLRequestOptions(errorPolicy: .all))
        #expect(result.data?.hero?.name == "R2-D2")
        #expect(result.errors.first?.code == "INTENTIONAL_ERROR")
    }
}
