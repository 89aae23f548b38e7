import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierSupport
import CourierTesting
import Foundation
import Testing

/// `observe` hands a watcher's elements to main-actor code without an iterator held there.
@Suite struct ClientWatcherObserveTests {
    @MainActor final class Model {
        var names: [String] = []
    }

    /// Polls `condition` on the main actor every millisecond, for at most 30 s.
    @MainActor static func waitOnMain(_ condition: @MainActor () -> Bool) async {
        let deadline = Date().addingTimeInterval(30)
        while !condition(), Date() < deadline { try? await Task.sleep(nanoseconds: 1_000_000) }
    }

    @MainActor @Test func elementsReachMainActorCodeInOrderAndCancelEndsTheWatch() async throws {
        let heroName = Locked("R2-D2")
        let (client, transport) = makeCachingClient(handler: ClientWatcherTests.server(heroName: heroName))
        let model = Model()
        let task = client.watch(query: CacheHeroNameQuery()).observe { element in
            if case .success(let result) = element, let name = result.data?.hero?.name { model.names.append(name) }
        }
        await Self.waitOnMain { model.names.count == 1 }
        _ = try await client.perform(mutation: CacheRenameMutation(id: "2001", name: "Artoo"))
        await Self.waitOnMain { model.names.count == 2 }
        #expect(model.names == ["R2-D2", "Artoo"])

        task.cancel()
        await task.value
        try await client.store.writeFragment(
            CharacterNameFragment(__typename: "Droid", id: "2001", name: "After"), key: "Droid:2001")
        try await Task.sleep(for: .milliseconds(50))
        #expect(model.names == ["R2-D2", "Artoo"])
        #expect(transport.sentRequests.count == 2)
    }
}
