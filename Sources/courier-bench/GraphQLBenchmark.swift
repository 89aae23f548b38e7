import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `courier-bench graphql`: throughput and CPU per request of `GraphQLClient.fetch` on a small
/// query against raw URLSession posting the same bytes to the same in-process loopback server,
/// and the time to decode a large response into generated-style types.
///
/// The loopback server answers every POST with one canned JSON response. Variants alternate for
/// ``HTTPBenchmark/rounds`` rounds with ``HTTPBenchmark/concurrency`` requests in flight; the best
/// round of each counts, and the median round is reported beside it. CPU time is the whole
/// process's (server included, the same for all).
enum GraphQLBenchmark {
    static let smallResponse = Data(#"{"data":{"hero":{"__typename":"Droid","name":"R2-D2"}}}"#.utf8)
    static let largeCount = 10_000

    static func run() async throws -> [BenchmarkResult] {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(headerFields: ["Content-Type": "application/graphql-response+json"], body: smallResponse)
        }
        let url = server.url("/graphql")
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let client = GraphQLClient(endpoint: url, transport: URLSessionTransport())
        let dataTaskClient = GraphQLClient(endpoint: url, transport: DataTaskTransport(session: session))
        let query = BenchHeroQuery(episode: "JEDI")
        let body = try requestBody(for: query)

        let raw: @Sendable () async throws -> Void = {
            try await rawPost(session: session, url: url, body: body, parse: false)
        }
        let rawParsing: @Sendable () async throws -> Void = {
            try await rawPost(session: session, url: url, body: body, parse: true)
        }
        // The network path as the baseline takes it: no cache read or write (the client's default
        // policy would answer every request after the first from its store).
        let fetch: @Sendable () async throws -> Void = {
            guard
                try await client.fetch(query: query, cachePolicy: .fetchIgnoringCacheCompletely).data?.hero?.name
                    == "R2-D2"
            else { throw BenchmarkFailure.badResponse }
        }
        // The same, writing every answer to the normalized store, as an app's client does.
        let fetchWritingCache: @Sendable () async throws -> Void = {
            guard try await client.fetch(query: query, cachePolicy: .fetchIgnoringCacheData).data?.hero?.name == "R2-D2"
            else { throw BenchmarkFailure.badResponse }
        }
        // The same client over a transport that bridges a completion-handler data task, as the
        // baseline does: what the GraphQL layer itself costs, apart from URLSessionTransport.
        let fetchDataTask: @Sendable () async throws -> Void = {
            guard
                try await dataTaskClient.fetch(query: query, cachePolicy: .fetchIgnoringCacheCompletely).data?.hero?
                    .name == "R2-D2"
            else { throw BenchmarkFailure.badResponse }
        }
        let bests = try await HTTPBenchmark.measureRounds(
            of: [raw, rawParsing, fetch, fetchDataTask, fetchWritingCache], label: "graphql")
        return HTTPBenchmark.results(name: "graphql.raw_urlsession", bests[0], baseline: nil, baselineName: "")
            + HTTPBenchmark.results(
                name: "graphql.raw_urlsession_jsonserialization", bests[1], baseline: nil, baselineName: "")
            + HTTPBenchmark.results(
                name: "graphql.client_fetch", bests[2], baseline: bests[0],
                baselineName: "raw URLSession dataTask, same bytes")
            + HTTPBenchmark.results(
                name: "graphql.client_fetch_datatask_transport", bests[3], baseline: bests[0],
                baselineName: "raw URLSession dataTask, same bytes")
            + HTTPBenchmark.results(
                name: "graphql.client_fetch_writing_cache", bests[4], baseline: bests[0],
                baselineName: "raw URLSession dataTask, same bytes")
            + (try await largeDecode())
            + (try await GraphQLClientDecodeBenchmark.run())
    }

    /// The body the client sends for `query`, so the baseline posts the same bytes.
    static func requestBody(for query: BenchHeroQuery) throws -> Data {
        let object: JSONObject = [
            "operationName": .string(BenchHeroQuery.operationName),
            "query": .string(BenchHeroQuery.operationDocument ?? ""),
            "variables": .object(query.__variables),
        ]
        return Data(try JSONValue.object(object).serialized())
    }

