import Foundation
import GraphQLLanguage

/// `courier-bench schema`: parses and builds the GitHub schema fixture (368 KB of SDL) repeatedly,
/// and compares with graphql-core's `build_schema(source)` run in a Python subprocess in the same
/// run; then reads the same schema as an introspection result (``IntrospectionLoadBenchmark``).
/// Times are CPU time (best round). Run from the package root (the fixture path is relative to the
/// current directory).
enum SchemaBenchmark {
    static let fixturePath = "Tests/GraphQLLanguageTests/Fixtures/github/schema.graphql"
    static let rounds = 5
    static let iterationsPerRound = 8
    static let pythonIterations = 5

    /// CPU seconds per call of `body`, from the fastest of ``rounds`` rounds. CPU time rather than
    /// wall time, and the best round, because the benchmark machine is shared: both sides are
    /// measured the same way, so the ratio holds under load.
    static func bestCPUSeconds(rounds: Int = rounds, iterations: Int = iterationsPerRound, _ body: () throws -> Void)
        rethrows -> Double
    {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = BenchmarkClock.cpuTime()
            for _ in 0..<iterations { try body() }
            best = min(best, (BenchmarkClock.cpuTime() - start) / Double(iterations))
        }
        return best
    }

    static func run() async throws -> [BenchmarkResult] {
        guard let data = FileManager.default.contents(atPath: fixturePath),
            let text = String(data: data, encoding: .utf8)
        else {
            throw SchemaBenchmarkError.fixtureMissing(fixturePath)
        }
        let megabytes = Double(data.count) / 1_000_000
        let source = Source(text, name: fixturePath)

        // Warm up once, and keep a parsed document to time the build step alone.
        let document = try parse(source)
        _ = try GraphQLSchema(document: document)

        var typeCount = 0
        let parseAndBuild = try bestCPUSeconds {
            let schema = try GraphQLSchema(document: parse(source))
            typeCount &+= schema.typeNames.count
        }
        let buildOnly = try bestCPUSeconds { typeCount &+= try GraphQLSchema(document: document).typeNames.count }
        guard typeCount > 0 else { throw SchemaBenchmarkError.emptySchema }  // keeps the work observable

        let python = pythonSecondsPerBuild()
        let introspection = try IntrospectionLoadBenchmark.run(sdlPath: fixturePath)
        return introspection + [
            BenchmarkResult(
                name: "schema.github_parse_build_throughput", value: megabytes / parseAndBuild, unit: "MB/s",
                baseline: python.map { megabytes / $0 }, baselineName: "graphql-core build_schema (Python)"
            ),
            BenchmarkResult(
                name: "schema.github_parse_build_time", value: parseAndBuild * 1000, unit: "ms",
                baseline: python.map { $0 * 1000 }, baselineName: "graphql-core build_schema (Python)",
                higherIsBetter: false
            ),
            BenchmarkResult(name: "schema.github_build_only_time", value: buildOnly * 1000, unit: "ms"),
            BenchmarkResult(name: "schema.peak_memory", value: BenchmarkClock.peakMemoryBytes(), unit: "bytes"),
        ]
    }

    /// CPU seconds graphql-core takes per `build_schema` of the fixture (best of
    /// ``pythonIterations``), or `nil` when Python or graphql-core is unavailable.
    private static func pythonSecondsPerBuild() -> Double? {
        let script = """
            import sys, time
            from graphql import build_schema
            source = open(sys.argv[1], encoding="utf-8").read()
            build_schema(source)
            best = float("inf")
            for _ in range(int(sys.argv[2])):
                start = time.process_time()
                build_schema(source)
                best = min(best, time.process_time() - start)
            print(best)
            """
        return PythonBaseline.run(script, arguments: [fixturePath, String(pythonIterations)]).flatMap(Double.init)
    }
}

/// Why the schema benchmark could not run.
enum SchemaBenchmarkError: Error, CustomStringConvertible {
    case fixtureMissing(String)
    case emptySchema

    var description: String {
        switch self {
        case .fixtureMissing(let path): "cannot read \(path); run courier-bench from the package root"
        case .emptySchema: "the built schema has no types"
        }
    }
}
