import CourierAPI
import CourierHTTP
import Foundation

/// Reads the GraphQL operations out of an HTTP request in the wire format GraphQL over HTTP
/// (and Courier's request builder) uses: a JSON `POST` body holding one request object or a
/// batch array, or a `GET` whose URL query holds `operationName`, `query`, `variables` and
/// `extensions` (the last two as JSON text).
enum MockGraphQLRequestReader {
    /// The operations in `http`, and whether they came as a batch (a JSON array).
    static func operations(in http: HTTPRequest) throws(MockGraphQLTransportError) -> (
        requests: [MockGraphQLRequest], isBatch: Bool
    ) {
        switch http.method {
        case .get:
            return ([try fromQueryItems(of: http)], false)
        case .post:
            if let contentType = http.headerFields["Content-Type"], contentType.lowercased().hasPrefix("multipart/") {
                throw .unreadableRequest(
                    "multipart uploads are not supported by MockGraphQLTransport; use MockHTTPTransport")
            }
            guard let body = http.body, !body.isEmpty else { throw .unreadableRequest("POST without a body") }
            let json: JSONValue
            do { json = try JSONParser.parse(body) } catch {
                throw .unreadableRequest("body is not JSON (\(error))")
            }
            switch json {
            case .object(let object):
                return ([try request(from: object, http)], false)
            case .array(let items):
                var requests: [MockGraphQLRequest] = []
                for item in items {
                    guard case .object(let object) = item else {
                        throw .unreadableRequest("batch entry is not an object")
                    }
                    requests.append(try request(from: object, http))
                }
                return (requests, true)
            default:
                throw .unreadableRequest("body is neither an object nor a batch array")
            }
        default:
            throw .unreadableRequest("method \(http.method) is not GET or POST")
        }
    }

    private static func request(from object: JSONObject, _ http: HTTPRequest) throws(MockGraphQLTransportError)
        -> MockGraphQLRequest
    {
        guard let name = object["operationName"]?.stringValue else {
            throw .unreadableRequest("no operationName (the mock matches operations by name)")
        }
        return MockGraphQLRequest(
            operationName: name,
            variables: object["variables"]?.objectValue ?? JSONObject(),
            query: object["query"]?.stringValue,
            extensions: object["extensions"]?.objectValue ?? JSONObject(),
            httpRequest: http
        )
    }

    private static func fromQueryItems(of http: HTTPRequest) throws(MockGraphQLTransportError) -> MockGraphQLRequest {
        let items = URLComponents(url: http.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        func object(_ name: String) throws(MockGraphQLTransportError) -> JSONObject {
            guard let text = value(name) else { return JSONObject() }
            guard let object = (try? JSONParser.parse(text))?.objectValue else {
                throw .unreadableRequest("URL parameter \(name) is not a JSON object")
            }
            return object
        }
        guard let name = value("operationName") else {
            throw .unreadableRequest("GET without an operationName parameter")
        }
        return MockGraphQLRequest(
            operationName: name,
            variables: try object("variables"),
            query: value("query"),
            extensions: try object("extensions"),
            httpRequest: http
        )
    }
}