    static func rawPost(session: URLSession, url: URL, body: Data, parse: Bool) async throws {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/graphql-response+json, application/json", forHTTPHeaderField: "Accept")
        request.httpBody = body
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            session.dataTask(with: request) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                guard (response as? HTTPURLResponse)?.statusCode == 200, let data, data == smallResponse else {
                    return continuation.resume(throwing: BenchmarkFailure.badResponse)
                }
                if parse, (try? JSONSerialization.jsonObject(with: data)) == nil {
                    return continuation.resume(throwing: BenchmarkFailure.badResponse)
                }
                continuation.resume()
            }.resume()
        }
    }

    /// Decoding a response of ``largeCount`` characters through the client's response path (an
    /// in-memory transport, so only parsing and decoding count), against `JSONSerialization`
    /// parsing the same bytes into `Any`.
    static func largeDecode() async throws -> [BenchmarkResult] {
        let items = (0..<largeCount).map { index in
            #"{"__typename":"Human","id":"\#(1000 + index)","name":"Character "#
                + #"\#(index)","appearsIn":["NEWHOPE","EMPIRE","JEDI"],"mass":\#(50 + index % 50).5}"#
        }
        let body = Data((#"{"data":{"allCharacters":["# + items.joined(separator: ",") + "]}}").utf8)
        let response = HTTPResponse(statusCode: 200, headerFields: ["Content-Type": "application/json"], body: body)
        let client = GraphQLClient(
            endpoint: URL(string: "http://127.0.0.1/graphql")!, transport: CannedTransport(response: response))
        var best = Double.infinity
        var baseline = Double.infinity
        for _ in 0..<5 {
            let start = BenchmarkClock.now()
            let result = try await client.fetch(
                query: BenchAllCharactersQuery(), cachePolicy: .fetchIgnoringCacheCompletely)
            best = min(best, BenchmarkClock.now() - start)
            guard result.data?.allCharacters.count == largeCount else { throw BenchmarkFailure.badResponse }
            let baselineStart = BenchmarkClock.now()
            guard (try JSONSerialization.jsonObject(with: body)) is [String: Any] else {
                throw BenchmarkFailure.badResponse
            }
            baseline = min(baseline, BenchmarkClock.now() - baselineStart)
        }
        return [
            BenchmarkResult(
                name: "graphql.decode_large_response", value: best * 1000, unit: "ms",
                baseline: baseline * 1000, baselineName: "JSONSerialization.jsonObject (parse only, untyped)",
                higherIsBetter: false
            ),
            BenchmarkResult(
                name: "graphql.decode_large_response.objects_per_second", value: Double(largeCount) / best,
                unit: "objects/s"),
            BenchmarkResult(name: "graphql.decode_large_response.bytes", value: Double(body.count), unit: "bytes"),
        ]
    }
}

/// A minimal transport over a completion-handler data task, the baseline's mechanism.
private struct DataTaskTransport: HTTPTransport {
    let session: URLSession

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headerFields { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }
        urlRequest.httpBody = request.body
        return try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: urlRequest) { data, response, error in
                if let error {
                    return continuation.resume(
                        throwing: HTTPError(.transport, request: request, underlyingError: error))
                }
                guard let http = response as? HTTPURLResponse else {
                    return continuation.resume(throwing: HTTPError(.transport, request: request))
                }
                var fields = HTTPFields()
                for case (let name as String, let value as String) in http.allHeaderFields {
                    fields.append(name: name, value: value)
                }
                continuation.resume(
                    returning: HTTPResponse(
                        statusCode: http.statusCode, headerFields: fields, body: data ?? Data(), url: http.url))
            }.resume()
        }
    }
}

/// A transport that answers every request with one canned response, without I/O.
struct CannedTransport: HTTPTransport {
    let response: HTTPResponse
    func send(_ request: HTTPRequest) async throws -> HTTPResponse { response }
}

/// `query Hero($episode: String) { hero(episode: $episode) { __typename name } }`, in the shape
/// codegen produces.
struct BenchHeroQuery: GraphQLQuery {
    static let operationName = "Hero"
    static let operationDocument: String? =
        "query Hero($episode: Episode) { hero(episode: $episode) { __typename name } }"
    var episode: String
    var __variables: JSONObject { ["episode": .string(episode)] }

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

/// `query AllCharacters { allCharacters { __typename id name appearsIn mass } }`.
struct BenchAllCharactersQuery: GraphQLQuery {
    static let operationName = "AllCharacters"
    static let operationDocument: String? =
        "query AllCharacters { allCharacters { __typename id name appearsIn ... on Human { mass } } }"

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("allCharacters", [Character].self)]
        let allCharacters: [Character]
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { allCharacters = try r.field("allCharacters") }
        var __json: JSONObject { .__object(["allCharacters": allCharacters]) }

        struct Character: SelectionSet {
            static let __selections: [Selection] = [
                .field("id", String.self), .field("name", String.self), .field("appearsIn", [String?].self),
                .field("mass", Double?.self),
            ]
            let __typename: String
            let id: String
            let name: String
            let appearsIn: [String?]
            let mass: Double?
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                __typename = try r.typename()
                id = try r.field("id")
                name = try r.field("name")
                appearsIn = try r.field("appearsIn")
                mass = try r.field("mass")
            }
            var __json: JSONObject {
                .__object(["__typename": __typename, "id": id, "name": name, "appearsIn": appearsIn, "mass": mass])
            }
        }
    }
}
