import CourierAPI
import CourierGraphQL
import CourierTesting
import Foundation
import StarWarsFixtureAPI
import Testing

@Suite("MockGraphQLSubscriptionTransport")
struct MockGraphQLSubscriptionTransportTests {
    private func client(_ feed: MockGraphQLSubscriptionTransport) -> GraphQLClient {
        Fixtures.client(MockGraphQLTransport()) { $0.subscriptionTransport = feed }
    }

    private typealias Review = ReviewAddedSubscription.Data.ReviewAdded

    @Test("results sent by the test arrive typed, in order, and finish the stream")
    func resultsInOrder() async throws {
        let feed = MockGraphQLSubscriptionTransport()
        let stream = client(feed).subscribe(subscription: ReviewAddedSubscription(episode: .some(.jedi)))
        #expect(feed.openSubscriptions(for: ReviewAddedSubscription.self) == 1)
        #expect(feed.requests.map(\.variables) == [["episode": "JEDI"]])
        #expect(
            feed.send(ReviewAddedSubscription.self, data: .init(reviewAdded: Review(episode: .jedi, stars: 5))) == 1)
        feed.send(
            ReviewAddedSubscription.self, errors: [GraphQLError(message: "late")],
            data: .init(reviewAdded: Review(stars: 1)))
        feed.send(.reconnected, to: ReviewAddedSubscription.self)
        feed.finish(ReviewAddedSubscription.self)
        var stars: [Int] = []
        var errors: [String] = []
        var reconnects = 0
        for try await event in stream {
            switch event {
            case .result(let result):
                stars.append(result.data?.reviewAdded?.stars ?? -1)
                errors += result.errors.map(\.message)
            case .reconnected: reconnects += 1
            case .disconnected: Issue.record("unexpected disconnect")
            }
        }
        #expect(stars == [5, 1])
        #expect(errors == ["late"])
        #expect(reconnects == 1)
        #expect(feed.openSubscriptions(for: ReviewAddedSubscription.self) == 0)
    }

    @Test("a failure ends the stream with the error")
    func failure() async throws {
        let feed = MockGraphQLSubscriptionTransport()
        let stream = client(feed).subscribe(subscription: ReviewAddedSubscription())
        feed.fail(
            ReviewAddedSubscription.self, with: GraphQLSubscriptionError(.connectionLost, operationName: "ReviewAdded"))
        let error = await #expect(throws: GraphQLSubscriptionError.self) {
            for try await _ in stream {}
        }
        #expect(error?.kind == .connectionLost)
    }

    @Test("cancelling the consumer closes the subscription")
    func cancellationCloses() async throws {
        let feed = MockGraphQLSubscriptionTransport()
        let stream = client(feed).subscribe(subscription: ReviewAddedSubscription())
        let consumer = Task { for try await _ in stream {} }
        #expect(feed.openSubscriptions(for: ReviewAddedSubscription.self) == 1)
        consumer.cancel()
        _ = await consumer.result
        #expect(feed.openSubscriptions(for: ReviewAddedSubscription.self) == 0)
        #expect(feed.send(ReviewAddedSubscription.self, data: .init()) == 0)
    }
}
