import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import StarWarsFixtureAPI

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `graphql.client_decode_throughput`: a 5 MB Star Wars response (the codegen benchmark's) fetched
/// with `GraphQLClient.fetch` from the in-process loopback server, without a cache write
/// (`.fetchIgnoringCacheCompletely`), into the generated `HeroFriendsOfFriendsNamesQuery.Data` —
/// what an app gets — against `JSONDecoder` decoding the same bytes into Codable mirror structs
/// (decoding only, no transfer). Wall time, best of several rounds; the transfer alone through the
/// same transport is reported beside it, to show how much of the figure is the transport's.
enum GraphQLClientDecodeBenchmark {
    static let rounds = 7

    static func run() async throws -> [BenchmarkResult] {
        let body = CodegenDecodeBenchmark.response(minimumBytes: CodegenDecodeBenchmark.minimumBytes)
        let megabytes = Double(body.count) / 1_000_000
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/graphql") { _ in
            LoopbackResponse(headerFields: ["Content-Type": "application/graphql-response+json"], body: body)
        }
        let url = server.url("/graphql")
        let transport = URLSessionTransport()
        let client = GraphQLClient(endpoint: url, transport: transport)
        let query = HeroFriendsOfFriendsNamesQuery()
        let expected = try JSONDecoder().decode(MirrorResponse.self, from: body).data.hero?.friends?.count

        var fetchBest = Double.infinity
        var transferBest = Double.infinity
        var decoderBest = Double.infinity
        for _ in 0..<rounds {
            var start = BenchmarkClock.now()
            let result = try await client.fetch(query: query, cachePolicy: .fetchIgnoringCacheCompletely)
            fetchBest = min(fetchBest, BenchmarkClock.now() - start)
            guard result.data?.hero?.friends?.count == expected else { throw BenchmarkFailure.badResponse }

            start = BenchmarkClock.now()
            let raw = try await transport.send(HTTPRequest(method: .post, url: url, body: Data("{}".utf8)))
            transferBest = min(transferBest, BenchmarkClock.now() - start)
            guard raw.body.count == body.count else { throw BenchmarkFailure.badResponse }

            start = BenchmarkClock.now()
            let mirror = try JSONDecoder().decode(MirrorResponse.self, from: body)
            decoderBest = min(decoderBest, BenchmarkClock.now() - start)
            guard mirror.data.hero?.friends?.count == expected else { throw BenchmarkFailure.badResponse }
        }
        return [
            BenchmarkResult(
                name: "graphql.client_decode_throughput", value: megabytes / fetchBest, unit: "MB/s",
                baseline: megabytes / decoderBest,
                baselineName: "JSONDecoder into Codable mirror structs, same bytes (decode only)"),
            BenchmarkResult(
                name: "graphql.client_decode_throughput.transfer_only", value: megabytes / transferBest,
                unit: "MB/s"),
            BenchmarkResult(name: "graphql.client_decode_throughput.bytes", value: Double(body.count), unit: "bytes"),
        ]
    }
}
