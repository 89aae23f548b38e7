import ApolloSampleAPI
import CourierAPI
import CourierGraphQL
import Foundation
import Testing

/// The sample's `@apollo_client_ios_localCacheMutation` query and fragment: mutable models read
/// from the store, changed in place, written back.
@Suite struct LocalCacheMutationTests {
    @Test func changingANestedFieldWakesTheListWatcherOnce() async throws {
        let (client, _) = SampleServer.client()
        _ = try await client.fetch(query: UserListQuery())
        let seen = Seen()
        let stream = await client.store.watch(query: UserListQuery())
        let task = Task { for await result in stream { await seen.append(try? result.get()) } }
        defer { task.cancel() }
        try await seen.waitFor(count: 1)
        let initial = try #require(await seen.values.first ?? nil)
        #expect(initial.users.first?.profile.bio == "Counts")

        _ = try await client.store.perform { transaction in
            // Read through the `user(id:)` field policy: the list never stored `user(id: "7")`.
            try transaction.update(query: EditUserProfileQuery(id: "7")) { data in
                data.user?.profile.bio = "Wrote the first program"
            }
        }
        try await seen.waitFor(count: 2)
        let changed = try #require(await seen.values.last ?? nil)
        #expect(changed.users.map(\.profile.bio) == ["Wrote the first program", nil])
        #expect(changed.users.map(\.name) == ["Ada", "Alan"])

        // Exactly one change: a write that changes nothing the list reads yields nothing more.
        _ = try await client.store.perform { transaction in
            try transaction.update(query: EditUserProfileQuery(id: "7")) { data in data.user?.name = "Ada" }
        }
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(await seen.values.count == 2)
    }

    @Test func aMutableFragmentIsUpdatedInPlace() async throws {
        let (client, _) = SampleServer.client()
        _ = try await client.fetch(query: UserListQuery())
        _ = try await client.store.perform { transaction in
            try transaction.updateFragment(EditableUser.self, key: "User:8") { user in
                user.role = .admin
                user.name = "Alan T."
            }
        }
        let users = try await client.store.read(query: UserListQuery()).users
        #expect(users.map(\.name) == ["Ada", "Alan T."])
        #expect(users.map(\.role) == [.admin, .admin])
    }

    @Test func theLocalMutationReadsAndWritesWithoutTheClient() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: ApolloSampleAPI.Metadata.self))
        try await store.perform { transaction in
            let data = EditUserProfileQuery.Data(user: .init(id: "3", name: "Grace", profile: .init(bio: nil)))
            try transaction.write(data: data, for: EditUserProfileQuery(id: "3"))
            var read = try transaction.read(query: EditUserProfileQuery(id: "3"))
            read.user?.name = "Grace H."
            try transaction.write(data: read, for: EditUserProfileQuery(id: "3"))
        }
        let record = try await store.perform { try $0.record(forKey: "User:3") }
        #expect(record?["name"] == .scalar(.string("Grace H.")))
    }
}

/// What a watcher yielded, in order.
private actor Seen {
    private(set) var values: [UserListQuery.Data?] = []

    func append(_ value: UserListQuery.Data?) { values.append(value) }

    /// Waits (up to 10 s) until `count` values arrived.
    func waitFor(count: Int) async throws {
        for _ in 0..<10_000 where values.count < count { try await Task.sleep(nanoseconds: 1_000_000) }
        if values.count < count { Issue.record("only \(values.count) of \(count) values arrived") }
    }
}
