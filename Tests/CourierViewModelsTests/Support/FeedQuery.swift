import CourierAPI

// Written by hand in the shape `courier generate` produces, for a small schema that has both
// directions of cursor pagination and offsets (the Star Wars schema has neither `last`/`before`
// nor offsets):
//
//   type Query { feed(first: Int, after: String, last: Int, before: String, offset: Int): Feed }
//   type Feed { pageInfo: PageInfo! posts: [Post!]! totalCount: Int }
//   type PageInfo { hasNextPage: Boolean! endCursor: String hasPreviousPage: Boolean! startCursor: String }
//   type Post { id: ID! title: String! }

/// `query Feed($first: Int, $after: String, $last: Int, $before: String, $offset: Int)`.
struct FeedQuery: GraphQLQuery {
    static let operationName = "Feed"
    static let operationDocument: String? =
        "query Feed($first: Int, $after: String, $last: Int, $before: String, $offset: Int) { feed(first: "
        + "$first, after: $after, last: $last, before: $before, offset: $offset) { __typename totalCount pageInfo "
        + "{ __typename hasNextPage endCursor hasPreviousPage startCursor } posts { __typename id title } } }"
    var first: GraphQLNullable<Int> = nil
    var after: GraphQLNullable<String> = nil
    var last: GraphQLNullable<Int> = nil
    var before: GraphQLNullable<String> = nil
    var offset: GraphQLNullable<Int> = nil
    var __variables: JSONObject {
        .__compacting([
            "first": first.jsonValue, "after": after.jsonValue, "last": last.jsonValue, "before": before.jsonValue,
            "offset": offset.jsonValue,
        ])
    }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [
            .field(
                "feed", Feed?.self,
                arguments: [
                    "first": .variable("first"), "after": .variable("after"), "last": .variable("last"),
                    "before": .variable("before"), "offset": .variable("offset"),
                ])
        ]
        let feed: Feed?
        init(feed: Feed? = nil) { self.feed = feed }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(feed: r.field("feed")) }
        var __json: JSONObject { .__object(["feed": feed]) }

        struct Feed: SelectionSet {
            static let __selections: [Selection] = [
                .field("totalCount", Int?.self), .field("pageInfo", PageInfo.self), .field("posts", [Post].self),
            ]
            let __typename: String
            let totalCount: Int?
            let pageInfo: PageInfo
            let posts: [Post]
            init(__typename: String = "Feed", totalCount: Int? = nil, pageInfo: PageInfo, posts: [Post]) {
                self.__typename = __typename
                self.totalCount = totalCount
                self.pageInfo = pageInfo
                self.posts = posts
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(
                    __typename: r.typename(), totalCount: r.field("totalCount"), pageInfo: r.field("pageInfo"),
                    posts: r.field("posts"))
            }
            var __json: JSONObject {
                .__object(["__typename": __typename, "totalCount": totalCount, "pageInfo": pageInfo, "posts": posts])
            }
        }

        struct PageInfo: SelectionSet {
            static let __selections: [Selection] = [
                .field("hasNextPage", Bool.self), .field("endCursor", String?.self),
                .field("hasPreviousPage", Bool.self), .field("startCursor", String?.self),
            ]
            let __typename: String
            let hasNextPage: Bool
            let endCursor: String?
            let hasPreviousPage: Bool
            let startCursor: String?
            init(
                __typename: String = "PageInfo", hasNextPage: Bool, endCursor: String? = nil, hasPreviousPage: Bool,
                startCursor: String? = nil
            ) {
                self.__typename = __typename
                self.hasNextPage = hasNextPage
                self.endCursor = endCursor
                self.hasPreviousPage = hasPreviousPage
                self.startCursor = startCursor
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(
                    __typename: r.typename(), hasNextPage: r.field("hasNextPage"), endCursor: r.field("endCursor"),
                    hasPreviousPage: r.field("hasPreviousPage"), startCursor: r.field("startCursor"))
            }
            var __json: JSONObject {
                .__object([
                    "__typename": __typename, "hasNextPage": hasNextPage, "endCursor": endCursor,
                    "hasPreviousPage": hasPreviousPage, "startCursor": startCursor,
                ])
            }
        }

        struct Post: SelectionSet {
            static let __selections: [Selection] = [.field("id", String.self), .field("title", String.self)]
            let __typename: String
            let id: String
            let title: String
            init(__typename: String = "Post", id: String, title: String) {
                self.__typename = __typename
                self.id = id
                self.title = title
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(__typename: r.typename(), id: r.field("id"), title: r.field("title"))
            }
            var __json: JSONObject { .__object(["__typename": __typename, "id": id, "title": title]) }
        }
    }
}
