import ApolloSampleAPI
import CourierAPI
import CourierGraphQL
import CourierTesting
import Foundation
import Testing

/// `@typePolicy` and `@fieldPolicy` from the sample's schema extension, through the generated
/// metadata into the store's reads.
@Suite struct CacheRedirectTests {
    @Test func metadataCarriesThePolicies() {
        #expect(ApolloSampleAPI.Objects.User.keyFields == ["id"])
        #expect(ApolloSampleAPI.Objects.Profile.keyFields == nil)
        #expect(
            ApolloSampleAPI.Metadata.fieldPolicy(forField: "user", onType: "QUERY_ROOT")
                == FieldPolicy(keyArguments: ["id"], typenames: ["User"]))
        #expect(ApolloSampleAPI.Metadata.fieldPolicy(forField: "users", onType: "QUERY_ROOT") == nil)
    }

    @Test func aDetailScreenAfterTheListIsServedFromTheCache() async throws {
        let (client, transport) = SampleServer.client()
        _ = try await client.fetch(query: UserListQuery())
        let detail = try await client.fetch(query: UserDetailQuery(id: "7"))
        #expect(detail.source == .cache)
        #expect(detail.data?.user?.name == "Ada")
        #expect(detail.data?.user?.role == .admin)
        #expect(transport.sentRequests.count == 1)
    }

    @Test func aUserTheListDidNotLoadStillGoesToTheNetwork() async throws {
        let (client, transport) = SampleServer.client()
        _ = try await client.fetch(query: UserListQuery())
        let detail = try await client.fetch(query: UserDetailQuery(id: "9"))
        #expect(detail.source == .network)
        #expect(transport.sentRequests.count == 2)
    }

    @Test func anInterfaceFieldTriesEachObjectType() async throws {
        let (client, transport) = SampleServer.client()
        _ = try await client.fetch(query: SearchQuery(text: "notes"))
        let post = try await client.fetch(query: NodeTitleQuery(id: "p1"))
        #expect(post.source == .cache)
        #expect(post.data?.node?.asPost?.title == "Notes")
        let author = try await client.fetch(query: UserDetailQuery(id: "7"))
        #expect(author.source == .network, "the search loaded User:7 without its role")
        #expect(transport.sentRequests.count == 2)
    }

    @Test func aStoreWithoutGeneratedMetadataTakesPoliciesFromItsConfiguration() async throws {
        let store = GraphQLStore(
            configuration: GraphQLStoreConfiguration {
                $0.fieldPolicy = { typename, field in
                    typename == "QUERY_ROOT" && field == "user"
                        ? FieldPolicy(keyArguments: ["id"], typenames: ["User"]) : nil
                }
            })
        try await store.write(
            responseData: JSONParser.parse(SampleServer.users)["data"]?.objectValue ?? [:], for: UserListQuery())
        #expect(try await store.read(query: UserDetailQuery(id: "8")).user?.name == "Alan")
        let plain = GraphQLStore(configuration: GraphQLStoreConfiguration())
        try await plain.write(
            responseData: JSONParser.parse(SampleServer.users)["data"]?.objectValue ?? [:], for: UserListQuery())
        await #expect(throws: GraphQLCacheError.self) { try await plain.read(query: UserDetailQuery(id: "8")) }
    }

    @Test(.timeLimit(.minutes(1))) func aWatcherMissingTheKeyedRecordIsAnsweredWhenItIsWritten() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: ApolloSampleAPI.Metadata.self))
        var results = await store.watch(query: UserDetailQuery(id: "8")).makeAsyncIterator()
        let miss = try #require(await results.next())
        #expect(throws: GraphQLCacheError.self) { try miss.get() }
        try await store.write(
            responseData: JSONParser.parse(SampleServer.users)["data"]?.objectValue ?? [:], for: UserListQuery())
        let hit = try #require(await results.next())
        #expect(try hit.get().user?.name == "Alan")
    }

    @Test func aFieldPolicyFindsARecordKeptInACacheKeyInfoGroup() async throws {
        let users = try JSONParser.parse(SampleServer.users)["data"]?.objectValue ?? [:]
        let grouped = GraphQLStore(
            configuration: GraphQLStoreConfiguration(schema: ApolloSampleAPI.Metadata.self) {
                $0.cacheKeyInfo = { typename, object in
                    typename == "User" ? CacheKeyInfo(object["id"], uniqueKeyGroup: "Account") : nil
                }
            })
        try await grouped.write(responseData: users, for: UserListQuery())
        #expect(try await grouped.read(query: UserDetailQuery(id: "8")).user?.name == "Alan")
        await #expect(throws: GraphQLCacheError.self) { try await grouped.read(query: UserDetailQuery(id: "9")) }
    }

    @Test func aCacheKeyInfoFunctionThatKeysOtherTypesLeavesTheTypenameKey() async throws {
        let users = try JSONParser.parse(SampleServer.users)["data"]?.objectValue ?? [:]
        let store = GraphQLStore(
            configuration: GraphQLStoreConfiguration(schema: ApolloSampleAPI.Metadata.self) {
                $0.cacheKeyInfo = { typename, object in
                    typename == "Post" ? CacheKeyInfo(object["id"], uniqueKeyGroup: "Node") : nil
                }
            })
        try await store.write(responseData: users, for: UserListQuery())
        #expect(try await store.read(query: UserDetailQuery(id: "7")).user?.name == "Ada")
    }
}
