import CourierREST
import Foundation

/// `courier-bench json` (Codable part): ``CourierJSONDecoder`` and ``CourierJSONEncoder`` against
/// Foundation's `JSONDecoder` and `JSONEncoder` on a REST-shaped payload — an array of objects
/// with strings, integers, doubles, ISO 8601 dates, an optional, a nested object and an array —
/// both configured as ``APIConfiguration`` configures them by default (ISO 8601 dates, sorted keys).
enum JSONCodableBenchmark {
    struct Order: Codable, Equatable {
        var id: Int
        var reference: String
        var customer: Customer
        var total: Double
        var quantity: Int
        var createdAt: Date
        var note: String?
        var tags: [String]
        var paid: Bool
    }

    struct Customer: Codable, Equatable {
        var id: Int
        var name: String
        var email: String
        var score: Double
    }

    static func run() async throws -> [BenchmarkResult] {
        let orders = (0..<8_000).map(order)
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        ours.dateEncodingStrategy = .iso8601
        let theirs = ours.foundationEncoder()
        var ourDecoder = CourierJSONDecoder()
        ourDecoder.dateDecodingStrategy = .iso8601
        let theirDecoder = ourDecoder.foundationDecoder()

        let body = try theirs.encode(orders)
        guard try ours.encode(orders) == body, try ourDecoder.decode([Order].self, from: body) == orders else {
            throw JSONBenchmark.BenchmarkFailure.mismatch
        }
        let megabytes = Double(body.count) / 1_000_000
        let rate = { (seconds: Double) in megabytes / seconds }
        let (decode, foundationDecode) = try JSONBenchmark.bestInTurns(
            { try ourDecoder.decode([Order].self, from: body) }, { try theirDecoder.decode([Order].self, from: body) })
        let (encode, foundationEncode) = try JSONBenchmark.bestInTurns(
            { try ours.encode(orders) }, { try theirs.encode(orders) })
        return [
            BenchmarkResult(name: "json.codable_document_size", value: Double(body.count), unit: "bytes"),
            BenchmarkResult(
                name: "json.codable_decode", value: rate(decode), unit: "MB/s",
                baseline: rate(foundationDecode), baselineName: "JSONDecoder (ISO 8601 dates)"),
            BenchmarkResult(
                name: "json.codable_encode", value: rate(encode), unit: "MB/s",
                baseline: rate(foundationEncode), baselineName: "JSONEncoder (sorted keys, ISO 8601 dates)"),
        ]
    }

    private static func order(_ index: Int) -> Order {
        Order(
            id: 100_000 + index,
            reference: "ORD-\(index)-\(index % 97)",
            customer: Customer(
                id: index % 500, name: "Customer \(index % 500) Ünïcode", email: "user\(index % 500)@example.com",
                score: Double(index % 1000) / 7),
            total: Double(index) * 1.25 + 0.99,
            quantity: index % 12,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index * 37)),
            note: index % 3 == 0 ? nil : "Leave at the door / ring twice",
            tags: ["express", "gift", "priority"].prefix(index % 4).map { $0 },
            paid: index % 2 == 0
        )
    }
}
