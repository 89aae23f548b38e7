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
/// the variants alternate for ``rounds`` rounds. The headline figures are each variant's best
/// round; the `median_` figures its median round, a check on a lucky best. On a shared machine a
/// round can lose a fifth of its throughput to other work, so one or two rounds per variant
/// decide little: eight rounds do. CPU time is the whole process's, so it includes the server's
/// share (the same for both variants).
enum HTTPBenchmark {
    static let requestCount = 2_000
    static let concurrency = 8
    /// Rounds per variant: `COURIER_BENCH_HTTP_ROUNDS`, 8 by default.
    static let rounds = max(1, ProcessInfo.processInfo.environment["COURIER_BENCH_HTTP_ROUNDS"].flatMap(Int.init) ?? 8)
    /// With `COURIER_BENCH_VERBOSE=1`, every round's figures go to standard error.
    static let verbose = ProcessInfo.processInfo.environment["COURIER_BENCH_VERBOSE"] == "1"
    static let payload = Data(
        #"{"active":true,"id":42,"name":"Ada Lovelace","score":9.5,"tags":["math","engines"]}"#.utf8)

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
        let server = try HTTPBenchmark.makeEchoServer()
        defer { server.stop() }
        let url = server.url("/echo")
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let transport = MiddlewareTransport(transport: URLSessionTransport(), middlewares: [])
        let request = HTTPRequest(
            method: .post, url: url, headerFields: ["Content-Type": "application/json"], body: payload)

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
        let rawDecoding: @Sendable () async throws -> Void = {
            try await rawPost(session: session, url: url, decode: true)
        }
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
        let rounds = try await measureRounds(of: [raw, rawDecoding, bare, full, plain], label: "http")
        return results(name: "http.raw_urlsession", rounds[0], baseline: nil, baselineName: "")
            + results(name: "http.raw_urlsession_decoding", rounds[1], baseline: nil, baselineName: "")
            + results(name: "http.transport", rounds[2], baseline: rounds[0], baselineName: "raw URLSession dataTask")
            + results(
                name: "http.api_client", rounds[3], baseline: rounds[1],
                baselineName: "raw URLSession dataTask + JSONDecoder")
            + results(
                name: "http.api_client_no_middleware", rounds[4], baseline: rounds[1],
                baselineName: "raw URLSession dataTask + JSONDecoder")
    }

    /// A loopback server whose `POST /echo` answers with the request's body as JSON.
    static func makeEchoServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        server.route(.post, "/echo") { request in
            LoopbackResponse(headerFields: ["Content-Type": "application/json"], body: request.body)
        }
        return server
    }

    /// Warms every variant up, then runs them in turn for ``rounds`` rounds.
    /// - Returns: Each variant's measurement in every round, in the order of `variants`.
    static func measureRounds(of variants: [@Sendable () async throws -> Void], label: String) async throws
        -> [[Measurement]]
    {
        for variant in variants { _ = try await measure(count: 200, variant) }
        var measured = Array(repeating: [Measurement](), count: variants.count)
        for _ in 0..<rounds {
            for (index, variant) in variants.enumerated() {
                let round = try await measure(count: requestCount, variant)
                if verbose { report(round: "\(label) variant \(index)", round) }
                measured[index].append(round)
            }
        }
        return measured
    }

    /// The figures of one variant, with ratios against `baseline` when given: the best round of
    /// each (the headline figures) and the median round of each (`median_` names).
    static func results(name: String, _ rounds: [Measurement], baseline: [Measurement]?, baselineName: String)
        -> [BenchmarkResult]
    {
        let bestRound = best(of: rounds)
        let medianRound = median(of: rounds)
        let baselineBest = baseline.map(best(of:))
        let baselineMedian = baseline.map(median(of:))
        let label = baseline == nil ? nil : baselineName
        return [
            BenchmarkResult(
                name: "\(name).requests_per_second", value: bestRound.requestsPerSecond, unit: "req/s",
                baseline: baselineBest?.requestsPerSecond, baselineName: label
            ),
            BenchmarkResult(
                name: "\(name).cpu_per_request", value: bestRound.cpuMicrosecondsPerRequest, unit: "us",
                baseline: baselineBest?.cpuMicrosecondsPerRequest, baselineName: label, higherIsBetter: false
            ),
            BenchmarkResult(
                name: "\(name).median_requests_per_second", value: medianRound.requestsPerSecond, unit: "req/s",
                baseline: baselineMedian?.requestsPerSecond, baselineName: label
            ),
            BenchmarkResult(
                name: "\(name).median_cpu_per_request", value: medianRound.cpuMicrosecondsPerRequest, unit: "us",
                baseline: baselineMedian?.cpuMicrosecondsPerRequest, baselineName: label, higherIsBetter: false
            ),
        ]
    }

    /// Sends `count` requests from `concurrency` tasks (``concurrency`` by default).
    static func measure(
        count: Int, concurrency: Int = HTTPBenchmark.concurrency, _ send: @escaping @Sendable () async throws -> Void
    ) async throws -> Measurement {
        try await timed(count: count) {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for worker in 0..<concurrency {
                    let share = share(of: count, worker: worker, of: concurrency)
                    group.addTask {
                        for _ in 0..<share { try await send() }
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    /// The wall and process CPU time `body` takes to send `count` requests, per request.
    static func timed(count: Int, _ body: () async throws -> Void) async rethrows -> Measurement {
        let wallStart = BenchmarkClock.now()
        let cpuStart = BenchmarkClock.cpuTime()
        try await body()
        let wall = BenchmarkClock.now() - wallStart
        let cpu = BenchmarkClock.cpuTime() - cpuStart
        return Measurement(
            requestsPerSecond: Double(count) / wall, cpuMicrosecondsPerRequest: cpu / Double(count) * 1e6)
    }

    /// How many of `count` requests worker `worker` of `workers` sends: an even split, the first
    /// workers taking one more when it does not divide.
    static func share(of count: Int, worker: Int, of workers: Int) -> Int {
        count / workers + (worker < count % workers ? 1 : 0)
    }

    /// Writes one round's figures to standard error.
    static func report(round: String, _ measured: Measurement) {
        let line =
            "\(round): \(Int(measured.requestsPerSecond)) req/s, "
            + "\(Int(measured.cpuMicrosecondsPerRequest)) us CPU/request\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The highest throughput and the lowest CPU per request among `rounds`.
    static func best(of rounds: [Measurement]) -> Measurement {
        Measurement(
            requestsPerSecond: rounds.map(\.requestsPerSecond).max() ?? 0,
            cpuMicrosecondsPerRequest: rounds.map(\.cpuMicrosecondsPerRequest).min() ?? .infinity
        )
    }

    /// The median throughput and the median CPU per request of `rounds`.
    static func median(of rounds: [Measurement]) -> Measurement {
        Measurement(
            requestsPerSecond: median(rounds.map(\.requestsPerSecond)),
            cpuMicrosecondsPerRequest: median(rounds.map(\.cpuMicrosecondsPerRequest))
        )
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The baseline's request: a JSON POST of ``person``, encoded with `JSONEncoder` when
    /// `encoding`, else the same bytes already encoded (``payload``).
    static func rawRequest(url: URL, encoding: Bool) throws -> URLRequest {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "POST"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        urlRequest.httpBody = encoding ? try JSONEncoder.sorted.encode(person) : payload
        return urlRequest
    }

    /// The baseline: a completion-handler data task bridged to async with one continuation.
    static func rawPost(session: URLSession, url: URL, decode: Bool) async throws {
        // The decoding baseline also encodes its body, as the client path does.
        let urlRequest = try rawRequest(url: url, encoding: decode)
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
