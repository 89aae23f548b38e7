import CourierAPI
import CourierGraphQL

/// Steps 1 and 2: a query answered by the network, then the same query answered by the cache.
@MainActor
enum FetchSteps {
    static let query = HeroAndFriendsQuery(episode: .some(.newhope))

    static let network = TourStep("A query from the network") { context, log in
        let before = context.requestCount()
        let result = try await context.client.fetch(query: query)
        let requests = context.requestCount() - before
        let hero = result.data?.hero
        log.say("query HeroAndFriends(episode: NEWHOPE) → \(describe(hero))")
        log.say("source: \(result.source), HTTP requests: \(requests)")
        log.check(result.source == .network && requests == 1, "answered by the server, in one request")
        log.check(hero?.name == "R2-D2", "the hero of A New Hope is R2-D2")
        log.check(
            friendNames(hero) == ["Luke Skywalker", "Han Solo", "Leia Organa"],
            "with the friends Luke Skywalker, Han Solo and Leia Organa")
    }

    static let cache = TourStep("The same query from the normalized cache") { context, log in
        let before = context.requestCount()
        let result = try await context.client.fetch(query: query)
        let requests = context.requestCount() - before
        log.say("query HeroAndFriends(episode: NEWHOPE) again → \(describe(result.data?.hero))")
        log.say("source: \(result.source), HTTP requests: \(requests)")
        log.check(
            result.source == .cache && requests == 0,
            "answered by the cache, without a request (return-cache-data-else-fetch)")
        let records = try await context.client.store.perform { @Sendable transaction in
            try transaction.record(forKey: "Droid:2001")
        }
        log.say(
            "the store holds R2-D2 once, as record Droid:2001 with fields "
                + "\(records?.fieldKeys.sorted().joined(separator: ", ") ?? "none")")
        log.check(records?.fieldKeys.contains("name") == true, "the hero was normalized into its own record")
    }

    static func describe(_ hero: HeroAndFriendsQuery.Data.Hero?) -> String {
        guard let hero else { return "no hero" }
        return "\(hero.name) (\(hero.__typename) \(hero.id)), friends: \(friendNames(hero).joined(separator: ", "))"
    }

    static func friendNames(_ hero: HeroAndFriendsQuery.Data.Hero?) -> [String] {
        (hero?.friends ?? []).compactMap { $0?.name }
    }
}
