import Foundation
import GraphQLLanguage

/// Parser throughput on GitHub's public schema (368 KB of SDL), against graphql-core's `parse`
/// measured in the same run through a `python3` subprocess. Times are CPU times (best of three).
///
/// The schema is read from `COURIER_BENCH_GITHUB_SCHEMA`, or from
/// `Tests/GraphQLLanguageTests/Fixtures/github/schema.graphql` under the current directory.
/// `COURIER_BENCH_PARSE_ITERATIONS` sets the number of timed parses (default 200, best of five rounds);
/// `COURIER_BENCH_SKIP_BASELINE=1` skips graphql-core (e.g. to count instructions with `perf stat`).
enum ParseBenchmark {
    /// Runs the suite.
    /// - Returns: Throughput (MB/s), time per parse (ms), lexing throughput and peak memory.
    /// - Throws: When the schema cannot be read or does not parse.
    static func run() async throws -> [BenchmarkResult] {
        let environment = ProcessInfo.processInfo.environment
        let path =
            environment["COURIER_BENCH_GITHUB_SCHEMA"] ?? "Tests/GraphQLLanguageTests/Fixtures/github/schema.graphql"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let iterations = environment["COURIER_BENCH_PARSE_ITERATIONS"].flatMap(Int.init) ?? 200
        let megabytes = Double(text.utf8.count) / 1_000_000
        let source = Source(text, name: path)

        var definitions = 0
        for _ in 0..<5 { definitions = try parse(source).definitions.count }  // warm-up
        let seconds = try bestOf(5) {
            for _ in 0..<iterations { _ = try parse(source) }
        }
        let perParse = seconds / Double(iterations)
        let lexSeconds = try bestOf(5) {
            for _ in 0..<iterations {
                var lexer = Lexer(source: source)
                while try lexer.next().kind != .eof {}
            }
        }
        let baseline = environment["COURIER_BENCH_SKIP_BASELINE"] == "1" ? nil : graphQLCoreSecondsPerParse(path: path)

        let reference = baseline.map { "graphql-core \($0.version) parse (python3)" }
        var results = [
            BenchmarkResult(
                name: "parse.github_schema.throughput", value: megabytes / perParse, unit: "MB/s",
                baseline: baseline.map { megabytes / $0.seconds }, baselineName: reference),
            BenchmarkResult(
                name: "parse.github_schema.time_per_parse", value: perParse * 1000, unit: "ms",
                baseline: baseline.map { $0.seconds * 1000 }, baselineName: reference, higherIsBetter: false),
            BenchmarkResult(
                name: "parse.github_schema.lex_throughput", value: megabytes * Double(iterations) / lexSeconds,
                unit: "MB/s"),
            BenchmarkResult(name: "parse.peak_memory", value: BenchmarkClock.peakMemoryBytes(), unit: "bytes"),
        ]
        if definitions == 0 { results.removeAll() }
        return results
    }

    /// The shortest CPU time of `rounds` runs of `body`, in seconds. CPU time rather than wall
    /// time, so that other processes on a busy machine do not distort the figure; the baseline
    /// is measured the same way (`time.process_time`).
    private static func bestOf(_ rounds: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = BenchmarkClock.cpuTime()
            try body()
            best = min(best, BenchmarkClock.cpuTime() - start)
        }
        return best
    }

    /// graphql-core's best time per parse of the file, or `nil` when python3 or graphql-core is
    /// missing.
    private static func graphQLCoreSecondsPerParse(path: String) -> (seconds: Double, version: String)? {
        let script = """
            import sys, time, graphql
            text = open(sys.argv[1], encoding="utf-8").read()
            graphql.parse(text)
            best = float("inf")
            for _ in range(3):
                start = time.process_time()
                for _ in range(5):
                    graphql.parse(text)
                best = min(best, (time.process_time() - start) / 5)
            print(best, graphql.__version__)
            """
        return PythonBaseline.secondsAndVersion(script, arguments: [path])
    }
}
