import CourierAPI
import CourierGraphQL
import Foundation

/// Steps: a watcher that updates after a mutation, and an optimistic update (applied at once,
/// then confirmed; and one rolled back when the server fails).
@MainActor
enum WatchSteps {
    static let query = FetchSteps.query

    static let mutationUpdatesWatcher = TourStep("A watcher updates after a mutation") { context, log in
        let client = context.client
        let watcher = await Inbox.consuming(WatchSteps.stream(client.watch(query: query)))
        defer { Task { await watcher.close() } }
        let first = try await nextHero(watcher)
        log.say("watching HeroAndFriends: \(first?.name ?? "nil")")
        let mutation = RenameCharacterMutation(id: "2001", name: "Artoo-Detoo")
        let renamed = try await client.perform(mutation: mutation)
        log.say(
            "mutation RenameCharacter(id: 2001, name: \"Artoo-Detoo\") "
                + "→ \(renamed.data?.renameCharacter?.name ?? "nil")")
        let second = try await nextHero(watcher)
        log.say("the watcher emitted again: \(second?.name ?? "nil")")
        log.check(
            first?.name == "R2-D2" && second?.name == "Artoo-Detoo",
            "the mutation's result, normalized as Droid:2001, updated the watched query")
        _ = try await client.perform(mutation: RenameCharacterMutation(id: "2001", name: "R2-D2"))
        let third = try await nextHero(watcher)
        log.check(third?.name == "R2-D2", "renamed back, the watcher follows again")
    }

    static let optimisticUpdate = TourStep("An optimistic update, confirmed and then rolled back") { context, log in
        let client = context.client
        let watcher = await Inbox.consuming(WatchSteps.stream(client.watch(query: query)))
        defer { Task { await watcher.close() } }
        let initial = try await nextHero(watcher)
        log.say("watching HeroAndFriends: \(initial?.name ?? "nil")")

        try await context.backend.delayNextRequests(count: 1, milliseconds: 800)
        let name = "R2-D2 (repaired)"
        let started = Date()
        let confirmed = Task {
            try await client.perform(
                mutation: RenameCharacterMutation(id: "2001", name: name),
                optimisticResult: .init(renameCharacter: .init(__typename: "Droid", id: "2001", name: name)))
        }
        let optimistic = try await nextHero(watcher)
        let seenAfter = Date().timeIntervalSince(started)
        log.say(
            "the server is slowed down by 800 ms; the watcher showed "
                + "\"\(optimistic?.name ?? "nil")\" after \(Int(seenAfter * 1000)) ms")
        log.check(
            optimistic?.name == name && seenAfter < 0.8, "the optimistic result was visible before the server answered")
        let result = try await confirmed.value
        log.say(
            "the server answered \"\(result.data?.renameCharacter?.name ?? "nil")\"; "
                + "the optimistic layer is replaced by it")
        let stored = try await client.fetch(query: query, cachePolicy: .returnCacheDataDontFetch)
        log.check(stored?.data?.hero?.name == name, "the cache now holds the server's value")

        try await context.backend.injectServiceUnavailable(count: 1, retryAfter: 0)
        let doomed = Task {
            try await client.perform(
                mutation: RenameCharacterMutation(id: "2001", name: "Evil R2"),
                optimisticResult: .init(renameCharacter: .init(__typename: "Droid", id: "2001", name: "Evil R2")))
        }
        let applied = try await nextHero(watcher)
        log.say("a second rename, to \"Evil R2\", meets a 503: the watcher first showed \"\(applied?.name ?? "nil")\"")
        do {
            _ = try await doomed.value
            log.fail("expected the mutation to fail")
        } catch {
            log.say("the mutation threw \(type(of: error))")
        }
        let rolledBack = try await nextHero(watcher)
        log.say("then, rolled back: \"\(rolledBack?.name ?? "nil")\"")
        log.check(
            applied?.name == "Evil R2" && rolledBack?.name == name,
            "the failed mutation's optimistic layer was rolled back")
    }

    typealias Emission = GraphQLQueryWatcher<HeroAndFriendsQuery>.Element

    /// The watcher's emissions as an `AsyncStream`, whose iterator the main actor may hold
    /// across awaits (the watcher is consumed by a task of its own, cancelled with the stream).
    static func stream(_ watcher: GraphQLQueryWatcher<HeroAndFriendsQuery>) -> AsyncStream<Emission> {
        AsyncStream { continuation in
            let consuming = Task {
                for await element in watcher { continuation.yield(element) }
                continuation.finish()
            }
            continuation.onTermination = { _ in consuming.cancel() }
        }
    }

    /// The next emitted hero; a failure element is rethrown.
    static func nextHero(_ inbox: Inbox<Emission>) async throws -> HeroAndFriendsQuery.Data.Hero? {
        guard let element = await inbox.next() else { throw DemoBackendError(message: "the watcher ended") }
        return try element.get().data?.hero
    }
}
