import CourierAPI
public import StarWarsAPI

/// A review as the composer screen holds it, before it is sent: checked here so the server only
/// sees valid input.
public struct ReviewDraft: Sendable, Hashable {
    /// The episode reviewed.
    public var episode: StarWarsAPI.Episode
    /// The rating, 0 to 5 stars.
    public var stars: Int
    /// The comment; blank means none.
    public var commentary: String

    /// Creates a draft.
    /// - Parameters:
    ///   - episode: The episode.
    ///   - stars: The rating.
    ///   - commentary: The comment.
    public init(episode: StarWarsAPI.Episode, stars: Int, commentary: String = "") {
        self.episode = episode
        self.stars = stars
        self.commentary = commentary
    }

    /// The mutation's input, or the reason the draft cannot be sent.
    ///
    /// - Returns: The input, with surrounding white space removed from the comment and a blank
    ///   comment left out.
    /// - Throws: ``ReviewDraftError``.
    public func input() throws(ReviewDraftError) -> StarWarsAPI.ReviewInput {
        guard (0...5).contains(stars) else { throw .starsOutOfRange(stars) }
        let comment = commentary.trimmingWhitespace()
        return StarWarsAPI.ReviewInput(stars: stars, commentary: comment.isEmpty ? .none : .some(comment))
    }
}

/// Why a ``ReviewDraft`` cannot be sent.
public enum ReviewDraftError: Error, Sendable, Hashable {
    /// The rating is not between 0 and 5.
    case starsOutOfRange(Int)
}

extension String {
    /// The string without leading and trailing white space (no Foundation needed).
    func trimmingWhitespace() -> String {
        let characters = drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        return String(characters)
    }
}
