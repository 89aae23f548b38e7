import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation

/// A GraphQL server for the feed schema behind a ``MockHTTPTransport``: it parses each request's
/// operation name and variables, answers `Feed` from a ``FeedBackend`` and applies `RenamePost`
/// to it; `failing` makes it refuse connections (a transport error) until cleared.
actor FeedHTTPServer {
    private(set) var backend: FeedBackend
    private(set) var operations: [String] = []
    var failing = false
    private var holdsMutations = false
    private var heldMutation: CheckedContinuation<Void, Never>?

    init(_ backend: FeedBackend) { self.backend = backend }

    func setFailing(_ value: Bool) { failing = value }

    /// Makes mutations wait until ``releaseMutation()``.
    func holdMutations() { holdsMutations = true }

    var isHoldingMutation: Bool { heldMutation != nil }

    func releaseMutation() {
        holdsMutations = false
        heldMutation?.resume()
        heldMutation = nil
    }

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let body = try JSONParser.parse(Array(request.body ?? Data()))
        let name = body["operationName"]?.stringValue ?? "?"
        operations.append(name)
        if holdsMutations, name == RenamePostMutation.operationName {
            await withCheckedContinuation { heldMutation = $0 }
        }
        if failing { throw HTTPError(.transport, request: request, message: "connection refused") }
        let variables = body["variables"]?.objectValue ?? JSONObject()
        let data: JSONObject
        switch name {
        case FeedQuery.operationName:
            var query = FeedQuery()
            query.first = variables["first"]?.intValue.map { .some($0) } ?? .none
            query.after = variables["after"]?.stringValue.map { .some($0) } ?? .none
            query.last = variables["last"]?.intValue.map { .some($0) } ?? .none
            query.before = variables["before"]?.stringValue.map { .some($0) } ?? .none
            query.offset = variables["offset"]?.intValue.map { .some($0) } ?? .none
            data = backend.data(for: query).__json
        case RenamePostMutation.operationName:
            let id = variables["id"]?.stringValue ?? ""
            let title = variables["title"]?.stringValue ?? ""
            if let index = backend.posts.firstIndex(where: { $0.id == id }) {
                backend.posts[index] = Post(id: id, title: title)
            }
            data = RenamePostMutation.Data(renamePost: Post(id: id, title: title)).__json
        default:
            return HTTPResponse(statusCode: 400, url: request.url)
        }
        let json = try JSONValue.object(["data": .object(data)]).serialized()
        return HTTPResponse(
            statusCode: 200, headerFields: ["Content-Type": "application/json"], body: Data(json), url: request.url)
    }

    var requestCount: Int { operations.count }

    /// A client whose store keys posts by id, talking to this server.
    nonisolated func makeClient() -> GraphQLClient {
        let transport = MockHTTPTransport { request in try await self.respond(to: request) }
        return GraphQLClient(endpoint: URL(string: "http://127.0.0.1/graphql")!, transport: transport) {
            $0.store = GraphQLStore(configuration: GraphQLStoreConfiguration(keyFields: ["Post": ["id"]]))
        }
    }
}

extension JSONValue {
    /// The value as an `Int`, when it is an integral number.
    var intValue: Int? {
        if case .number(let number) = self, let value = number.int64Value { return Int(value) }
        return nil
    }
}
