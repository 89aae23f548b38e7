public import CourierViewModels
public import StarWarsAPI

/// The hero's friends list screen: a paged list over the `friendsConnection`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public typealias FriendsListModel = PagedListModel<HeroFriendsPageQuery, StarWarsService.Character>

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PagedListModel where Query == HeroFriendsPageQuery, Item == StarWarsService.Character {
    /// Creates the friends list of an episode's hero.
    /// - Parameters:
    ///   - service: The service.
    ///   - episode: The episode, or `nil`.
    ///   - pageSize: Friends per page.
    public convenience init(service: StarWarsService, episode: StarWarsAPI.Episode? = nil, pageSize: Int = 10) {
        self.init(paginator: service.friendsPaginator(episode: episode, pageSize: pageSize))
    }
}
