public import CourierViewModels
public import Observation
public import StarWarsAPI

/// The hero detail screen's view model: the hero's name and friends, kept current by the cache
/// (a character renamed by any answer shows here at once).
///
/// ```swift
/// struct HeroScreen: View {
///     @State var model: HeroModel
///     var body: some View {
///         List { Section(model.title) { ForEach(model.friendNames, id: \.self, content: Text.init) } }
///             .overlay { if model.query.state.isLoading { ProgressView() } }
///             .task { await model.run() }
///             .refreshable { await model.refresh() }
///     }
/// }
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class HeroModel {
    /// The query model behind the screen.
    public let query: QueryModel<HeroAndFriendsQuery>

    /// Creates the model.
    /// - Parameters:
    ///   - service: The service.
    ///   - episode: The episode, or `nil` for the saga's hero.
    public init(service: StarWarsService, episode: StarWarsAPI.Episode? = nil) {
        query = QueryModel(client: service.client, query: StarWarsService.heroQuery(episode: episode))
    }

    /// The hero, when loaded (or kept by a failure).
    public var hero: StarWarsService.Hero? { query.data?.hero }

    /// The screen's title: the hero's name, or what is happening instead.
    public var title: String {
        if let hero { return hero.name }
        switch query.state {
        case .idle, .loading: return "Loading…"
        case .failed: return "Could not load the hero"
        case .loaded: return "No hero"
        }
    }

    /// The friends' names, in server order.
    public var friendNames: [String] { (hero?.friends ?? []).compactMap { $0?.name } }

    /// Whether to show an error banner over the content.
    public var showsError: Bool { query.state.error != nil }

    /// Watches until the calling task is cancelled (`.task { await model.run() }`).
    public func run() async { await query.run() }

    /// Fetches the hero again from the network.
    public func refresh() async { await query.refresh() }
}
