public import CourierAPI
import CourierHTTP
import Foundation

/// Turns a ``GraphQLRequest`` into an ``HTTPRequest`` per GraphQL over HTTP: a JSON `POST`, a `GET`
/// with URL parameters (queries only), or a multipart upload when the variables hold files.
struct GraphQLRequestBuilder: Sendable {
    /// The media types a client accepts, preferred first.
    static let accept = "application/graphql-response+json, application/json"

    let endpoint: URL
    let headerFields: HTTPFields

    func httpRequest(for request: GraphQLRequest) throws(GraphQLClientError) -> HTTPRequest {
        let uploads: UploadExtractor.Extraction
        do { uploads = try UploadExtractor.extract(from: request.variables, uploads: request.uploads) } catch {
            throw GraphQLClientError(.invalidRequest, operationName: request.operationName, underlyingError: error)
        }
        if !uploads.files.isEmpty {
            var stripped = request
            stripped.variables = uploads.variables
            let operations = try jsonBytes(.object(body(for: stripped)), request)
            let multipart: MultipartRequestBody
            do { multipart = try MultipartRequestBody(operations: operations, files: uploads.files) } catch {
                throw GraphQLClientError(.invalidRequest, operationName: request.operationName, underlyingError: error)
            }
            var http = HTTPRequest(method: .post, url: endpoint)
            http.bodySource = multipart.body
            return finish(http, request, contentType: multipart.contentType, idempotent: false)
        }
        switch request.method {
        case .post:
            let bytes = try jsonBytes(.object(body(for: request)), request)
            return finish(
                HTTPRequest(method: .post, url: endpoint, body: Data(bytes)), request,
                contentType: "application/json", idempotent: request.operationType == .query)
        case .get:
            guard request.operationType == .query else {
                throw GraphQLClientError(
                    .invalidRequest, operationName: request.operationName,
                    underlyingError: GraphQLRequestBuildError.getForNonQuery(request.operationType))
            }
            return finish(
                HTTPRequest(method: .get, url: try getURL(for: request)), request, contentType: nil, idempotent: true)
        }
    }

    /// The body of a batch: a JSON array of the requests' bodies.
    func httpRequest(forBatch requests: [GraphQLRequest]) throws(GraphQLClientError) -> HTTPRequest {
        let array = JSONValue.array(requests.map { .object(body(for: $0)) })
        let name = requests.map(\.operationName).joined(separator: ",")
        let bytes: [UInt8]
        do { bytes = try array.serialized() } catch {
            throw GraphQLClientError(.invalidRequest, operationName: name, underlyingError: error)
        }
        var headers = headerFields
        for field in requests.first?.headerFields ?? [:] { headers.append(name: field.name, value: field.value) }
        headers.append(name: "Accept", value: Self.accept)
        headers.append(name: "Content-Type", value: "application/json")
        let allQueries = requests.allSatisfy { $0.operationType == .query }
        return HTTPRequest(
            method: .post, url: endpoint, headerFields: headers, body: Data(bytes),
            timeoutInterval: requests.compactMap(\.timeoutInterval).max(), isIdempotent: allQueries)
    }

    /// The JSON object of one request: `operationName`, `query`, `variables`, `extensions`.
    func body(for request: GraphQLRequest) -> JSONObject {
        var object = JSONObject()
        object["operationName"] = .string(request.operationName)
        if request.includesDocument, let document = request.document { object["query"] = .string(document) }
        object["variables"] = .object(request.variables)
        if !request.extensions.isEmpty { object["extensions"] = .object(request.extensions) }
        return object
    }

    private func getURL(for request: GraphQLRequest) throws(GraphQLClientError) -> URL {
        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else {
            throw GraphQLClientError(.invalidRequest, operationName: request.operationName)
        }
        var items = components.queryItems ?? []
        if request.includesDocument, let document = request.document {
            items.append(URLQueryItem(name: "query", value: document))
        }
        items.append(URLQueryItem(name: "operationName", value: request.operationName))
        if !request.variables.isEmpty {
            items.append(URLQueryItem(name: "variables", value: try jsonText(.object(request.variables), request)))
        }
        if !request.extensions.isEmpty {
            items.append(URLQueryItem(name: "extensions", value: try jsonText(.object(request.extensions), request)))
        }
        components.queryItems = items
        // `+` is legal in a query but many servers read it as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else {
            throw GraphQLClientError(.invalidRequest, operationName: request.operationName)
        }
        return url
    }

    private func finish(_ http: HTTPRequest, _ request: GraphQLRequest, contentType: String?, idempotent: Bool)
        -> HTTPRequest
    {
        var http = http
        var headers = headerFields
        for field in request.headerFields { headers.append(name: field.name, value: field.value) }
        headers.append(name: "Accept", value: Self.accept)
        if let contentType { headers.append(name: "Content-Type", value: contentType) }
        http.headerFields = headers
        http.timeoutInterval = request.timeoutInterval
        http.isIdempotent = idempotent
        http.uploadProgress = request.uploadProgress
        return http
    }

    private func jsonBytes(_ value: JSONValue, _ request: GraphQLRequest) throws(GraphQLClientError) -> [UInt8] {
        do { return try value.serialized() } catch {
            throw GraphQLClientError(.invalidRequest, operationName: request.operationName, underlyingError: error)
        }
    }

    private func jsonText(_ value: JSONValue, _ request: GraphQLRequest) throws(GraphQLClientError) -> String {
        String(decoding: try jsonBytes(value, request), as: UTF8.self)
    }
}

/// Why a request could not be built.
public enum GraphQLRequestBuildError: Error, Sendable, Hashable {
    /// Only queries may go over GET (GraphQL over HTTP forbids mutations there).
    case getForNonQuery(GraphQLOperationType)
    /// The variables hold a file marker (at `path`) whose ``GraphQLFile`` is not among the
    /// request's ``GraphQLRequest/uploads`` (the variables were edited by hand without adding it).
    case uploadNotFound(path: String)
}
