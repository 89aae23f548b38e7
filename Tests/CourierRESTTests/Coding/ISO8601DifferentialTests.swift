import CourierREST
import Foundation
import Testing

/// The coders' own ISO 8601 reading and writing against Foundation's, on dates across the
/// supported years (and beyond them, where the coders hand over to Foundation).
@Suite("ISO 8601 dates match Foundation")
struct ISO8601DifferentialTests {
    struct Stamp: Codable, Equatable {
        var at: Date
    }

    /// Seconds since 1970 from year 1500 to 10000, with fractions and the edges of days,
    /// months, leap years and the supported range.
    static func instants() -> [Double] {
        var random = SeededRandom(seed: 8601)
        var instants: [Double] = [
            0, -1, 1, 0.5, -0.5, -0.000001, 86_399.999999, 951_782_400, 951_868_799, 4_107_542_399, 253_402_300_799,
            253_402_300_800, -11_644_473_600, -11_644_473_601, -12_219_292_800, -62_135_596_800, 1_700_000_000.999,
            978_307_199.9999999, 978_307_200,
        ]
        for _ in 0..<3_000 {
            let seconds = Double(Int64.random(in: -15_000_000_000...260_000_000_000, using: &random))
            instants.append(random.chance(0.5) ? seconds : seconds + Double.random(in: 0..<1, using: &random))
        }
        return instants
    }

    @Test func encodedDatesMatch() throws {
        var ours = CourierJSONEncoder()
        ours.dateEncodingStrategy = .iso8601
        let theirs = JSONEncoder()
        theirs.dateEncodingStrategy = .iso8601
        var mismatches: [String] = []
        for instant in Self.instants() {
            let stamp = Stamp(at: Date(timeIntervalSince1970: instant))
            let expected = String(decoding: try theirs.encode(stamp), as: UTF8.self)
            let actual = String(decoding: try ours.encode(stamp), as: UTF8.self)
            if expected != actual { mismatches.append("\(instant): \(expected) vs \(actual)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(5))")
    }

    @Test func decodedDatesMatch() throws {
        var ours = CourierJSONDecoder()
        ours.dateDecodingStrategy = .iso8601
        let theirs = JSONDecoder()
        theirs.dateDecodingStrategy = .iso8601
        let writer = ISO8601DateFormatter()
        var texts = Self.instants().map { writer.string(from: Date(timeIntervalSince1970: $0)) }
        texts += [
            "2023-02-29T00:00:00Z", "2024-02-29T23:59:59Z", "2023-04-31T00:00:00Z", "2023-13-01T00:00:00Z",
            "2023-00-10T00:00:00Z", "2023-01-00T00:00:00Z", "2023-01-01T24:00:00Z", "2023-01-01T23:60:00Z",
            "2023-01-01T23:59:60Z", "2023-01-01t00:00:00Z", "2023-01-01T00:00:00z", "2023-01-01T00:00:00+01:00",
            "2023-01-01T00:00:00.250Z", "2023-01-01 00:00:00Z", "20230101T000000Z", "2023-1-01T00:00:00Z",
            "+2023-01-01T00:00:00Z", "2023-01-01T00:00:0AZ", "1600-12-31T23:59:59Z", "1601-01-01T00:00:00Z",
            "0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "",
        ]
        var mismatches: [String] = []
        for text in texts {
            let body = Data("[\"\(text)\"]".utf8)
            let expected = DifferentialOutcome.describe(Result { try theirs.decode([Date].self, from: body) })
            let actual = DifferentialOutcome.describe(Result { try ours.decode([Date].self, from: body) })
            if expected != actual { mismatches.append("\(text): \(expected) vs \(actual)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(5))")
    }
}
