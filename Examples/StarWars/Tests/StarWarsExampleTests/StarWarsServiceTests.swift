import CourierAPI
import CourierGraphQL
import CourierViewModels
import StarWarsAPI
import Testing

@testable import StarWarsExample

@Suite struct StarWarsServiceTests {
    @Test func theHeroIsDecodedAndCachedSoASecondCallSendsNothing() async throws {
        let server = StarWarsTestServer()
        let service = server.makeService()
        let hero = try await service.hero(episode: .jedi)
        #expect(hero.name == "R2-D2")
        #expect(hero.friends?.compactMap { $0?.name } == ["Luke Skywalker", "Han Solo", "Leia Organa"])
        #expect(hero.appearsIn == [.newhope, .empire, .jedi])
        _ = try await service.hero(episode: .jedi)
        #expect(await server.operationNames == ["HeroAndFriends"])
        #expect(await server.requests.first?.variables["episode"] == "JEDI")
    }

    @Test func theFriendsPaginatorFollowsTheConnectionsCursors() async throws {
        let server = StarWarsTestServer()
        let friends = server.makeService().friendsPaginator(episode: .empire, pageSize: 2)
        let all = try await friends.loadAll()
        #expect(all.map(\.name) == ["Luke Skywalker", "Han Solo", "Leia Organa"])
        let requests = await server.requests
        #expect(requests.map(\.operationName) == ["HeroFriendsPage", "HeroFriendsPage"])
        #expect(requests.map { $0.variables["after"] } == [nil, "Y3Vyc29yMg=="])
        #expect(requests.allSatisfy { $0.variables["first"] == 2 && $0.variables["episode"] == "EMPIRE" })
        #expect(try await friends.loadNext() == nil)
    }

    @Test func aCharacterRefreshedElsewhereUpdatesTheLoadedFriends() async throws {
        let server = StarWarsTestServer()
        let service = server.makeService()
        let friends = service.friendsPaginator(pageSize: 2)
        _ = try await friends.loadAll()
        await server.rename("1002", to: "Han Solo (carbonite)")
        let refreshed = try await service.refreshCharacter(id: "1002")
        #expect(refreshed.name == "Han Solo (carbonite)")
        #expect(
            await eventually {
                await friends.items.map(\.name) == ["Luke Skywalker", "Han Solo (carbonite)", "Leia Organa"]
            })
    }

    @Test func createReviewSendsTheCheckedInputAndAppendsToTheCachedList() async throws {
        let server = StarWarsTestServer()
        let service = server.makeService()
        #expect(try await service.reviews(episode: .jedi).count == 1)
        let review = try await service.createReview(ReviewDraft(episode: .jedi, stars: 5, commentary: "  Best one  "))
        #expect(review.stars == 5)
        #expect(review.commentary == "Best one")
        let sent = try #require(await server.requests.last)
        #expect(sent.operationName == "CreateReview")
        #expect(sent.variables["review"] == ["stars": 5, "commentary": "Best one"])
        let cached = try await service.reviews(episode: .jedi)
        #expect(cached.map(\.commentary) == ["Great ending", "Best one"])
        #expect(await server.operationNames == ["Reviews", "CreateReview"])
    }

    @Test func anInvalidDraftSendsNothing() async throws {
        let server = StarWarsTestServer()
        await #expect(throws: ReviewDraftError.starsOutOfRange(9)) {
            try await server.makeService().createReview(ReviewDraft(episode: .jedi, stars: 9))
        }
        #expect(await server.requests.isEmpty)
    }

    @Test func aBlankCommentIsLeftOut() throws {
        let input = try ReviewDraft(episode: .empire, stars: 3, commentary: " \n ").input()
        #expect(input.__json == ["stars": 3])
    }

    @Test func reviewsAddedYieldsEachReviewAndAppendsItToTheCachedList() async throws {
        let server = StarWarsTestServer()
        let pushed = PushedSubscriptions()
        let service = server.makeService(subscriptions: pushed)
        _ = try await service.reviews(episode: .jedi)
        var iterator = service.reviewsAdded(episode: .jedi).makeAsyncIterator()
        pushed.push(stars: 2, commentary: "Too many Ewoks")
        let added = try await iterator.next()
        #expect(added?.commentary == "Too many Ewoks")
        let cached = try await service.reviews(episode: .jedi)
        #expect(cached.map(\.stars) == [4, 2])
        #expect(await server.operationNames == ["Reviews"])
    }
}
