import CourierAPI
public import CourierGraphQL
import CourierHTTP
public import CourierREST
public import CourierTesting
import Foundation

/// The bridge tests' back end behind a ``MockHTTPTransport``: GraphQL (`Note`, `NotesPage`,
/// `RenameNote`) at `/graphql` and REST (`GET /rest/notes/{id}`) at `/rest`, with switches for
/// the failures the bridges must pass on, and a hold that makes requests wait so that a test can
/// see a request being cancelled — the server notices, as a real one sees the connection drop.
public actor NotesServer {
    /// The notes, in list order.
    public private(set) var notes: [NoteFields]
    /// The operation name (GraphQL) or path (REST) of every request, in arrival order.
    public private(set) var requests: [String] = []
    /// How many held requests were cancelled by their client while the server waited.
    public private(set) var cancelledRequests = 0
    /// How many requests are waiting in the hold.
    public var heldRequests: Int { held.count }
    /// The subscription transport the clients from ``makeClient()`` use.
    public nonisolated let subscriptions = MockGraphQLSubscriptionTransport()

    private var holding = false
    private var held: [Int: CheckedContinuation<Void, any Error>] = [:]
    private var nextHeld = 0
    private var cancelledBeforeHeld: Set<Int> = []
    private var failuresLeft = 0
    private var errorsFor: [String: String] = [:]

    /// Creates a server with `count` notes `n1` … with the texts `Note 1` ….
    /// - Parameter count: The number of notes.
    public init(count: Int = 5) {
        notes = (1...max(1, count)).map { NoteFields(id: "n\($0)", text: "Note \($0)") }
    }

    /// Makes requests wait (``heldRequests``) until ``release()`` or until their client cancels.
    public func hold() { holding = true }

    /// Lets every held request go on and stops holding.
    public func release() {
        holding = false
        for waiter in held.values { waiter.resume() }
        held = [:]
    }

    /// Makes the next `count` requests fail with a transport error (the connection refused).
    /// - Parameter count: How many requests fail.
    public func failNext(_ count: Int) { failuresLeft = count }

    /// Makes `Note` answers for `id` carry a GraphQL error (the note is then `null`).
    /// - Parameters:
    ///   - id: The note's id.
    ///   - message: The error's message.
    public func failNote(_ id: String, message: String) { errorsFor[id] = message }

    /// Changes a note on the server only (a client learns of it by fetching).
    /// - Parameters:
    ///   - id: The note's id.
    ///   - text: The new text.
    public func setText(_ id: String, _ text: String) {
        if let index = notes.firstIndex(where: { $0.id == id }) { notes[index] = NoteFields(id: id, text: text) }
    }

    /// The number of requests that named `name` (a GraphQL operation, or a REST path).
    /// - Parameter name: The name.
    /// - Returns: The count.
    public func requestCount(_ name: String) -> Int { requests.filter { $0 == name }.count }

    /// A GraphQL client (notes keyed by id, no retries) talking to this server.
    /// - Returns: The client.
    public nonisolated func makeClient() -> GraphQLClient {
        GraphQLClient(endpoint: URL(string: "http://127.0.0.1/graphql")!, transport: transport) {
            $0.store = GraphQLStore(configuration: GraphQLStoreConfiguration(keyFields: ["Note": ["id"]]))
            $0.subscriptionTransport = subscriptions
        }
    }

    /// A REST client talking to this server.
    /// - Returns: The client.
    public nonisolated func makeAPIClient() -> APIClient {
        APIClient(baseURL: URL(string: "http://127.0.0.1/rest/"), transport: transport)
    }

    private nonisolated var transport: MockHTTPTransport {
        MockHTTPTransport { request in try await self.respond(to: request) }
    }

    private func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.url.path
        let body = path.hasPrefix("/graphql") ? try JSONParser.parse(Array(request.body ?? Data())) : .null
        requests.append(body["operationName"]?.stringValue ?? path)
        try await waitWhileHeld()
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw HTTPError(.transport, request: request, message: "connection refused")
        }
        if path.hasPrefix("/rest/notes/") {
            return restNote(String(path.dropFirst("/rest/notes/".count)), request: request)
        }
        return try graphQL(body, request: request)
    }

    private func graphQL(_ body: JSONValue, request: HTTPRequest) throws -> HTTPResponse {
        let variables = body["variables"]?.objectValue ?? JSONObject()
        var envelope: JSONObject = [:]
        switch body["operationName"]?.stringValue {
        case NoteQuery.operationName:
            let id = variables["id"]?.stringValue ?? ""
            if let message = errorsFor[id] {
                envelope["data"] = .object(NoteQuery.Data(note: nil).__json)
                envelope["errors"] = .array([.object(["message": .string(message), "path": .array([.string("note")])])])
            } else {
                envelope["data"] = .object(NoteQuery.Data(note: notes.first { $0.id == id }).__json)
            }
        case NotesPageQuery.operationName:
            let offset = variables["offset"]?.intValue ?? 0
            let limit = variables["limit"]?.intValue ?? 0
            let page = Array(notes.dropFirst(max(0, offset)).prefix(max(0, limit)))
            envelope["data"] = .object(NotesPageQuery.Data(notes: page).__json)
        case RenameNoteMutation.operationName:
            let id = variables["id"]?.stringValue ?? ""
            let text = variables["text"]?.stringValue ?? ""
            setText(id, text)
            envelope["data"] = .object(RenameNoteMutation.Data(renameNote: NoteFields(id: id, text: text)).__json)
        default:
            return HTTPResponse(statusCode: 400, url: request.url)
        }
        return HTTPResponse(
            statusCode: 200, headerFields: ["Content-Type": "application/json"],
            body: Data(try JSONValue.object(envelope).serialized()), url: request.url)
    }

    private func restNote(_ id: String, request: HTTPRequest) -> HTTPResponse {
        guard let note = notes.first(where: { $0.id == id }) else {
            return HTTPResponse(
                statusCode: 404, headerFields: ["Content-Type": "application/json"],
                body: Data(#"{"error":"not found"}"#.utf8), url: request.url)
        }
        let json = #"{"id":"\#(note.id)","text":"\#(note.text)"}"#
        return HTTPResponse(
            statusCode: 200, headerFields: ["Content-Type": "application/json"], body: Data(json.utf8), url: request.url
        )
    }

    private func waitWhileHeld() async throws {
        guard holding else { return }
        let id = nextHeld
        nextHeld += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if cancelledBeforeHeld.remove(id) != nil {
                    cancelledRequests += 1
                    continuation.resume(throwing: CancellationError())
                } else {
                    held[id] = continuation
                }
            }
        } onCancel: {
            Task { await self.cancelHeld(id) }
        }
    }

    private func cancelHeld(_ id: Int) {
        guard let waiter = held.removeValue(forKey: id) else {
            cancelledBeforeHeld.insert(id)
            return
        }
        cancelledRequests += 1
        waiter.resume(throwing: CancellationError())
    }
}

extension JSONValue {
    /// The value as an `Int`, when it is an integral number.
    var intValue: Int? {
        if case .number(let number) = self, let value = number.int64Value { return Int(value) }
        return nil
    }
}
