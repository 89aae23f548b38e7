import CourierAPI
import Testing

@testable import CourierGraphQL

/// `fragment FriendIDs on Character { friends { __typename id } }`
private struct FriendIDsFragment: GraphQLFragment {
    struct Friend: SelectionSet {
        static let __selections: [Selection] = [.field("id", String.self)]
        let __typename: String
        let id: String
        init(__typename: String, id: String) {
            self.__typename = __typename
            self.id = id
        }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
            try self.init(__typename: r.typename(), id: r.field("id"))
        }
        var __json: JSONObject { .__object(["__typename": __typename, "id": id]) }
    }

    static let __selections: [Selection] = [.field("friends", [Friend].self)]
    let friends: [Friend]
    init(friends: [Friend]) { self.friends = friends }
    init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(friends: r.field("friends")) }
    var __json: JSONObject { .__object(["friends": friends]) }
}

/// `{ hero { __typename id friends { __typename name } ...FriendIDs } }`: `friends` is selected
/// twice with different sub-selections; the merged struct holds both.
private struct MergedFriendsQuery: GraphQLQuery {
    static let operationName = "MergedFriends"
    static let operationDocument: String? = "{ hero { __typename id friends { __typename name } ...FriendIDs } }"

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("hero", Hero.self)]
        let hero: Hero
        init(hero: Hero) { self.hero = hero }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(hero: r.field("hero")) }
        var __json: JSONObject { .__object(["hero": hero]) }

        struct Hero: SelectionSet {
            struct Friend: SelectionSet {
                static let __selections: [Selection] = [.field("name", String.self)]
                let __typename: String
                let name: String
                init(__typename: String, name: String) {
                    self.__typename = __typename
                    self.name = name
                }
                init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                    try self.init(__typename: r.typename(), name: r.field("name"))
                }
                var __json: JSONObject { .__object(["__typename": __typename, "name": name]) }
            }

            static let __selections: [Selection] = [
                .field("id", String.self), .field("friends", [Friend].self), .fragment(FriendIDsFragment.self),
            ]
            let __typename: String
            let id: String
            let friends: [Friend]
            let friendIDs: FriendIDsFragment
            init(__typename: String, id: String, friends: [Friend], friendIDs: FriendIDsFragment) {
                self.__typename = __typename
                self.id = id
                self.friends = friends
                self.friendIDs = friendIDs
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(
                    __typename: r.typename(), id: r.field("id"), friends: r.field("friends"),
                    friendIDs: FriendIDsFragment(from: r))
            }
            var __json: JSONObject { .__object(["__typename": __typename, "id": id, "friends": friends], friendIDs) }
        }
    }
}

@Suite("GraphQLStore repeated fields")
struct GraphQLStoreFragmentMergeTests {
    @Test func aFieldSelectedByTheStructAndAFragmentReadsBothSubSelections() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        let data = MergedFriendsQuery.Data(
            hero: .init(
                __typename: "Droid", id: "2001",
                friends: [.init(__typename: "Human", name: "Luke"), .init(__typename: "Human", name: "Han")],
                friendIDs: FriendIDsFragment(friends: [
                    .init(__typename: "Human", id: "1000"), .init(__typename: "Human", id: "1002"),
                ])
            ))
        try await store.write(data: data, for: MergedFriendsQuery())
        // Friends are keyed objects: both sub-selections landed in the same records.
        let luke = try await store.perform { try $0.record(forKey: "Human:1000") }
        #expect(luke?["name"] == .scalar(.string("Luke")))
        #expect(try await store.read(query: MergedFriendsQuery()) == data)
    }
}
