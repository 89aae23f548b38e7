import CourierAPI
import CourierGraphQL
import Foundation

/// Step: a subscription over WebSocket receiving the reviews that mutations create.
@MainActor
enum SubscriptionStep {
    static let reviews: [(stars: Int, commentary: String)] = [
        (5, "Still the best"), (4, "Ewoks!"), (3, "Rancor scene too short"),
    ]
    nonisolated static let warmUp = "(warm-up)"

    /// What the subscription received so far.
    actor Inbox {
        private(set) var warmUps = 0
        private(set) var reviews: [ReviewAddedSubscription.Data.ReviewAdded] = []
        func add(_ review: ReviewAddedSubscription.Data.ReviewAdded) {
            if review.commentary == SubscriptionStep.warmUp { warmUps += 1 } else { reviews.append(review) }
        }
    }

    static let step = TourStep("Subscription events over WebSocket") { context, log in
        let client = context.client
        let inbox = Inbox()
        let stream = client.subscribe(subscription: ReviewAddedSubscription(episode: .some(.jedi)))
        let receiving = Task {
            for try await result in stream.results {
                guard let review = result.data?.reviewAdded else { continue }
                await inbox.add(review)
                if await inbox.reviews.count == reviews.count { return }
            }
        }
        defer { receiving.cancel() }
        // The server only sends what is created after it registered the subscription: create
        // warm-up reviews until one comes back, so no review of the tour can be missed.
        var warmUpsSent = 0
        while await inbox.warmUps == 0 {
            guard warmUpsSent < 50 else { throw DemoBackendError(message: "the subscription never delivered an event") }
            _ = try await client.perform(
                mutation: CreateReviewMutation(
                    episode: .some(.jedi), review: .init(stars: 1, commentary: .some(warmUp))))
            warmUpsSent += 1
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        log.say(
            "subscription ReviewAdded(episode: JEDI) is live (\(warmUpsSent) warm-up review(s) sent until one arrived)")
        log.say("creating \(reviews.count) reviews with the CreateReview mutation")
        for review in reviews {
            let input = StarWarsDemo.ReviewInput(stars: review.stars, commentary: .some(review.commentary))
            _ = try await client.perform(mutation: CreateReviewMutation(episode: .some(.jedi), review: input))
        }
        try await receiving.value
        let events = await inbox.reviews
        for event in events {
            log.say(
                "event: \(event.stars)★ \"\(event.commentary ?? "")\" "
                    + "(\(event.episode.map { $0.rawValue } ?? "no episode"))")
        }
        log.check(
            events.map(\.stars) == reviews.map(\.stars) && events.map(\.commentary) == reviews.map(\.commentary),
            "the three reviews arrived, in order")
    }
}
