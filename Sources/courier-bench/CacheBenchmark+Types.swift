import CourierAPI

// Generated-style types for `courier-bench cache`.

enum CacheBenchSchema: SchemaMetadata {
    static func objectType(forTypename typename: String) -> SchemaType? {
        switch typename {
        case "Item", "User": SchemaType.object(typename, keyFields: ["id"])
        default: nil
        }
    }
}

/// `{ items { __typename id name score tags owner { __typename id name } } }`
struct CacheBenchListQuery: GraphQLQuery {
    static let operationName = "CacheBenchList"
    static let operationDocument: String? = "{ items { __typename id name score tags owner { __typename id name } } }"

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("items", [Item].self)]
        let items: [Item]
        init(items: [Item]) { self.items = items }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(items: r.field("items")) }
        var __json: JSONObject { .__object(["items": items]) }

        struct Item: SelectionSet {
            static let __selections: [Selection] = [
                .field("id", String.self), .field("name", String.self), .field("score", Int.self),
                .field("tags", [String].self), .field("owner", Owner.self),
            ]
            let __typename: String, id: String, name: String, score: Int, tags: [String], owner: Owner
            init(__typename: String, id: String, name: String, score: Int, tags: [String], owner: Owner) {
                self.__typename = __typename
                self.id = id
                self.name = name
                self.score = score
                self.tags = tags
                self.owner = owner
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(
                    __typename: r.typename(), id: r.field("id"), name: r.field("name"), score: r.field("score"),
                    tags: r.field("tags"), owner: r.field("owner"))
            }
            var __json: JSONObject {
                .__object([
                    "__typename": __typename, "id": id, "name": name, "score": score, "tags": tags, "owner": owner,
                ])
            }
        }

        struct Owner: SelectionSet {
            static let __selections: [Selection] = [.field("id", String.self), .field("name", String.self)]
            let __typename: String, id: String, name: String
            init(__typename: String, id: String, name: String) {
                self.__typename = __typename
                self.id = id
                self.name = name
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(__typename: r.typename(), id: r.field("id"), name: r.field("name"))
            }
            var __json: JSONObject { .__object(["__typename": __typename, "id": id, "name": name]) }
        }
    }
}

/// `{ records { __typename id f0 … f9 } }`: 10 scalar fields per object.
struct CacheBenchWideQuery: GraphQLQuery {
    static let operationName = "CacheBenchWide"
    static let operationDocument: String? = "{ records { __typename id f0 f1 f2 f3 f4 f5 f6 f7 f8 f9 } }"

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("records", [Record].self)]
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) {}
        var __json: JSONObject { JSONObject() }

        struct Record: SelectionSet {
            static let __selections: [Selection] =
                [.field("id", String.self)] + (0..<10).map { .field("f\($0)", Int.self) }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {}
            var __json: JSONObject { JSONObject() }
        }
    }
}

/// `item(id: $id) { __typename id name }`: what each of the 1,000 watchers watches.
struct CacheBenchItemQuery: GraphQLQuery {
    static let operationName = "CacheBenchItem"
    static let operationDocument: String? = "query CacheBenchItem($id: ID!) { item(id: $id) { __typename id name } }"
    var id: String
    var __variables: JSONObject { ["id": .string(id)] }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("item", Item?.self, arguments: ["id": .variable("id")])]
        let item: Item?
        init(item: Item?) { self.item = item }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(item: r.field("item")) }
        var __json: JSONObject { .__object(["item": item]) }

        struct Item: SelectionSet {
            static let __selections: [Selection] = [.field("id", String.self), .field("name", String.self)]
            let __typename: String, id: String, name: String
            init(__typename: String, id: String, name: String) {
                self.__typename = __typename
                self.id = id
                self.name = name
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(__typename: r.typename(), id: r.field("id"), name: r.field("name"))
            }
            var __json: JSONObject { .__object(["__typename": __typename, "id": id, "name": name]) }
        }
    }
}
