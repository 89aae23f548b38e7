import CourierAPI
import CourierGraphQL

/// A hand-written query in the shape codegen produces: `hero(episode:) { name }`.
struct HeroQuery: GraphQLQuery {
    static let operationName = "Hero"
    static let operationDocument: String? =
        "query Hero($episode: String) { hero(episode: $episode) { __typename name } }"
    var episode: String?

    var __variables: JSONObject {
        guard let episode else { return JSONObject() }
        return ["episode": .string(episode)]
    }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("hero", Hero?.self)]
        let hero: Hero?
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { hero = try r.field("hero") }
        var __json: JSONObject { .__object(["hero": hero]) }

        struct Hero: SelectionSet {
            static let __selections: [Selection] = [.field("name", String.self)]
            let __typename: String
            let name: String
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                __typename = try r.typename()
                name = try r.field("name")
            }
            var __json: JSONObject { .__object(["__typename": __typename, "name": name]) }
        }
    }
}

/// A mutation: `rename(id:, name:) { name }`.
struct RenameMutation: GraphQLMutation {
    static let operationName = "Rename"
    static let operationDocument: String? = "mutation Rename($id: ID!, $name: String!) { rename(id: $id, name: $name) }"
    var id: String
    var name: String
    var __variables: JSONObject { ["id": .string(id), "name": .string(name)] }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("rename", String?.self)]
        let rename: String?
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { rename = try r.field("rename") }
        var __json: JSONObject { .__object(["rename": rename]) }
    }
}

/// A mutation whose variables hold files, as generated code with `Upload` mapped to ``GraphQLFile``.
struct UploadMutation: GraphQLMutation {
    static let operationName = "Upload"
    static let operationDocument: String? =
        "mutation Upload($file: Upload!, $more: [Upload!]!) { upload(file: $file, more: $more) }"
    var file: GraphQLFile
    var more: [GraphQLFile]
    var __variables: JSONObject {
        var object = JSONObject()
        object.set("file", file)
        object.set("more", more)
        return object
    }

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("upload", Int.self)]
        let upload: Int
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { upload = try r.field("upload") }
        var __json: JSONObject { .__object(["upload": upload]) }
    }
}
