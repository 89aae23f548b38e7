import CourierAPI

// The same response, modelled twice: Codable structs for JSONDecoder, and structs shaped like
// Courier's generated code for the typed reader. Both read every field.

/// Codable model of the benchmark document.
enum CodableSearch {
    struct Response: Decodable { let data: DataField }
    struct DataField: Decodable { let search: Search }
    struct Search: Decodable {
        let __typename: String
        let repositoryCount: Int
        let pageInfo: PageInfo
        let edges: [Edge]
    }
    struct PageInfo: Decodable {
        let __typename: String
        let hasNextPage: Bool
        let endCursor: String?
    }
    struct Edge: Decodable {
        let __typename: String
        let cursor: String
        let node: Repository
    }
    struct Repository: Decodable {
        let __typename: String
        let id: String
        let name: String
        let nameWithOwner: String
        let description: String?
        let url: String
        let stargazerCount: Int
        let forkCount: Int
        let isPrivate: Bool
        let isArchived: Bool
        let score: Double
        let primaryLanguage: Language?
        let owner: User
        let repositoryTopics: [String]
        let issues: IssueConnection
    }
    struct Language: Decodable {
        let __typename: String
        let name: String
        let color: String?
    }
    struct User: Decodable {
        let __typename: String
        let login: String
        let avatarUrl: String?
    }
    struct IssueConnection: Decodable {
        let __typename: String
        let totalCount: Int
        let nodes: [Issue]
    }
    struct Issue: Decodable {
        let __typename: String
        let id: String
        let number: Int
        let title: String
        let createdAt: String
        let author: User?
    }
}

/// Courier-reader model of the benchmark document, written the way generated code reads.
enum CourierSearch {
    struct Response: JSONObjectDecodable {
        let search: Search
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            let data: DataField = try reader.field("data")
            search = data.search
        }
    }
    struct DataField: JSONObjectDecodable {
        let search: Search
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) { search = try reader.field("search") }
    }
    struct Search: JSONObjectDecodable {
        let typename: String
        let repositoryCount: Int
        let pageInfo: PageInfo
        let edges: [Edge]
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            repositoryCount = try reader.field("repositoryCount")
            pageInfo = try reader.field("pageInfo")
            edges = try reader.field("edges")
        }
    }
    struct PageInfo: JSONObjectDecodable {
        let typename: String, hasNextPage: Bool, endCursor: String?
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            hasNextPage = try reader.field("hasNextPage")
            endCursor = try reader.field("endCursor")
        }
    }
    struct Edge: JSONObjectDecodable {
        let typename: String, cursor: String, node: Repository
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            cursor = try reader.field("cursor")
            node = try reader.field("node")
        }
    }
    struct Repository: JSONObjectDecodable {
        let typename: String, id: String, name: String, nameWithOwner: String, description: String?, url: String
        let stargazerCount: Int, forkCount: Int, isPrivate: Bool, isArchived: Bool, score: Double
        let primaryLanguage: Language?, owner: User, repositoryTopics: [String], issues: IssueConnection
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            id = try reader.field("id")
            name = try reader.field("name")
            nameWithOwner = try reader.field("nameWithOwner")
            description = try reader.field("description")
            url = try reader.field("url")
            stargazerCount = try reader.field("stargazerCount")
            forkCount = try reader.field("forkCount")
            isPrivate = try reader.field("isPrivate")
            isArchived = try reader.field("isArchived")
            score = try reader.field("score")
            primaryLanguage = try reader.field("primaryLanguage")
            owner = try reader.field("owner")
            repositoryTopics = try reader.field("repositoryTopics")
            issues = try reader.field("issues")
        }
    }
    struct Language: JSONObjectDecodable {
        let typename: String, name: String, color: String?
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            name = try reader.field("name")
            color = try reader.field("color")
        }
    }
    struct User: JSONObjectDecodable {
        let typename: String, login: String, avatarUrl: String?
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            login = try reader.field("login")
            avatarUrl = try reader.field("avatarUrl")
        }
    }
    struct IssueConnection: JSONObjectDecodable {
        let typename: String, totalCount: Int, nodes: [Issue]
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            totalCount = try reader.field("totalCount")
            nodes = try reader.field("nodes")
        }
    }
    struct Issue: JSONObjectDecodable {
        let typename: String, id: String, number: Int, title: String, createdAt: String, author: User?
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            typename = try reader.typename()
            id = try reader.field("id")
            number = try reader.field("number")
            title = try reader.field("title")
            createdAt = try reader.field("createdAt")
            author = try reader.field("author")
        }
    }
}
