import CourierAPI
public import CourierGraphQL
import CourierViewModels
public import StarWarsAPI

extension StarWarsService {
    /// The reviews of an episode.
    ///
    /// - Parameters:
    ///   - episode: The episode.
    ///   - cachePolicy: Cache first by default.
    /// - Returns: The reviews, in server order.
    /// - Throws: ``GraphQLClientError``.
    public func reviews(
        episode: StarWarsAPI.Episode, cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch
    ) async throws -> [Review] {
        let result = try await client.fetch(query: ReviewsQuery(episode: episode), cachePolicy: cachePolicy)
        return (result.data?.reviews ?? []).compactMap { $0 }
    }

    /// Posts a review and appends it to the cached review list of its episode, so a screen
    /// watching that list shows it without a refetch.
    ///
    /// - Parameter draft: The review; checked before anything is sent.
    /// - Returns: The review as the server stored it.
    /// - Throws: ``ReviewDraftError`` (nothing sent), ``GraphQLClientError``, or
    ///   ``MissingDataError`` when the server answered without the review.
    public func createReview(_ draft: ReviewDraft) async throws -> Review {
        let input = try draft.input()
        let result = try await client.perform(mutation: CreateReviewMutation(episode: draft.episode, review: input))
        guard let review = result.data?.createReview else {
            throw MissingDataError(operationName: CreateReviewMutation.operationName, errors: result.errors)
        }
        await appendToCachedReviews(review, episode: draft.episode)
        return review
    }

    /// Reviews of an episode as they are posted (the `reviewAdded` subscription), each also
    /// appended to the cached review list.
    ///
    /// Needs the client's subscription transport. The stream ends when the subscription does,
    /// throws its error, and cancels the subscription when the consuming task is cancelled.
    /// Reviews have no id, so a review this app posted arrives here too: a screen that both
    /// posts and follows should expect it twice in the cached list, or not append on post.
    ///
    /// - Parameter episode: The episode.
    /// - Returns: The reviews.
    public func reviewsAdded(episode: StarWarsAPI.Episode) -> AsyncThrowingStream<Review, any Error> {
        let events = client.subscribe(subscription: ReviewAddedSubscription(episode: .some(episode)))
        return AsyncThrowingStream { continuation in
            let forwarding = Task {
                do {
                    for try await result in events.results {
                        guard let review = result.data?.reviewAdded else { continue }
                        await appendToCachedReviews(review, episode: episode)
                        continuation.yield(review)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }

    /// Appends `review` to the cached `reviews(episode:)` list; does nothing when the list is not
    /// cached (the next fetch brings it from the server) or the store fails.
    func appendToCachedReviews(_ review: Review, episode: StarWarsAPI.Episode) async {
        _ = try? await client.store.perform { transaction in
            _ = try transaction.update(query: ReviewsQuery(episode: episode)) { data in
                data = ReviewsQuery.Data(reviews: (data.reviews ?? []) + [review])
            }
        }
    }
}
