import CourierAPI
import CourierGraphQL
import CourierViewModels
import Foundation

/// Step: paging through a Relay connection with `Paginator`, and the merged list following a
/// mutation through the cache.
@MainActor
enum PaginationStep {
    typealias Friend = HeroFriendsPageQuery.Data.Hero.FriendsConnection.Edge.Node

    static let step = TourStep("Pagination through a connection") { context, log in
        let client = context.client
        let paginator = Paginator<HeroFriendsPageQuery, Friend>.forward(
            .client(client),
            query: { after in
                HeroFriendsPageQuery(episode: .some(.empire), first: .some(2), after: after.map { .some($0) } ?? .none)
            },
            page: { data in
                guard let connection = data.hero?.friendsConnection else { return nil }
                let items = (connection.edges ?? []).compactMap { $0?.node }
                return CursorPage(
                    items: items,
                    pageInfo: ConnectionPageInfo(
                        hasNextPage: connection.pageInfo.hasNextPage, endCursor: connection.pageInfo.endCursor))
            })
        let before = context.requestCount()
        var pageNumber = 0
        for try await page in paginator.pages {
            pageNumber += 1
            log.say(
                "page \(pageNumber): "
                    + "\(page.items.map(\.name).joined(separator: ", "))\(page.hasMore ? "" : " (last page)")")
        }
        let requests = context.requestCount() - before
        let everyone = await paginator.items
        log.say(
            "friends of the hero of The Empire Strikes Back, 2 per page: "
                + "\(everyone.count) in \(pageNumber) pages, \(requests) requests")
        log.check(
            everyone.map(\.name) == ["Han Solo", "Leia Organa", "C-3PO", "R2-D2"] && pageNumber == 2 && requests == 2,
            "Luke's four friends in two pages of two, one request per page, then a clean end")

        var updates = await paginator.itemUpdates().makeAsyncIterator()
        _ = await updates.next()
        _ = try await client.perform(mutation: RenameCharacterMutation(id: "2000", name: "See-Threepio"))
        var merged = await updates.next() ?? []
        while merged.first(where: { $0.id == "2000" })?.name != "See-Threepio", let next = await updates.next() {
            merged = next
        }
        log.say("after renaming C-3PO elsewhere, the merged list reads: \(merged.map(\.name).joined(separator: ", "))")
        log.check(
            merged.map(\.name) == ["Han Solo", "Leia Organa", "See-Threepio", "R2-D2"],
            "the merged list stayed in sync with the cache")
        _ = try await client.perform(mutation: RenameCharacterMutation(id: "2000", name: "C-3PO"))
    }
}
