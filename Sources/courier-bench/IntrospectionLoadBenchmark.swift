import Foundation
import GraphQLCodegen
import GraphQLLanguage

/// `schema.introspection_load`: reading a large introspection result (the GitHub SDL fixture,
/// introspected by graphql-core and saved as pretty-printed JSON, as tools save `schema.json`)
/// into a schema, JSON bytes to schema, the way `courier validate --schema schema.json` does
/// (CourierAPI's JSON tape, then the reader and type-system validation). The baseline is
/// graphql-core's `json.loads` + `build_client_schema` of the same text in the same run, which
/// does not validate. The file is written by the Python step, so the figure needs Python with
/// graphql-core; without it the benchmark reports nothing.
enum IntrospectionLoadBenchmark {
    static let rounds = 5
    static let iterationsPerRound = 4

    static func run(sdlPath: String) throws -> [BenchmarkResult] {
        let jsonURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "courier-bench-introspection-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: jsonURL) }
        guard let python = graphQLCoreBaseline(sdlPath: sdlPath, output: jsonURL.path),
            let data = FileManager.default.contents(atPath: jsonURL.path)
        else {
            FileHandle.standardError.write(
                Data(
                    "courier-bench schema: python3 with graphql-core is needed for schema.introspection_load; skipped\n"
                        .utf8))
            return []
        }
        // Warm up, and check that the file is one Courier reads.
        let warm = try IntrospectionFile.read(data)
        guard warm.schema.typeNames.count > 100 else { throw SchemaBenchmarkError.emptySchema }

        var typeCount = 0
        let tape = try bestCPUSeconds { typeCount &+= try IntrospectionFile.read(data).schema.typeNames.count }
        let foundation = try bestCPUSeconds {
            typeCount &+= try GraphQLSchema.readIntrospection(json: data).schema.typeNames.count
        }
        guard typeCount > 0 else { throw SchemaBenchmarkError.emptySchema }
        let baselineName = "graphql-core \(python.version) json.loads + build_client_schema (Python)"
        return [
            BenchmarkResult(
                name: "schema.introspection_load", value: tape * 1000, unit: "ms",
                baseline: python.seconds * 1000, baselineName: baselineName, higherIsBetter: false
            ),
            BenchmarkResult(
                name: "schema.introspection_load_foundation", value: foundation * 1000, unit: "ms",
                baseline: python.seconds * 1000, baselineName: baselineName, higherIsBetter: false
            ),
            BenchmarkResult(name: "schema.introspection_file_size", value: Double(data.count), unit: "bytes"),
        ]
    }

    private static func bestCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
        try SchemaBenchmark.bestCPUSeconds(rounds: rounds, iterations: iterationsPerRound, body)
    }

    /// Writes the introspection result of the SDL at `sdlPath` to `output` and returns
    /// graphql-core's best CPU time to read it back, with graphql-core's version.
    private static func graphQLCoreBaseline(sdlPath: String, output: String) -> (seconds: Double, version: String)? {
        let script = """
            import sys, time, json, graphql
            from graphql import build_schema, introspection_from_schema, build_client_schema
            schema = build_schema(open(sys.argv[1], encoding="utf-8").read())
            text = json.dumps({"data": introspection_from_schema(schema)}, indent=2)
            open(sys.argv[2], "w", encoding="utf-8").write(text)
            build_client_schema(json.loads(text)["data"])
            best = float("inf")
            for _ in range(int(sys.argv[3])):
                start = time.process_time()
                build_client_schema(json.loads(text)["data"])
                best = min(best, time.process_time() - start)
            print(best, graphql.__version__)
            """
        return PythonBaseline.secondsAndVersion(script, arguments: [sdlPath, output, String(rounds)])
    }
}
