import CourierAPI
import Foundation

/// `courier-bench json`: parse and decode throughput on a ≥ 5 MB GraphQL-shaped response,
/// Courier against JSONSerialization and JSONDecoder in the same run.
enum JSONBenchmark {
    /// How many timed runs each figure takes its best of (after one warm-up run).
    static let runs = 7

    static func run() async throws -> [BenchmarkResult] {
        let bytes = JSONBenchmarkDocument.make(minimumBytes: 6_000_000)
        let data = Data(bytes)
        let megabytes = Double(bytes.count) / 1_000_000

        // Check once that every contender reads the same document before timing anything.
        let parsed = try JSONParser.parse(bytes)
        let typed = try CourierSearch.Response(jsonValue: parsed)
        let codable = try JSONDecoder().decode(CodableSearch.Response.self, from: data)
        guard typed.search.edges.count == codable.data.search.edges.count,
            typed.search.edges.last?.node.name == codable.data.search.edges.last?.node.name
        else { throw BenchmarkFailure.mismatch }

        let courierParse = try best { try JSONParser.parse(bytes) }
        let foundationParse = try best { try JSONSerialization.jsonObject(with: data) }
        let decoder = try best { try JSONDecoder().decode(CodableSearch.Response.self, from: data) }
        let courierTyped = try best { try CourierSearch.Response(jsonValue: JSONParser.parse(bytes)) }
        let courierSerialize = try best { try parsed.serialized() }
        let foundationObject = try JSONSerialization.jsonObject(with: data)
        let foundationSerialize = try best { try JSONSerialization.data(withJSONObject: foundationObject) }

        let rate = { (seconds: Double) in megabytes / seconds }
        return [
            BenchmarkResult(name: "json.document_size", value: Double(bytes.count), unit: "bytes"),
            BenchmarkResult(
                name: "json.parse", value: rate(courierParse), unit: "MB/s",
                baseline: rate(foundationParse), baselineName: "JSONSerialization.jsonObject"),
            BenchmarkResult(
                name: "json.parse_vs_jsondecoder", value: rate(courierParse), unit: "MB/s",
                baseline: rate(decoder), baselineName: "JSONDecoder into Codable structs"),
            BenchmarkResult(
                name: "json.typed_decode", value: rate(courierTyped), unit: "MB/s",
                baseline: rate(decoder), baselineName: "JSONDecoder into Codable structs"),
            BenchmarkResult(
                name: "json.typed_decode_vs_jsonserialization", value: rate(courierTyped), unit: "MB/s",
                baseline: rate(foundationParse), baselineName: "JSONSerialization.jsonObject"),
            BenchmarkResult(
                name: "json.serialize", value: rate(courierSerialize), unit: "MB/s",
                baseline: rate(foundationSerialize), baselineName: "JSONSerialization.data"),
        ]
    }

    /// The fastest of ``runs`` timed runs, after a warm-up, in seconds of CPU time.
    ///
    /// CPU time rather than wall-clock because the benchmark machine is shared; the work is
    /// single-threaded for every contender. The result is released after the clock stops, so
    /// each figure is the cost of producing the value, not of freeing the previous one.
    static func best<Result>(_ body: () throws -> Result) throws -> Double {
        _ = try body()
        var fastest = Double.infinity
        for _ in 0..<runs {
            let start = BenchmarkClock.cpuTime()
            let result = try body()
            fastest = min(fastest, BenchmarkClock.cpuTime() - start)
            withExtendedLifetime(result) {}
        }
        return fastest
    }

    /// The fastest of ``runs`` timed runs of each of two contenders, after a warm-up of each,
    /// in seconds of CPU time, with their runs taken in turns: a slow spell of the shared machine
    /// (seen here lasting seconds) then falls on both rather than on whichever ran during it.
    static func bestInTurns<First, Second>(_ first: () throws -> First, _ second: () throws -> Second) throws
        -> (first: Double, second: Double)
    {
        _ = try first()
        _ = try second()
        var fastest = (first: Double.infinity, second: Double.infinity)
        for _ in 0..<runs {
            var start = BenchmarkClock.cpuTime()
            let one = try first()
            fastest.first = min(fastest.first, BenchmarkClock.cpuTime() - start)
            withExtendedLifetime(one) {}
            start = BenchmarkClock.cpuTime()
            let other = try second()
            fastest.second = min(fastest.second, BenchmarkClock.cpuTime() - start)
            withExtendedLifetime(other) {}
        }
        return fastest
    }

    enum BenchmarkFailure: Error {
        case mismatch
    }
}
