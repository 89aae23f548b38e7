import Foundation
import GraphQLLanguage

/// `courier-bench validate`: parses and validates a large generated operation document against
/// GitHub's schema, and compares with graphql-core doing the same (`parse` + `validate`, the schema
/// built once beforehand on both sides) in a Python subprocess in the same run. CPU times, best
/// round. Run from the package root (the schema fixture path is relative to it).
enum ValidationBenchmark {
    static let schemaPath = "Tests/GraphQLLanguageTests/Fixtures/github/schema.graphql"
    static let rounds = 5

    static func run() async throws -> [BenchmarkResult] {
        let schemaText = try String(contentsOfFile: schemaPath, encoding: .utf8)
        let schema = try GraphQLSchema(sdl: schemaText, sourceName: schemaPath)
        let text = ValidationDocumentGenerator(schema: schema).document(copies: 4)
        let source = Source(text, name: "generated.graphql")
        let megabytes = Double(text.utf8.count) / 1_000_000

        // The generated document must be valid, or the comparison would time error reporting.
        let errors = validate(try parse(source), schema: schema)
        guard errors.isEmpty else {
            throw ValidationBenchmarkError.generatedDocumentInvalid(errors.prefix(3).map(\.description))
        }

        var bestParse = Double.infinity
        var bestBoth = Double.infinity
        for _ in 0..<rounds {
            let start = BenchmarkClock.cpuTime()
            let document = try parse(source)
            let parsed = BenchmarkClock.cpuTime()
            _ = validate(document, schema: schema)
            let end = BenchmarkClock.cpuTime()
            bestParse = min(bestParse, parsed - start)
            bestBoth = min(bestBoth, end - start)
        }
        let baseline = graphQLCoreSeconds(schemaPath: schemaPath, document: text)
        let name = baseline.map { "graphql-core \($0.version) parse + validate (python3)" }
        return [
            BenchmarkResult(name: "validate.document_size", value: Double(text.utf8.count), unit: "bytes"),
            BenchmarkResult(name: "validate.parse_throughput", value: megabytes / bestParse, unit: "MB/s"),
            BenchmarkResult(
                name: "validate.parse_and_validate_throughput", value: megabytes / bestBoth, unit: "MB/s",
                baseline: baseline.map { megabytes / $0.seconds }, baselineName: name),
            BenchmarkResult(
                name: "validate.parse_and_validate_time", value: bestBoth * 1000, unit: "ms",
                baseline: baseline.map { $0.seconds * 1000 }, baselineName: name, higherIsBetter: false),
            BenchmarkResult(name: "validate.peak_memory", value: BenchmarkClock.peakMemoryBytes(), unit: "bytes"),
        ]
    }

    /// graphql-core's best CPU time for parse + validate of `document`, or `nil` when python3 or
    /// graphql-core is missing (or graphql-core finds the document invalid).
    private static func graphQLCoreSeconds(schemaPath: String, document: String) -> (seconds: Double, version: String)?
    {
        let documentURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "courier-bench-\(getpid()).graphql")
        guard (try? Data(document.utf8).write(to: documentURL)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: documentURL) }
        let script = """
            import sys, time, graphql
            schema = graphql.build_schema(open(sys.argv[1], encoding="utf-8").read())
            text = open(sys.argv[2], encoding="utf-8").read()
            if graphql.validate(schema, graphql.parse(text)):
                sys.exit(3)
            best = float("inf")
            for _ in range(3):
                start = time.process_time()
                graphql.validate(schema, graphql.parse(text))
                best = min(best, time.process_time() - start)
            print(best, graphql.__version__)
            """
        return PythonBaseline.secondsAndVersion(script, arguments: [schemaPath, documentURL.path])
    }
}

/// Why the validation benchmark could not run.
enum ValidationBenchmarkError: Error, CustomStringConvertible {
    /// The generator wrote a document our validator rejects (a generator bug).
    case generatedDocumentInvalid([String])

    var description: String {
        switch self {
        case .generatedDocumentInvalid(let errors):
            "the generated document is invalid: \(errors.joined(separator: "; "))"
        }
    }
}
