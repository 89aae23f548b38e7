import Foundation

/// `courier-bench http-isolated`: the `http` comparison with every variant alone in a fresh
/// process, so that no variant runs beside another's sessions, connections, server threads or
/// heap.
///
/// Each round starts one `courier-bench http-profile` process per variant, in turn (2,000
/// requests, 8 in flight, after 200 warm-up requests), for ``rounds`` rounds
/// (`COURIER_BENCH_HTTP_ROUNDS`, 5 by default here). Figures are each variant's best and median
/// round, named as in the `http` suite; the client variants are compared with the raw task +
/// `JSONDecoder`, the transport with the raw task. The child processes inherit this one's
/// scheduling policy (run it under `chrt` as the other suites).
enum HTTPIsolatedBenchmark {
    static let variants = ["raw", "raw_decoding", "transport", "api_client", "api_client_no_middleware"]

    static func run() async throws -> [BenchmarkResult] {
        let rounds = max(1, ProcessInfo.processInfo.environment["COURIER_BENCH_HTTP_ROUNDS"].flatMap(Int.init) ?? 5)
        var measured: [String: [HTTPBenchmark.Measurement]] = [:]
        for _ in 0..<rounds {
            for variant in variants {
                let round = try runChild(variant: variant)
                if HTTPBenchmark.verbose { HTTPBenchmark.report(round: "http-isolated \(variant)", round) }
                measured[variant, default: []].append(round)
            }
        }
        func results(_ variant: String, baseline: String?, _ baselineName: String) -> [BenchmarkResult] {
            HTTPBenchmark.results(
                name: "http_isolated.\(variant)", measured[variant] ?? [],
                baseline: baseline.map { measured[$0] ?? [] }, baselineName: baselineName
            )
        }
        let decoding = "raw URLSession dataTask + JSONDecoder, own process"
        return results("raw", baseline: nil, "")
            + results("raw_decoding", baseline: nil, "")
            + results("transport", baseline: "raw", "raw URLSession dataTask, own process")
            + results("api_client", baseline: "raw_decoding", decoding)
            + results("api_client_no_middleware", baseline: "raw_decoding", decoding)
    }

    /// Runs one variant in a child `courier-bench http-profile` and reads its two figures.
    static func runChild(variant: String) throws -> HTTPBenchmark.Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["http-profile"]
        var environment = ProcessInfo.processInfo.environment
        environment["COURIER_PROFILE_VARIANT"] = variant
        environment["COURIER_PROFILE_COUNT"] = String(HTTPBenchmark.requestCount)
        environment["COURIER_PROFILE_CONCURRENCY"] = String(HTTPBenchmark.concurrency)
        environment["COURIER_PROFILE_WARMUP"] = "200"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchmarkFailure.badResponse }
        var figures: [String: Double] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let name = object["name"] as? String, let value = object["value"] as? Double
            else { continue }
            figures[name] = value
        }
        guard let rate = figures["http_profile.\(variant).requests_per_second"],
            let cpu = figures["http_profile.\(variant).cpu_per_request"]
        else { throw BenchmarkFailure.badResponse }
        return HTTPBenchmark.Measurement(requestsPerSecond: rate, cpuMicrosecondsPerRequest: cpu)
    }
}
