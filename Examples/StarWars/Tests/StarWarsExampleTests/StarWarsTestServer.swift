import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import StarWarsExample

/// Canned Star Wars answers behind a ``MockHTTPTransport``, chosen by each request's operation
/// name and variables; it records what was asked, can fail the hero query with HTTP 500, and
/// renames characters when `CharacterName` is asked after ``rename(_:to:)``.
actor StarWarsTestServer {
    struct Request: Sendable {
        let operationName: String
        let variables: JSONObject
    }

    private(set) var requests: [Request] = []
    private var names: [String: String] = [
        "1000": "Luke Skywalker", "1002": "Han Solo", "1003": "Leia Organa", "2001": "R2-D2",
    ]
    private var failsHero = false
    private var reviews: [String] = [#"{"__typename":"Review","episode":"JEDI","stars":4,"commentary":"Great ending"}"#]

    var operationNames: [String] { requests.map(\.operationName) }

    func setFailsHero(_ value: Bool) { failsHero = value }

    func rename(_ id: String, to name: String) { names[id] = name }

    func respond(to request: HTTPRequest) throws -> HTTPResponse {
        let body = try JSONParser.parse(Array(request.body ?? Data()))
        let name = body["operationName"]?.stringValue ?? "?"
        let variables = body["variables"]?.objectValue ?? JSONObject()
        requests.append(Request(operationName: name, variables: variables))
        switch name {
        case "HeroAndFriends":
            if failsHero { return HTTPResponse(statusCode: 500, url: request.url) }
            return json(
                #"{"data":{"hero":{"__typename":"Droid","id":"2001","#
                    + #""name":"\#(names["2001"] ?? "")","appearsIn":["NEWHOPE","EMPIRE","JEDI"],"#
                    + #""friends":[\#(character("1000")),\#(character("1002")),\#(character("1003"))]}}}"#, request)
        case "HeroFriendsPage":
            let page = variables["after"]?.stringValue == "Y3Vyc29yMg==" ? friendsPage2 : friendsPage1
            return json(page, request)
        case "CharacterName":
            let id = variables["id"]?.stringValue ?? ""
            return json(#"{"data":{"character":\#(character(id))}}"#, request)
        case "Reviews":
            return json(#"{"data":{"reviews":[\#(reviews.joined(separator: ","))]}}"#, request)
        case "CreateReview":
            let review = variables["review"]?.objectValue ?? JSONObject()
            let stars: String =
                if case .number(let number)? = review["stars"], let value = number.int64Value { "\(value)" } else {
                    "0"
                }
            let commentary = review["commentary"]?.stringValue.map { #""\#($0)""# } ?? "null"
            let episode = variables["episode"]?.stringValue ?? "JEDI"
            let created =
                #"{"__typename":"Review","episode":"\#(episode)","stars":\#(stars),"commentary":\#(commentary)}"#
            reviews.append(created)
            return json(#"{"data":{"createReview":\#(created)}}"#, request)
        default:
            return HTTPResponse(statusCode: 400, url: request.url)
        }
    }

    private func character(_ id: String) -> String {
        let typename = id.hasPrefix("2") ? "Droid" : "Human"
        return #"{"__typename":"\#(typename)","id":"\#(id)","name":"\#(names[id] ?? "")"}"#
    }

    private var friendsPage1: String {
        #"""
        {"data":{"hero":{"__typename":"Droid","id":"2001",\#
        "friendsConnection":{"__typename":"FriendsConnection","totalCount":3,\#
        "pageInfo":{"__typename":"PageInfo",\#
        "startCursor":"Y3Vyc29yMQ==","endCursor":"Y3Vyc29yMg==","hasNextPage":true},\#
        "edges":[{"__typename":"FriendsEdge","cursor":"Y3Vyc29yMQ==","node":\#(character("1000"))},\#
        {"__typename":"FriendsEdge","cursor":"Y3Vyc29yMg==","node":\#(character("1002"))}]}}}}
        """#
    }

    private var friendsPage2: String {
        #"""
        {"data":{"hero":{"__typename":"Droid","id":"2001",\#
        "friendsConnection":{"__typename":"FriendsConnection","totalCount":3,\#
        "pageInfo":{"__typename":"PageInfo",\#
        "startCursor":"Y3Vyc29yMw==","endCursor":"Y3Vyc29yMw==","hasNextPage":false},\#
        "edges":[{"__typename":"FriendsEdge","cursor":"Y3Vyc29yMw==","node":\#(character("1003"))}]}}}}
        """#
    }

    private func json(_ text: String, _ request: HTTPRequest) -> HTTPResponse {
        HTTPResponse(
            statusCode: 200, headerFields: ["Content-Type": "application/json"], body: Data(text.utf8), url: request.url
        )
    }

    /// A service whose client talks to this server (and to `subscriptions`, if given).
    nonisolated func makeService(subscriptions: (any GraphQLSubscriptionTransport)? = nil) -> StarWarsService {
        let transport = MockHTTPTransport { request in try await self.respond(to: request) }
        let client = StarWarsService.makeClient(
            endpoint: URL(string: "http://127.0.0.1/graphql") ?? URL(fileURLWithPath: "/graphql"), transport: transport
        ) {
            $0.subscriptionTransport = subscriptions
        }
        return StarWarsService(client: client)
    }
}

/// A subscription transport whose events the test pushes.
struct PushedSubscriptions: GraphQLSubscriptionTransport {
    let stream: GraphQLSubscriptionTransportStream
    let continuation: GraphQLSubscriptionTransportStream.Continuation

    init() {
        (stream, continuation) = GraphQLSubscriptionTransportStream.makeStream()
    }

    func subscribe(_ request: GraphQLRequest) -> GraphQLSubscriptionTransportStream { stream }

    /// Pushes one `reviewAdded` event.
    func push(stars: Int, commentary: String) {
        let review: JSONObject = [
            "__typename": "Review", "episode": "JEDI", "stars": .number(.integer(Int64(stars))),
            "commentary": .string(commentary),
        ]
        continuation.yield(.response(GraphQLResponse(data: .object(["reviewAdded": .object(review)]))))
    }
}

/// Checks `condition` every millisecond until it holds or 30 s pass, in the caller's isolation.
func eventually(isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool) async -> Bool {
    for _ in 0..<30_000 {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return await condition()
}
