import Foundation

/// `courier-bench [suite…]`: runs the named suites (every suite when none is named) and prints
/// one JSON object per line. Build with `-c release`.
let suites: [String: @Sendable () async throws -> [BenchmarkResult]] = [
    "cache": { try await CacheBenchmark.run() },
    "graphql": { try await GraphQLBenchmark.run() },
    "http": { try await HTTPBenchmark.run() },
    "http-isolated": { try await HTTPIsolatedBenchmark.run() },
    "http-overhead": { try await HTTPOverheadBenchmark.run() },
    "http-profile": { try await HTTPProfileBenchmark.run() },
    "json": { try await JSONBenchmark.run() + JSONCodableBenchmark.run() },
    "parse": { try await ParseBenchmark.run() },
    "schema": { try await SchemaBenchmark.run() },
    "subscriptions": { try await SubscriptionBenchmark.run() },
    "validate": { try await ValidationBenchmark.run() },
    "websocket": { try await WebSocketBenchmark.run() },
    "codegen": { try await CodegenBenchmark.run() },
]
/// Suites that run only when named: they take minutes, or repeat part of another suite (one
/// benchmark alone, for before/after runs).
let onDemandSuites: [String: @Sendable () async throws -> [BenchmarkResult]] = [
    "graphql-client-decode": { try await GraphQLClientDecodeBenchmark.run() },
    "http-floor": { try await HTTPFloorBenchmark.run() },
    "json-codable": { try await JSONCodableBenchmark.run() },
    "soak": { try await SoakBenchmark.run() },
    "transfers": { try await TransferBenchmark.run() },
]

let requested = CommandLine.arguments.dropFirst()
if requested.contains("--help") || requested.contains("-h") {
    print("usage: courier-bench [\((suites.keys.sorted() + onDemandSuites.keys.sorted()).joined(separator: "|"))…]")
    print(
        "Runs the named benchmark suites (all but \(onDemandSuites.keys.sorted().joined(separator: ", ")) "
            + "when none is named); prints one JSON object per line.")
    exit(0)
}
let names = requested.isEmpty ? suites.keys.sorted() : Array(requested)
var failed = false
for name in names {
    guard let suite = suites[name] ?? onDemandSuites[name] else {
        FileHandle.standardError.write(Data("courier-bench: unknown suite '\(name)'\n".utf8))
        exit(2)
    }
    do {
        for result in try await suite() { print(result.jsonLine) }
    } catch {
        FileHandle.standardError.write(Data("courier-bench: suite '\(name)' failed: \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
