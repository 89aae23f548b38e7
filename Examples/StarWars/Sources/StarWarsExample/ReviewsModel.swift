public import CourierViewModels
public import Observation
public import StarWarsAPI

/// The reviews screen of one episode: the list (watched in the cache), a composer that posts a
/// review, and, optionally, reviews posted by others as they arrive.
///
/// ```swift
/// List(model.reviews.indices, id: \.self) { ReviewRow(model.reviews[$0]) }
///     .task { await model.run() }
/// Stepper("Stars", value: $model.draft.stars, in: 0...5)
/// Button("Post") { Task { await model.submit() } }.disabled(!model.canSubmit)
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class ReviewsModel {
    /// The episode.
    public let episode: StarWarsAPI.Episode
    /// The review list's query model.
    public let list: QueryModel<ReviewsQuery>
    /// The composer's submission.
    public let composer: MutationModel<ReviewDraft, StarWarsService.Review>
    /// The review being written.
    public var draft: ReviewDraft
    /// The live updates' failure, if the subscription ended with one.
    public private(set) var liveUpdatesError: (any Error)?
    @ObservationIgnored private let service: StarWarsService
    @ObservationIgnored private let followsNewReviews: Bool

    /// Creates the model.
    /// - Parameters:
    ///   - service: The service.
    ///   - episode: The episode.
    ///   - followsNewReviews: Whether ``run()`` also subscribes to reviews posted by others
    ///     (needs the client's subscription transport).
    public init(service: StarWarsService, episode: StarWarsAPI.Episode, followsNewReviews: Bool = false) {
        self.service = service
        self.episode = episode
        self.followsNewReviews = followsNewReviews
        list = QueryModel(client: service.client, query: ReviewsQuery(episode: episode))
        composer = MutationModel { draft in try await service.createReview(draft) }
        draft = ReviewDraft(episode: episode, stars: 5)
    }

    /// The reviews to show, in server order.
    public var reviews: [StarWarsService.Review] { (list.data?.reviews ?? []).compactMap { $0 } }

    /// Whether the draft can be posted now.
    public var canSubmit: Bool { !composer.isRunning && (try? draft.input()) != nil }

    /// Watches the list (and follows new reviews when asked) until the calling task is cancelled.
    public func run() async {
        guard followsNewReviews else {
            await list.run()
            return
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.list.run() }
            group.addTask { await self.followNewReviews() }
        }
    }

    /// Posts the draft; on success the list shows the review (through the cache) and the draft's
    /// comment is cleared. A call while a post is running is rejected (see ``MutationModel``).
    public func submit() async {
        if await composer.submit(draft) != nil { draft.commentary = "" }
    }

    private func followNewReviews() async {
        do {
            // The service appends each review to the cached list, which the list model watches.
            for try await _ in service.reviewsAdded(episode: episode) {}
        } catch {
            if !Task.isCancelled { liveUpdatesError = error }
        }
    }
}
