import CourierAPI

/// The reviews one test run created, picked out of everything a `reviewAdded` subscription
/// receives: the server sends every review to every subscriber, and tests run in parallel.
actor TaggedReviewInbox {
    /// The commentary of the reviews that prove the subscription live.
    static let warmUp = "warm-up"

    /// A review of this run, with its tag taken off the commentary.
    struct Review: Equatable {
        let episode: SubscriptionsAPI.Episode?
        let commentary: String
    }

    /// The prefix of this run's commentaries.
    let tag: String
    /// Whether one of this run's warm-up reviews came back.
    private(set) var isLive = false
    /// This run's reviews other than warm-ups, in arrival order.
    private(set) var reviews: [Review] = []

    init(tag: String) {
        self.tag = tag
    }

    /// A review input whose commentary carries this run's tag.
    nonisolated func review(stars: Int, _ commentary: String) -> StarWars.ReviewInput {
        StarWars.ReviewInput(stars: stars, commentary: .some(tag + " " + commentary))
    }

    /// Files a received review.
    /// - Returns: How many of this run's reviews (warm-ups aside) have arrived.
    func add(_ review: ReviewAddedSubscription.Data.ReviewAdded) -> Int {
        guard let commentary = review.commentary, commentary.hasPrefix(tag + " ") else { return reviews.count }
        let text = String(commentary.dropFirst(tag.count + 1))
        if text == Self.warmUp {
            isLive = true
        } else {
            reviews.append(Review(episode: review.episode, commentary: text))
        }
        return reviews.count
    }
}
