import CourierAPI

// Hand-written types in the shape the code generator emits, for a tiny schema:
//   interface Character { id: ID!, name: String!, friends: [Character!], stats: Stats }
//   type Droid implements Character { primaryFunction: String }   (keyed by id)
//   type Human implements Character { height: Float }             (keyed by id)
//   type Stats { level: Int! }                                     (no key: stored by path)
//   type Query { hero(episode: Episode): Character }
//   type Mutation { rename(id: ID!, name: String!): Character }

enum CacheSchema: SchemaMetadata {
    static let droid = SchemaType.object("Droid", interfaces: ["Character"], keyFields: ["id"])
    static let human = SchemaType.object("Human", interfaces: ["Character"], keyFields: ["id"])

    static func objectType(forTypename typename: String) -> SchemaType? {
        switch typename {
        case "Droid": droid
        case "Human": human
        case "Stats": SchemaType.object("Stats")
        case "Query": SchemaType.object("Query")
        default: nil
        }
    }
}

/// `{ __typename id name }` on Character.
struct CharacterRef: SelectionSet {
    static let __selections: [Selection] = [.field("id", String.self), .field("name", String.self)]
    let __typename: String
    let id: String
    let name: String
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

/// `fragment CharacterName on Character { __typename id name }`.
struct CharacterNameFragment: GraphQLFragment {
    static let __selections: [Selection] = [.field("id", String.self), .field("name", String.self)]
    let __typename: String
    let id: String
    let name: String
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

struct Stats: SelectionSet {
    static let __selections: [Selection] = [.field("level", Int.self)]
    let __typename: String
    let level: Int
    init(__typename: String = "Stats", level: Int) {
        self.__typename = __typename
        self.level = level
    }
    init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
        try self.init(__typename: r.typename(), level: r.field("level"))
    }
    var __json: JSONObject { .__object(["__typename": __typename, "level": level]) }
}

/// `hero(episode: $episode) { __typename id name friends { …CharacterRef } stats { level }
/// ... on Droid { primaryFunction } }`
struct CacheHeroQuery: GraphQLQuery {
    static let operationName = "CacheHero"
    static let operationDocument: String? =
        "query CacheHero($episode: Episode) { hero(episode: $episode) { __typename id name friends "
        + "{ __typename id name } stats { __typename level } ... on Droid { primaryFunction } } }"
    var episode: String?
    var __variables: JSONObject { .__compacting(["episode": episode.map { .string($0) }]) }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [
            .field("hero", Hero?.self, arguments: ["episode": .variable("episode")])
        ]
        let hero: Hero?
        init(hero: Hero?) { self.hero = hero }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(hero: r.field("hero")) }
        var __json: JSONObject { .__object(["hero": hero]) }

        struct Hero: SelectionSet {
            static let __selections: [Selection] = [
                .field("id", String.self), .field("name", String.self), .field("friends", [CharacterRef]?.self),
                .field("stats", Stats?.self), .typeCase(AsDroid.self),
            ]
            let __typename: String
            let id: String
            let name: String
            let friends: [CharacterRef]?
            let stats: Stats?
            let asDroid: AsDroid?
            init(
                __typename: String, id: String, name: String, friends: [CharacterRef]?, stats: Stats?,
                asDroid: AsDroid? = nil
            ) {
                self.__typename = __typename
                self.id = id
                self.name = name
                self.friends = friends
                self.stats = stats
                self.asDroid = asDroid
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(
                    __typename: r.typename(), id: r.field("id"), name: r.field("name"), friends: r.field("friends"),
                    stats: r.field("stats"), asDroid: r.__typeCase())
            }
            var __json: JSONObject {
                .__object(
                    ["__typename": __typename, "id": id, "name": name, "friends": friends, "stats": stats], asDroid)
            }

