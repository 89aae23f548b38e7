import CourierHTTP
import CourierREST
import CourierTesting
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `courier-bench http-profile`: one variant of the `http` suite on its own, for profilers.
///
/// `COURIER_PROFILE_VARIANT` names the variant (`raw`, `raw_decoding`, `transport`,
/// `transport_urlcache`, `api_client`, `api_client_no_middleware`; `raw` by default),
/// `COURIER_PROFILE_COUNT` the number of requests (1000 by default) and
/// `COURIER_PROFILE_CONCURRENCY` how many are in flight (1 by default), after
/// `COURIER_PROFILE_WARMUP` requests one at a time that are not measured (none by default). Run it under
/// `perf record` or `perf stat`; `CourierHTTP.docc/Performance.md` shows how.
enum HTTPProfileBenchmark {
    static func run() async throws -> [BenchmarkResult] {
        let environment = ProcessInfo.processInfo.environment
        let variant = environment["COURIER_PROFILE_VARIANT"] ?? "raw"
        let count = environment["COURIER_PROFILE_COUNT"].flatMap { Int($0) } ?? 1000
        let server = try HTTPBenchmark.makeEchoServer()
        defer { server.stop() }
        let url = server.url("/echo")
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let send: @Sendable () async throws -> Void
        switch variant {
        case "raw":
            send = { try await HTTPBenchmark.rawPost(session: session, url: url, decode: false) }
        case "raw_decoding":
            send = { try await HTTPBenchmark.rawPost(session: session, url: url, decode: true) }
        case "transport", "transport_urlcache":
            // `transport_urlcache` gives the session Foundation's default cache, as the raw baseline's has.
            let configuration = URLSessionTransport.Configuration { configuration in
                if variant == "transport_urlcache" { configuration.sessionConfiguration = .ephemeral }
            }
            let transport = MiddlewareTransport(
                transport: URLSessionTransport(configuration: configuration), middlewares: [])
            let request = HTTPRequest(
                method: .post, url: url, headerFields: ["Content-Type": "application/json"], body: HTTPBenchmark.payload
            )
            send = {
                let response = try await transport.send(request)
                guard response.statusCode == 200, response.body == HTTPBenchmark.payload else {
                    throw BenchmarkFailure.badResponse
                }
            }
        case "api_client", "api_client_no_middleware":
            let transport: any HTTPTransport =
                variant == "api_client"
                ? MiddlewareTransport.standard(
                    transport: URLSessionTransport(), headers: .deviceUUID(UUID()), retry: RetryMiddleware(),
                    monitors: [MetricsMonitor()]
                )
                : URLSessionTransport()
            let client = APIClient(baseURL: server.url("/"), transport: transport)
            let endpoint = Endpoint<HTTPBenchmark.Person>("echo", method: .post, body: .json(HTTPBenchmark.person))
            send = {
                guard try await client.send(endpoint) == HTTPBenchmark.person else {
                    throw BenchmarkFailure.badResponse
                }
            }
        default:
            throw BenchmarkFailure.badResponse
        }
        let concurrency = environment["COURIER_PROFILE_CONCURRENCY"].flatMap { Int($0) } ?? 1
        let warmUp = environment["COURIER_PROFILE_WARMUP"].flatMap { Int($0) } ?? 0
        for _ in 0..<warmUp { try await send() }
        let measured = try await HTTPBenchmark.measure(count: count, concurrency: max(1, concurrency), send)
        return [
            BenchmarkResult(
                name: "http_profile.\(variant).requests_per_second", value: measured.requestsPerSecond, unit: "req/s"),
            BenchmarkResult(
                name: "http_profile.\(variant).cpu_per_request", value: measured.cpuMicrosecondsPerRequest, unit: "us",
                higherIsBetter: false
            ),
        ]
    }
}
