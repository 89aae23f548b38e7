import CourierHTTP
import CourierREST
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `courier-bench http-overhead`: the CPU the client path adds per request, without a network.
///
/// The transport answers at once with the echoed body, so what is left is Courier's own work:
/// building the request (URL, headers, JSON body), the middleware, validation and decoding. The
/// baseline is what a raw URLSession caller does around the network for the same exchange:
/// building a `URLRequest`, encoding the body and decoding the answer with Foundation's coders.
/// Single task, no concurrency; the best of ``rounds`` rounds counts.
enum HTTPOverheadBenchmark {
    static let requestCount = 20_000
    static let rounds = 5

    /// A transport that echoes the request body with a 200 at once.
    struct EchoTransport: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            HTTPResponse(
                statusCode: 200, headerFields: ["Content-Type": "application/json"], body: request.body ?? Data())
        }
    }

    static func run() async throws -> [BenchmarkResult] {
        let baseURL = URL(string: "http://127.0.0.1:8080/")!
        let url = URL(string: "http://127.0.0.1:8080/echo")!
        let client = APIClient(
            baseURL: baseURL,
            transport: MiddlewareTransport.standard(
                transport: EchoTransport(), headers: .deviceUUID(UUID()), retry: RetryMiddleware(),
                monitors: [MetricsMonitor()]
            )
        )
        let plainClient = APIClient(baseURL: baseURL, transport: EchoTransport())
        let endpoint = Endpoint<HTTPBenchmark.Person>("echo", method: .post, body: .json(HTTPBenchmark.person))
        let person = HTTPBenchmark.person

        let baseline: @Sendable () async throws -> Void = {
            let urlRequest = try HTTPBenchmark.rawRequest(url: url, encoding: true)
            guard let body = urlRequest.httpBody,
                try JSONDecoder().decode(HTTPBenchmark.Person.self, from: body) == person
            else {
                throw BenchmarkFailure.badResponse
            }
        }
        let full: @Sendable () async throws -> Void = {
            guard try await client.send(endpoint) == person else { throw BenchmarkFailure.badResponse }
        }
        let plain: @Sendable () async throws -> Void = {
            guard try await plainClient.send(endpoint) == person else { throw BenchmarkFailure.badResponse }
        }
        let variants = [baseline, full, plain]
        var bests = Array(repeating: Double.infinity, count: variants.count)
        for _ in 0..<rounds {
            for (index, variant) in variants.enumerated() {
                let start = BenchmarkClock.cpuTime()
                for _ in 0..<requestCount { try await variant() }
                bests[index] = min(bests[index], (BenchmarkClock.cpuTime() - start) / Double(requestCount) * 1e6)
            }
        }
        let baselineName = "URLRequest + JSONEncoder + JSONDecoder"
        return [
            BenchmarkResult(
                name: "http_overhead.baseline.cpu_per_request", value: bests[0], unit: "us", higherIsBetter: false),
            BenchmarkResult(
                name: "http_overhead.api_client.cpu_per_request", value: bests[1], unit: "us",
                baseline: bests[0], baselineName: baselineName, higherIsBetter: false
            ),
            BenchmarkResult(
                name: "http_overhead.api_client_no_middleware.cpu_per_request", value: bests[2], unit: "us",
                baseline: bests[0], baselineName: baselineName, higherIsBetter: false
            ),
        ]
    }
}
