import CourierHTTP
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The requests `fetch-schema` sends: a probe for the optional introspection fields, the
/// introspection query with the supported ones, and the conservative query when the server
/// rejects that.
struct IntrospectionClient {
    /// Why no introspection result arrived.
    enum Failure: Error {
        /// No response (connection, timeout…).
        case transport(any Error)
        /// A response with a status other than 2xx.
        case status(Int, excerpt: String)

        /// One line for standard error.
        func description(endpoint: String) -> String {
            switch self {
            case .transport(let error): "fetching the schema from \(endpoint) failed: \(error)"
            case .status(let code, let excerpt):
                "\(endpoint) answered with status \(code)\(excerpt.isEmpty ? "" : ": \(excerpt)")"
            }
        }
    }

    let url: URL
    let headerFields: HTTPFields
    let timeout: TimeInterval

    /// The answer to the richest introspection query the server accepts; notes on standard
    /// error say when the probe or the full query was rejected.
    func fetchSchema(output: some OutputStreams) -> Result<HTTPResponse, Failure> {
        let features: IntrospectionFeatures
        switch post(IntrospectionFeatures.probeQuery, operationName: "IntrospectionProbe") {
        case .failure(.transport(let error)): return .failure(.transport(error))
        // A server that rejects the probe still gets the conservative query, whose answer decides.
        case .failure(.status): features = .conservative
        case .success(let answer): features = IntrospectionFeatures(probeAnswer: answer.body) ?? .conservative
        }
        let first = post(IntrospectionQuery.text(features), operationName: "IntrospectionQuery")
        guard features != .conservative else { return first }
        let reason: String
        switch first {
        case .failure(.transport): return first
        case .failure(.status(let code, _)): reason = "status \(code)"
        case .success(let response):
            if Self.hasSchema(response.body) { return first }
            reason = GraphQLErrorsExcerpt.messages(in: response.body) ?? "no __schema in the answer"
        }
        output.error(
            "courier: note: the server rejected the introspection query (\(reason)); "
                + "retrying with the conservative query"
        )
        return post(IntrospectionQuery.text(.conservative), operationName: "IntrospectionQuery")
    }

    private func post(_ query: String, operationName: String) -> Result<HTTPResponse, Failure> {
        let body: Data
        do {
            body = try JSONSerialization.data(
                withJSONObject: ["query": query, "operationName": operationName], options: [.sortedKeys])
        } catch {
            return .failure(.transport(error))
        }
        let request = HTTPRequest(
            method: .post, url: url, headerFields: headerFields, body: body, timeoutInterval: timeout)
        switch BlockingCall.run({ try await URLSessionTransport().send(request) }) {
        case .failure(let error): return .failure(.transport(error))
        case .success(let response):
            guard (200..<300).contains(response.statusCode) else {
                return .failure(
                    .status(response.statusCode, excerpt: String(decoding: response.body.prefix(500), as: UTF8.self)))
            }
            return .success(response)
        }
    }

    /// Whether `body` is a JSON object with `data.__schema`.
    static func hasSchema(_ body: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return false }
        return (object["data"] as? [String: Any])?["__schema"] is [String: Any]
    }
}
