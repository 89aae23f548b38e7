import CourierAPI
import CourierGraphQL
import CourierViewModels
import StarWarsAPI
import Testing

@testable import StarWarsExample

// Swift Testing rejects @available on a suite (swift-testing #608): each test carries it.
@MainActor
@Suite struct ExampleViewModelTests {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func theHeroModelLoadsAndThenFollowsARenameElsewhere() async throws {
        let server = StarWarsTestServer()
        let service = server.makeService()
        let model = HeroModel(service: service)
        #expect(model.title == "Loading…")
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.title == "R2-D2" })
        #expect(model.query.state.source == .network)
        #expect(model.friendNames == ["Luke Skywalker", "Han Solo", "Leia Organa"])
        await server.rename("1003", to: "General Organa")
        _ = try await service.refreshCharacter(id: "1003")
        #expect(await eventually { model.friendNames.last == "General Organa" })
        #expect(await server.operationNames == ["HeroAndFriends", "CharacterName"])
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func theHeroModelShowsAFailureAndRecoversOnRefresh() async throws {
        let server = StarWarsTestServer()
        await server.setFailsHero(true)
        let model = HeroModel(service: server.makeService())
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.showsError })
        #expect(model.title == "Could not load the hero")
        #expect((model.query.state.error as? GraphQLClientError)?.kind == .httpStatus(500))
        await server.setFailsHero(false)
        await model.refresh()
        #expect(await eventually { model.title == "R2-D2" })
        #expect(!model.showsError)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func theFriendsListPagesThroughTheConnection() async throws {
        let server = StarWarsTestServer()
        let list = FriendsListModel(service: server.makeService(), pageSize: 2)
        let running = Task { await list.run() }
        defer { running.cancel() }
        #expect(await eventually { list.items.count == 2 && !list.isLoadingPage })
        #expect(list.hasMore)
        await list.loadMore()
        #expect(list.items.map(\.name) == ["Luke Skywalker", "Han Solo", "Leia Organa"])
        #expect(!list.hasMore)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func postingAReviewShowsItInTheListAndClearsTheComment() async throws {
        let server = StarWarsTestServer()
        let model = ReviewsModel(service: server.makeService(), episode: .jedi)
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.reviews.count == 1 })
        model.draft.stars = 3
        model.draft.commentary = "Fine"
        #expect(model.canSubmit)
        await model.submit()
        #expect(model.composer.state.output?.commentary == "Fine")
        #expect(model.draft.commentary.isEmpty)
        #expect(await eventually { model.reviews.map(\.commentary) == ["Great ending", "Fine"] })
        #expect(await server.operationNames == ["Reviews", "CreateReview"])
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func anInvalidDraftCannotBeSubmitted() async throws {
        let server = StarWarsTestServer()
        let model = ReviewsModel(service: server.makeService(), episode: .jedi)
        model.draft.stars = 7
        #expect(!model.canSubmit)
        await model.submit()
        #expect(model.composer.state.error as? ReviewDraftError == .starsOutOfRange(7))
        #expect(await server.requests.isEmpty)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test func reviewsPostedByOthersArriveThroughTheSubscription() async throws {
        let server = StarWarsTestServer()
        let pushed = PushedSubscriptions()
        let model = ReviewsModel(
            service: server.makeService(subscriptions: pushed), episode: .jedi, followsNewReviews: true)
        let running = Task { await model.run() }
        defer { running.cancel() }
        #expect(await eventually { model.reviews.count == 1 })
        pushed.push(stars: 1, commentary: "Not for me")
        #expect(await eventually { model.reviews.map(\.stars) == [4, 1] })
        #expect(model.liveUpdatesError == nil)
    }
}
