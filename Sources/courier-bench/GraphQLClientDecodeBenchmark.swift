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
/// (decoding only, no transfer).
///
/// The headline is process CPU time, best of several rounds: it holds still on a busy machine,
/// and it charges the fetch with the loopback server's and URLSession's work too, which the
/// baseline does not pay. Beside it: the same in wall time, the transfer alone through the same
/// transport, and the client's former path re-enacted over the same transport (a `JSONValue`
/// tree, then generated types from the tree) as the before figure.
enum GraphQLClientDecodeBenchmark {
    static let rounds = 7

    /// Best CPU and wall seconds of one kind of step.
    struct Best {
        var cpu = Double.infinity
        var wall = Double.infinity

        mutating func measure<T>(_ body: () async throws -> T) async rethrows -> T {
            let (cpuStart, wallStart) = (BenchmarkClock.cpuTime(), BenchmarkClock.now())
            let result = try await body()
            cpu = min(cpu, BenchmarkClock.cpuTime() - cpuStart)
            wall = min(wall, BenchmarkClock.now() - wallStart)
            return result
        }
    }

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
        let request = HTTPRequest(method: .post, url: url, body: Data("{}".utf8))

        var fetch = Best()
        var transfer = Best()
        var treePath = Best()
        var decoder = Best()
        for _ in 0..<rounds {
            let result = try await fetch.measure {
                try await client.fetch(query: query, cachePolicy: .fetchIgnoringCacheCompletely)
            }
            guard result.data?.hero?.friends?.count == expected else { throw BenchmarkFailure.badResponse }
            let raw = try await transfer.measure { try await transport.send(request) }
            guard raw.body.count == body.count else { throw BenchmarkFailure.badResponse }
            let tree = try await treePath.measure {
                let response = try await transport.send(request)
                let json = try response.body.withUnsafeBytes { buffer in try JSONParser.parse(buffer) }
                guard let data = json["data"] else { throw BenchmarkFailure.badResponse }
                return try HeroFriendsOfFriendsNamesQuery.Data(jsonValue: data)
            }
            guard tree.hero?.friends?.count == expected else { throw BenchmarkFailure.badResponse }
            let mirror = try await decoder.measure { try JSONDecoder().decode(MirrorResponse.self, from: body) }
            guard mirror.data.hero?.friends?.count == expected else { throw BenchmarkFailure.badResponse }
        }
        let baselineName = "JSONDecoder into Codable mirror structs, same bytes (decode only)"
        return [
            BenchmarkResult(
                name: "graphql.client_decode_throughput", value: megabytes / fetch.cpu, unit: "MB/s",
                baseline: megabytes / decoder.cpu, baselineName: baselineName + ", CPU time"),
            BenchmarkResult(
                name: "graphql.client_decode_throughput.wall", value: megabytes / fetch.wall, unit: "MB/s",
                baseline: megabytes / decoder.wall, baselineName: baselineName + ", wall time"),
            BenchmarkResult(
                name: "graphql.client_decode_throughput.tree_path", value: megabytes / treePath.cpu, unit: "MB/s",
                baseline: megabytes / decoder.cpu,
                baselineName: "the client's former path re-enacted: transport, JSONValue tree, generated types"),
            BenchmarkResult(
                name: "graphql.client_decode_throughput.transfer_only", value: megabytes / transfer.cpu,
                unit: "MB/s"),
            BenchmarkResult(name: "graphql.client_decode_throughput.bytes", value: Double(body.count), unit: "bytes"),
        ]
    }
}
