import CourierHTTP
import CourierTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `courier-bench http`: request throughput and CPU cost of Courier's transport path against raw
/// URLSession, both posting the same small JSON to a loopback server in this process.
///
/// Each variant sends ``requestCount`` requests with ``concurrency`` in flight, after a warm-up;
/// the variants alternate for ``rounds`` rounds and the best round of each counts. CPU time is the
/// whole process's, so it includes the server's share (the same for both variants).
enum HTTPBenchmark {
    static let requestCount = 2_000
    static let concurrency = 8
    static let rounds = 3
    static let payload = Data(#"{"id":42,"name":"Ada Lovelace","tags":["math","engines"],"active":true,"score":9.5}"#.utf8)

    struct Measurement {
        var requestsPerSecond: Double
        var cpuMicrosecondsPerRequest: Double
    }

    static func run() async throws -> [BenchmarkResult] {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/echo") { request in
            LoopbackResponse(headerFields: ["Content-Type": "application/json"], body: request.body)
        }
        let url = server.url("/echo")
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let transport = MiddlewareTransport(transport: URLSessionTransport(), middlewares: [])
        let request = HTTPRequest(method: .post, url: url, headerFields: ["Content-Type": "application/json"], body: payload)

        let raw: @Sendable () async throws -> Void = { try await rawPost(session: session, url: url) }
        let courier: @Sendable () async throws -> Void = {
            let response = try await transport.send(request)
            guard response.statusCode == 200, response.body == payload else { throw BenchmarkFailure.badResponse }
        }
        _ = try await measure(count: 200, raw)
        _ = try await measure(count: 200, courier)
        var rawBest = Measurement(requestsPerSecond: 0, cpuMicrosecondsPerRequest: .infinity)
        var courierBest = rawBest
        for _ in 0..<rounds {
            rawBest = best(rawBest, try await measure(count: requestCount, raw))
            courierBest = best(courierBest, try await measure(count: requestCount, courier))
        }
        let baselineName = "raw URLSession dataTask"
        return [
            BenchmarkResult(name: "http.raw_urlsession.requests_per_second", value: rawBest.requestsPerSecond, unit: "req/s"),
            BenchmarkResult(name: "http.raw_urlsession.cpu_per_request", value: rawBest.cpuMicrosecondsPerRequest, unit: "us"),
            BenchmarkResult(
                name: "http.transport.requests_per_second", value: courierBest.requestsPerSecond, unit: "req/s",
                baseline: rawBest.requestsPerSecond, baselineName: baselineName
            ),
            BenchmarkResult(
                name: "http.transport.cpu_per_request", value: courierBest.cpuMicrosecondsPerRequest, unit: "us",
                baseline: rawBest.cpuMicrosecondsPerRequest, baselineName: baselineName, higherIsBetter: false
            ),
        ]
    }

    /// Sends `count` requests with ``concurrency`` workers.
    static func measure(count: Int, _ send: @escaping @Sendable () async throws -> Void) async throws -> Measurement {
        let wallStart = BenchmarkClock.now()
        let cpuStart = BenchmarkClock.cpuTime()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<concurrency {
                let share = count / concurrency + (worker < count % concurrency ? 1 : 0)
                group.addTask {
                    for _ in 0..<share { try await send() }
                }
            }
            try await group.waitForAll()
        }
        let wall = BenchmarkClock.now() - wallStart
        let cpu = BenchmarkClock.cpuTime() - cpuStart
        return Measurement(requestsPerSecond: Double(count) / wall, cpuMicrosecondsPerRequest: cpu / Double(count) * 1e6)
    }

    static func best(_ a: Measurement, _ b: Measurement) -> Measurement {
        Measurement(
            requestsPerSecond: max(a.requestsPerSecond, b.requestsPerSecond),
            cpuMicrosecondsPerRequest: min(a.cpuMicrosecondsPerRequest, b.cpuMicrosecondsPerRequest)
        )
    }

    /// The baseline: a completion-handler data task bridged to async with one continuation.
    static func rawPost(session: URLSession, url: URL) async throws {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "POST"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        urlRequest.httpBody = payload
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            session.dataTask(with: urlRequest) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                guard (response as? HTTPURLResponse)?.statusCode == 200, data == payload else {
                    return continuation.resume(throwing: BenchmarkFailure.badResponse)
                }
                continuation.resume()
            }.resume()
        }
    }
}

/// Why a benchmark run was rejected.
enum BenchmarkFailure: Error {
    /// The server's answer was not the echoed payload.
    case badResponse
}