            struct AsDroid: TypeCase {
                static let __parentType = CacheSchema.droid
                static let __selections: [Selection] = [.field("primaryFunction", String?.self)]
                let primaryFunction: String?
                init(primaryFunction: String?) { self.primaryFunction = primaryFunction }
                init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                    try self.init(primaryFunction: r.field("primaryFunction"))
                }
                var __json: JSONObject { .__object(["primaryFunction": primaryFunction]) }
            }
        }
    }
}

/// `hero(episode: $episode) { __typename id name }`: reads a subset of ``CacheHeroQuery``.
struct CacheHeroNameQuery: GraphQLQuery {
    static let operationName = "CacheHeroName"
    static let operationDocument: String? =
        "query CacheHeroName($episode: Episode) { hero(episode: $episode) { __typename id name } }"
    var episode: String?
    var __variables: JSONObject { .__compacting(["episode": episode.map { .string($0) }]) }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [
            .field("hero", CharacterRef?.self, arguments: ["episode": .variable("episode")])
        ]
        let hero: CharacterRef?
        init(hero: CharacterRef?) { self.hero = hero }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(hero: r.field("hero")) }
        var __json: JSONObject { .__object(["hero": hero]) }
    }
}

/// `hero { __typename id name friends @include(if: $withFriends) { __typename id name } }`
struct CacheConditionalQuery: GraphQLQuery {
    static let operationName = "CacheConditional"
    static let operationDocument: String? =
        "query CacheConditional($withFriends: Boolean!) { hero { __typename "
        + "id name friends @include(if: $withFriends) { __typename id name } } }"
    var withFriends: Bool
    var __variables: JSONObject { ["withFriends": .bool(withFriends)] }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("hero", Hero?.self)]
        let hero: Hero?
        init(hero: Hero?) { self.hero = hero }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(hero: r.field("hero")) }
        var __json: JSONObject { .__object(["hero": hero]) }

        struct Hero: SelectionSet {
            static let __selections: [Selection] = [
                .field("id", String.self), .field("name", String.self),
                .conditional([["withFriends"]], [.field("friends", [CharacterRef]?.self)]),
            ]
            let __typename: String
            let id: String
            let name: String
            let friends: [CharacterRef]?
            init(__typename: String, id: String, name: String, friends: [CharacterRef]?) {
                self.__typename = __typename
                self.id = id
                self.name = name
                self.friends = friends
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(
                    __typename: r.typename(), id: r.field("id"), name: r.field("name"), friends: r.optional("friends"))
            }
            var __json: JSONObject {
                .__object(["__typename": __typename, "id": id, "name": name, "friends": friends.__conditional])
            }
        }
    }
}

/// `mutation { rename(id: $id, name: $name) { __typename id name } }`
struct CacheRenameMutation: GraphQLMutation {
    static let operationName = "CacheRename"
    static let operationDocument: String? =
        "mutation CacheRename($id: ID!, $name: String!) { rename(id: $id, name: $name) { __typename id name } }"
    var id: String
    var name: String
    var __variables: JSONObject { ["id": .string(id), "name": .string(name)] }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [
            .field("rename", CharacterRef?.self, arguments: ["id": .variable("id"), "name": .variable("name")])
        ]
        let rename: CharacterRef?
        init(rename: CharacterRef?) { self.rename = rename }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(rename: r.field("rename")) }
        var __json: JSONObject { .__object(["rename": rename]) }
    }
}

/// Builders of sample data.
enum CacheSamples {
    static func r2(name: String = "R2-D2", level: Int = 3, friends: [CharacterRef]? = [luke, han])
        -> CacheHeroQuery.Data
    {
        CacheHeroQuery.Data(
            hero: .init(
                __typename: "Droid", id: "2001", name: name, friends: friends, stats: Stats(level: level),
                asDroid: .init(primaryFunction: "Astromech")
            ))
    }

    static let luke = CharacterRef(__typename: "Human", id: "1000", name: "Luke Skywalker")
    static let han = CharacterRef(__typename: "Human", id: "1002", name: "Han Solo")
}
