import CourierHTTP
import CourierREST
import CourierTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `courier-bench http`: request throughput and CPU cost of Courier's paths against raw
/// URLSession, all posting the same small JSON to a loopback server in this process.
///
/// Variants: the raw baseline (`dataTask` + `JSONDecoder`), the bare transport
/// (`URLSessionTransport` in an empty chain, bytes only), and the full client path (`APIClient`
/// with the standard middleware — device-UUID header, retry, events with a metrics monitor —
/// encoding the body and decoding the JSON answer). The client path is compared with the baseline
/// that also encodes and decodes with Foundation's coders, so both do the same work.
///
/// Each variant sends ``requestCount`` requests with ``concurrency`` in flight, after a warm-up;
/// the variants alternate for ``rounds`` rounds and the best round of each counts. CPU time is the
/// whole process's, so it includes the server's share (the same for both variants).
enum HTTPBenchmark {
    static let requestCount = 2_000
    static let concurrency = 8
    static let rounds = 3
    static let payload = Data(#"{"active":true,"id":42,"name":"Ada Lovelace","score":9.5,"tags":["math","engines"]}"#.utf8)

    /// The payload as a Codable value.
    struct Person: Codable, Equatable, Sendable {
        var active: Bool
        var id: Int
        var name: String
        var score: Double
        var tags: [String]
    }

    static let person = Person(active: true, id: 42, name: "Ada Lovelace", score: 9.5, tags: ["math", "engines"])

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

        let client = APIClient(
            baseURL: server.url("/"),
            transport: MiddlewareTransport.standard(
                transport: URLSessionTransport(),
                headers: .deviceUUID(UUID()),
                retry: RetryMiddleware(),
                monitors: [MetricsMonitor()]
            )
        )
        // The same client without middleware, to tell the middleware's cost from the client's.
        let plainClient = APIClient(baseURL: server.url("/"), transport: URLSessionTransport())
        let endpoint = Endpoint<Person>("echo", method: .post, body: .json(person))

        let raw: @Sendable () async throws -> Void = { try await rawPost(session: session, url: url, decode: false) }
        let rawDecoding: @Sendable () async throws -> Void = { try await rawPost(session: session, url: url, decode: true) }
        let bare: @Sendable () async throws -> Void = {
            let response = try await transport.send(request)
            guard response.statusCode == 200, response.body == payload else { throw BenchmarkFailure.badResponse }
        }
        let full: @Sendable () async throws -> Void = {
            guard try await client.send(endpoint) == person else { throw BenchmarkFailure.badResponse }
        }
        let plain: @Sendable () async throws -> Void = {
            guard try await plainClient.send(endpoint) == person else { throw BenchmarkFailure.badResponse }
        }
        let variants = [raw, rawDecoding, bare, full, plain]
        for variant in variants { _ = try await measure(count: 200, variant) }
        var bests = Array(repeating: Measurement(requestsPerSecond: 0, cpuMicrosecondsPerRequest: .infinity), count: variants.count)
        for _ in 0..<rounds {
            for (index, variant) in variants.enumerated() {
                bests[index] = best(bests[index], try await measure(count: requestCount, variant))
            }
        }
        return results(name: "http.raw_urlsession", bests[0], baseline: nil, baselineName: "")
            + results(name: "http.raw_urlsession_decoding", bests[1], baseline: nil, baselineName: "")
            + results(name: "http.transport", bests[2], baseline: bests[0], baselineName: "raw URLSession dataTask")
            + results(name: "http.api_client", bests[3], baseline: bests[1], baselineName: "raw URLSession dataTask + JSONDecoder")
            + results(name: "http.api_client_no_middleware", bests[4], baseline: bests[1], baselineName: "raw URLSession dataTask + JSONDecoder")
    }

    /// The two figures of one variant, with ratios against `baseline` when given.
    static func results(name: String, _ measured: Measurement, baseline: Measurement?, baselineName: String) -> [BenchmarkResult] {
        [
            BenchmarkResult(
                name: "\(name).requests_per_second", value: measured.requestsPerSecond, unit: "req/s",
                baseline: baseline?.requestsPerSecond, baselineName: baseline == nil ? nil : baselineName
            ),
            BenchmarkResult(
                name: "\(name).cpu_per_request", value: measured.cpuMicrosecondsPerRequest, unit: "us",
                baseline: baseline?.cpuMicrosecondsPerRequest, baselineName: baseline == nil ? nil : baselineName,
                higherIsBetter: false
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
    static func rawPost(session: URLSession, url: URL, decode: Bool) async throws {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "POST"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        // The decoding baseline also encodes its body, as the client path does.
        urlRequest.httpBody = decode ? try JSONEncoder.sorted.encode(person) : payload
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            session.dataTask(with: urlRequest) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                guard (response as? HTTPURLResponse)?.statusCode == 200, let data else {
                    return continuation.resume(throwing: BenchmarkFailure.badResponse)
                }
                if decode {
                    guard (try? JSONDecoder().decode(Person.self, from: data)) == person else {
                        return continuation.resume(throwing: BenchmarkFailure.badResponse)
                    }
                } else if data != payload {
                    return continuation.resume(throwing: BenchmarkFailure.badResponse)
                }
                continuation.resume()
            }.resume()
        }
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, matching `APIConfiguration`'s default output.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

/// Why a benchmark run was rejected.
enum BenchmarkFailure: Error {
    /// The server's answer was not the echoed payload.
    case badResponse
}
