import CourierAPI

// Written by hand in the shape `courier generate` produces, for the feed schema of FeedQuery:
//   type Mutation { renamePost(id: ID!, title: String!): Post }

/// `mutation RenamePost($id: ID!, $title: String!)`.
struct RenamePostMutation: GraphQLMutation {
    static let operationName = "RenamePost"
    static let operationDocument: String? =
        "mutation RenamePost($id: ID!, $title: String!) { renamePost(id: $id, title: $title) { __typename id title } }"
    var id: String
    var title: String
    var __variables: JSONObject { .__compacting(["id": id.__jsonValue, "title": title.__jsonValue]) }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [
            .field(
                "renamePost", FeedQuery.Data.Post?.self,
                arguments: ["id": .variable("id"), "title": .variable("title")])
        ]
        let renamePost: FeedQuery.Data.Post?
        init(renamePost: FeedQuery.Data.Post? = nil) { self.renamePost = renamePost }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(renamePost: r.field("renamePost")) }
        var __json: JSONObject { .__object(["renamePost": renamePost]) }
    }
}
