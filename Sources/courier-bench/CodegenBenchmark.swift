import CourierAPI
import Foundation
import GraphQLCodegen
import GraphQLLanguage

/// `courier-bench codegen`: code generation time for the 18 Star Wars operation files and for
/// 100 generated operations on GitHub's schema, the size of the Star Wars output, and decoding
/// throughput of generated types (``CodegenDecodeBenchmark``). Run from the package root.
///
/// With `COURIER_BENCH_GITHUB_OUTPUT=DIR` set, the GitHub set's generated Swift files are also
/// written under DIR (its operations under DIR/graphql), for `scripts/bench-codegen-compile`.
enum CodegenBenchmark {
    static let starWarsSchema = "Tests/GraphQLLanguageTests/Fixtures/starwars/schema.graphqls"
    static let starWarsOperations = "Tests/GraphQLLanguageTests/Fixtures/starwars/operations"
    static let gitHubSchema = "Tests/GraphQLLanguageTests/Fixtures/github/schema.graphql"
    static let rounds = 5

    static func run() async throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []

        let starWars = try GraphQLSchema(sdl: text(starWarsSchema), sourceName: starWarsSchema)
        let names = try FileManager.default.contentsOfDirectory(atPath: starWarsOperations).filter {
            $0.hasSuffix(".graphql")
        }.sorted()
        let starWarsSources = try names.map { Source(try text(starWarsOperations + "/" + $0), name: $0) }
        let starWarsPipeline = CodegenPipeline(
            options: CodegenOptions {
                $0.schemaNamespace = "StarWarsAPI"
                $0.keyFields = ["Character": ["id"]]
            })
        var output = try generate(starWarsPipeline, starWars, starWarsSources)
        let starWarsSeconds = try best { output = try generate(starWarsPipeline, starWars, starWarsSources) }
        results += [
            BenchmarkResult(name: "codegen.starwars_time", value: starWarsSeconds * 1000, unit: "ms"),
            BenchmarkResult(
                name: "codegen.starwars_generated_bytes", value: Double(output.totalBytes), unit: "bytes",
                baseline: 200_000, baselineName: "Apollo iOS 1.x generated Star Wars (~200 KB, 70 files; issue 4)",
                higherIsBetter: false
            ),
            BenchmarkResult(name: "codegen.starwars_generated_files", value: Double(output.files.count), unit: "files"),
            BenchmarkResult(
                name: "codegen.starwars_operation_files", value: Double(starWarsSources.count), unit: "files"),
        ]

        let gitHub = try GraphQLSchema(sdl: text(gitHubSchema), sourceName: gitHubSchema)
        var set = GitHubOperationSet(schema: gitHub)
        let gitHubSources = set.make(count: 100)
        let gitHubPipeline = CodegenPipeline(options: CodegenOptions { $0.schemaNamespace = "GitHubAPI" })
        var gitHubOutput = try generate(gitHubPipeline, gitHub, gitHubSources)
        let gitHubSeconds = try best { gitHubOutput = try generate(gitHubPipeline, gitHub, gitHubSources) }
        results += [
            BenchmarkResult(name: "codegen.github_100_operations_time", value: gitHubSeconds * 1000, unit: "ms"),
            BenchmarkResult(
                name: "codegen.github_100_operations_generated_bytes", value: Double(gitHubOutput.totalBytes),
                unit: "bytes"),
            BenchmarkResult(
                name: "codegen.github_100_operations_source_bytes",
                value: Double(gitHubSources.reduce(0) { $0 + $1.body.utf8.count }), unit: "bytes"),
        ]
        if let directory = ProcessInfo.processInfo.environment["COURIER_BENCH_GITHUB_OUTPUT"] {
            try write(gitHubOutput, sources: gitHubSources, to: URL(fileURLWithPath: directory))
        }

        results += try CodegenDecodeBenchmark.run()
        return results
    }

    private static func generate(_ pipeline: CodegenPipeline, _ schema: GraphQLSchema, _ sources: [Source]) throws
        -> CodegenResult
    {
        do {
            return try pipeline.run(schema: schema, documents: sources)
        } catch {
            throw CodegenBenchmarkError.invalidOperations(
                error.diagnostics.prefix(20).map(\.description).joined(separator: "\n"))
        }
    }

    private static func best(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = BenchmarkClock.cpuTime()
            try body()
            best = min(best, BenchmarkClock.cpuTime() - start)
        }
        return best
    }

    private static func text(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CodegenBenchmarkError.fixtureMissing(path)
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func write(_ result: CodegenResult, sources: [Source], to directory: URL) throws {
        for file in result.files {
            let url = directory.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        let graphql = directory.deletingLastPathComponent().appendingPathComponent("graphql")
        try FileManager.default.createDirectory(at: graphql, withIntermediateDirectories: true)
        for source in sources { try Data(source.body.utf8).write(to: graphql.appendingPathComponent(source.name)) }
    }
}
