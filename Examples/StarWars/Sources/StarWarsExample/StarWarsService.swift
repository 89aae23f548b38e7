import CourierAPI
public import CourierGraphQL
public import CourierHTTP
public import CourierViewModels
public import Foundation
public import StarWarsAPI

/// The Star Wars back end as the app's screens see it: the service layer between the
/// ``GraphQLClient`` (transport) and the view models.
///
/// It owns the operations and their variables, turns "no data" answers into errors, and keeps
/// the cache consistent where the server's answers alone would not (a new review is appended to
/// the cached review list, since reviews have no id to normalize by).
public struct StarWarsService: Sendable {
    /// The hero with their friends, as the detail screen shows them.
    public typealias Hero = HeroAndFriendsQuery.Data.Hero
    /// A character in a list (id and name).
    public typealias Character = CharacterSummary
    /// A review of an episode.
    public typealias Review = ReviewDetails

    /// The client the service sends through (its store is the app's cache).
    public let client: GraphQLClient

    /// Creates a service.
    /// - Parameter client: A client made by ``makeClient(endpoint:transport:configure:)`` or one
    ///   whose store keys Star Wars objects the same way.
    public init(client: GraphQLClient) {
        self.client = client
    }

    /// A client for the Star Wars API whose store keys characters and starships by `id`, so an
    /// answer about a character updates every query that shows it.
    ///
    /// - Parameters:
    ///   - endpoint: The GraphQL endpoint.
    ///   - transport: The HTTP transport; URLSession by default.
    ///   - configure: Further changes (middleware, interceptors, subscription transport).
    /// - Returns: The client.
    public static func makeClient(
        endpoint: URL,
        transport: any HTTPTransport = URLSessionTransport(),
        configure: (inout GraphQLClientConfiguration) -> Void = { _ in }
    ) -> GraphQLClient {
        GraphQLClient(endpoint: endpoint, transport: transport) {
            $0.store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: StarWarsAPI.Metadata.self))
            configure(&$0)
        }
    }

    // MARK: Heroes

    /// The hero of an episode with their friends.
    ///
    /// - Parameters:
    ///   - episode: The episode, or `nil` for the saga's hero.
    ///   - cachePolicy: Cache first by default.
    /// - Returns: The hero.
    /// - Throws: ``GraphQLClientError``, or ``MissingDataError`` when there is no hero.
    public func hero(
        episode: StarWarsAPI.Episode? = nil, cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch
    ) async throws -> Hero {
        let result = try await client.fetch(query: Self.heroQuery(episode: episode), cachePolicy: cachePolicy)
        guard let hero = result.data?.hero else {
            throw MissingDataError(operationName: HeroAndFriendsQuery.operationName, errors: result.errors)
        }
        return hero
    }

    /// The hero query for an episode (for a ``QueryModel``).
    /// - Parameter episode: The episode, or `nil`.
    /// - Returns: The query.
    public static func heroQuery(episode: StarWarsAPI.Episode?) -> HeroAndFriendsQuery {
        HeroAndFriendsQuery(episode: episode.map { .some($0) } ?? .none)
    }

    /// Fetches one character's name from the server; every query showing that character updates.
    ///
    /// - Parameter id: The character's id.
    /// - Returns: The character.
    /// - Throws: ``GraphQLClientError``, or ``MissingDataError`` when there is no such character.
    public func refreshCharacter(id: String) async throws -> Character {
        let result = try await client.fetch(query: CharacterNameQuery(id: id), cachePolicy: .fetchIgnoringCacheData)
        guard let character = result.data?.character else {
            throw MissingDataError(operationName: CharacterNameQuery.operationName, errors: result.errors)
        }
        return character
    }

    /// A paginator over the hero's friends (a Relay connection), kept in sync with the cache.
    ///
    /// - Parameters:
    ///   - episode: The episode, or `nil`.
    ///   - pageSize: Friends per page.
    /// - Returns: The paginator.
    public func friendsPaginator(episode: StarWarsAPI.Episode? = nil, pageSize: Int = 10) -> Paginator<
        HeroFriendsPageQuery, Character
    > {
        let episodeArgument: GraphQLNullable<StarWarsAPI.Episode> = episode.map { .some($0) } ?? .none
        return .forward(
            .client(client),
            query: { after in
                HeroFriendsPageQuery(
                    episode: episodeArgument, first: .some(pageSize), after: after.map { .some($0) } ?? .none)
            },
            page: { data in
                guard let connection = data.hero?.friendsConnection else { return nil }
                let info = connection.pageInfo
                return CursorPage(
                    items: (connection.edges ?? []).compactMap { $0?.node },
                    pageInfo: ConnectionPageInfo(
                        hasNextPage: info.hasNextPage, endCursor: info.endCursor, startCursor: info.startCursor)
                )
            })
    }
}
