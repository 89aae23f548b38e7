import CourierAPI
import CourierHTTP
import Foundation

/// An HTTP request as the GraphQL endpoint sees it, whether it came in process or over a socket.
struct MockHTTPExchange: Sendable {
    var method: HTTPMethod
    /// The query string after `?`, if any.
    var query: String?
    var headerFields: HTTPFields
    var body: Data
}

/// The endpoint's answer, or a fault to act out.
struct MockHTTPReply: Sendable {
    var status: Int
    var headerFields: HTTPFields
    var body: Data
    /// Seconds to wait before answering.
    var delay: TimeInterval = 0
    /// Whether to drop the connection instead of answering.
    var drops = false

    static func json(_ value: JSONValue, status: Int, contentType: String) -> MockHTTPReply {
        let body =
            (try? value.serialized()) ?? Array(#"{"errors":[{"message":"Could not serialize the response."}]}"#.utf8)
        return MockHTTPReply(status: status, headerFields: ["Content-Type": contentType], body: Data(body))
    }
}

extension GraphQLMockServer {
    static let graphQLResponseType = "application/graphql-response+json"

    /// Answers a GraphQL-over-HTTP request: GET (queries only) or POST (JSON, or a JSON array for
    /// a batch), after any injected fault.
    func respond(to exchange: MockHTTPExchange) async -> MockHTTPReply {
        let accept = exchange.headerFields["Accept"] ?? ""
        let contentType = accept.contains(Self.graphQLResponseType) ? Self.graphQLResponseType : "application/json"
        let requests: [MockOperationRequest]
        let isBatch: Bool
        switch decode(exchange) {
        case .requests(let decoded, let batch): (requests, isBatch) = (decoded, batch)
        case .reply(let reply): return reply
        }
        var delay: TimeInterval = 0
        if let fault = takeFault(operationName: requests.first?.operationName) {
            switch fault {
            case .httpStatus(let status, let retryAfter):
                var fields: HTTPFields = [:]
                if let retryAfter { fields["Retry-After"] = String(retryAfter) }
                return MockHTTPReply(status: status, headerFields: fields, body: Data())
            case .dropConnection:
                return MockHTTPReply(status: 0, headerFields: [:], body: Data(), drops: true)
            case .delay(let seconds):
                delay = seconds
            case .requestErrors(let messages):
                let failure = MockRequestFailure(messages.map { MockResponseError(message: $0) })
                return .json(.object(["errors": failure.json, "data": .null]), status: 200, contentType: contentType)
            }
        }
        var results: [MockOperationResult] = []
        for request in requests {
            results.append(await execute(request, allowsMutation: exchange.method == .post))
        }
        var reply: MockHTTPReply
        if isBatch {
            reply = .json(.array(results.map { .object($0.response) }), status: 200, contentType: contentType)
        } else {
            let result = results[0]
            let status = result.isRequestError && contentType == Self.graphQLResponseType ? 400 : 200
            reply = .json(.object(result.response), status: status, contentType: contentType)
        }
        reply.delay = delay
        return reply
    }

    private enum Decoded {
        case requests([MockOperationRequest], isBatch: Bool)
        case reply(MockHTTPReply)
    }

    private func decode(_ exchange: MockHTTPExchange) -> Decoded {
        func badRequest(_ message: String) -> Decoded {
            .reply(
                .json(
                    .object(["errors": MockRequestFailure(message).json]), status: 400, contentType: "application/json")
            )
        }
        switch exchange.method {
        case .get:
            guard let parameters = Self.parameters(exchange.query) else { return badRequest("Malformed query string.") }
            var object = JSONObject()
            for name in ["query", "operationName"] { if let value = parameters[name] { object[name] = .string(value) } }
            for name in ["variables", "extensions"] {
                guard let text = parameters[name] else { continue }
                guard let value = try? JSONParser.parse(text) else {
                    return badRequest("The \(name) parameter is not JSON.")
                }
                object[name] = value
            }
            guard let request = MockOperationRequest(json: .object(object)) else {
                return badRequest("Malformed GraphQL request parameters.")
            }
            return .requests([request], isBatch: false)
        case .post:
            guard let json = try? JSONParser.parse(exchange.body) else { return badRequest("The body is not JSON.") }
            if case .array(let items) = json {
                var requests: [MockOperationRequest] = []
                for item in items {
                    guard let request = MockOperationRequest(json: item) else {
                        return badRequest("Malformed GraphQL request in the batch.")
                    }
                    requests.append(request)
                }
                guard !requests.isEmpty else { return badRequest("The batch is empty.") }
                return .requests(requests, isBatch: true)
            }
            guard let request = MockOperationRequest(json: json) else {
                return badRequest("Malformed GraphQL request body.")
            }
            return .requests([request], isBatch: false)
        default:
            return .reply(MockHTTPReply(status: 405, headerFields: ["Allow": "GET, POST"], body: Data()))
        }
    }

    private static func parameters(_ query: String?) -> [String: String]? {
        guard let query, !query.isEmpty else { return [:] }
        guard let items = URLComponents(string: "http://localhost/?" + query)?.queryItems else { return nil }
        var result: [String: String] = [:]
        for item in items { result[item.name] = item.value ?? "" }
        return result
    }
}
