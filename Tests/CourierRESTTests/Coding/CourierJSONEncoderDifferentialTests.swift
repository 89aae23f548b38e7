import CourierREST
import Foundation
import Testing

/// `CourierJSONEncoder` against Foundation's `JSONEncoder` on seeded, generated values under
/// every strategy: byte-identical output with sorted keys, the same meaning without, and the same
/// errors.
@Suite("CourierJSONEncoder matches JSONEncoder")
struct CourierJSONEncoderDifferentialTests {
    struct Configuration: CustomStringConvertible, Sendable {
        let description: String
        let configure: @Sendable (inout CourierJSONEncoder, JSONEncoder) -> Void
    }

    static let configurations: [Configuration] = [
        Configuration(description: "sorted") { ours, theirs in
            ours.outputFormatting = [.sortedKeys]
            theirs.outputFormatting = [.sortedKeys]
        },
        Configuration(description: "pretty, sorted, slashes, snake case, ISO 8601") { ours, theirs in
            ours.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            theirs.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            ours.keyEncodingStrategy = .convertToSnakeCase
            theirs.keyEncodingStrategy = .convertToSnakeCase
            ours.dateEncodingStrategy = .iso8601
            theirs.dateEncodingStrategy = .iso8601
        },
        Configuration(description: "sorted, seconds, floats to strings, deferred data") { ours, theirs in
            ours.outputFormatting = [.sortedKeys]
            theirs.outputFormatting = [.sortedKeys]
            ours.dateEncodingStrategy = .secondsSince1970
            theirs.dateEncodingStrategy = .secondsSince1970
            ours.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
            theirs.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
            ours.dataEncodingStrategy = .deferredToData
            theirs.dataEncodingStrategy = .deferredToData
        },
        Configuration(description: "sorted, custom keys, milliseconds, custom data") { ours, theirs in
            ours.outputFormatting = [.sortedKeys]
            theirs.outputFormatting = [.sortedKeys]
            let upper: @Sendable ([any CodingKey]) -> any CodingKey = { path in
                AnyKey(stringValue: (path.last?.stringValue ?? "").uppercased() + "\(path.count)")
            }
            ours.keyEncodingStrategy = .custom(upper)
            theirs.keyEncodingStrategy = .custom(upper)
            ours.dateEncodingStrategy = .millisecondsSince1970
            theirs.dateEncodingStrategy = .millisecondsSince1970
            let data: @Sendable (Data, any Encoder) throws -> Void = { data, encoder in
                if data.count == 1 { return }
                var container = encoder.singleValueContainer()
                try container.encode(data.count)
            }
            ours.dataEncodingStrategy = .custom(data)
            theirs.dataEncodingStrategy = .custom(data)
        },
        Configuration(description: "unsorted, deferred dates, custom dates") { ours, theirs in
            let date: @Sendable (Date, any Encoder) throws -> Void = { date, encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(date.timeIntervalSince1970)
            }
            ours.dateEncodingStrategy = .custom(date)
            theirs.dateEncodingStrategy = .custom(date)
        },
    ]

    @Test("generated values", arguments: configurations)
    func generatedValues(_ configuration: Configuration) throws {
        var ours = CourierJSONEncoder()
        let theirs = JSONEncoder()
        configuration.configure(&ours, theirs)
        let sorted = theirs.outputFormatting.contains(.sortedKeys)
        var mismatches: [String] = []
        var failures = 0
        for seed in UInt64(0)..<300 {
            var random = SeededRandom(seed: seed)
            let value = DiffValueGenerator.items(using: &random)
            let expected = Result { try theirs.encode(value) }
            let actual = Result { try ours.encode(value) }
            switch (expected, actual) {
            case (.success(let expectedData), .success(let actualData)):
                let same =
                    sorted ? expectedData == actualData : JSONMeaning.of(expectedData) == JSONMeaning.of(actualData)
                if !same {
                    mismatches.append(
                        "seed \(seed):\n  Foundation: \(String(decoding: expectedData, as: UTF8.self))\n"
                            + "  Courier:    \(String(decoding: actualData, as: UTF8.self))")
                }
            case (.failure(let expectedError), .failure(let actualError)):
                failures += 1
                let expectedText = DifferentialOutcome.describe(expectedError)
                let actualText = DifferentialOutcome.describe(actualError)
                if expectedText != actualText {
                    mismatches.append("seed \(seed):\n  Foundation: \(expectedText)\n  Courier:    \(actualText)")
                }
            default:
                mismatches.append("seed \(seed): Foundation \(expected), Courier \(actual)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(3).joined(separator: "\n"))")
        _ = failures
    }

    @Test func topLevelValueThatEncodesNothingFailsAlike() {
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        let expected = DifferentialOutcome.describe(Result { try JSONEncoder().encode(Nothing()) })
        let actual = DifferentialOutcome.describe(Result { try CourierJSONEncoder().encode(Nothing()) })
        #expect(expected == actual)
        #expect(expected.hasPrefix("invalidValue"))
        let nested = try? CourierJSONEncoder().encode([Nothing()])
        #expect(nested.map { String(decoding: $0, as: UTF8.self) } == "[{}]")
    }

    @Test func encodedValuesDecodeBackWithBothDecoders() throws {
        var random = SeededRandom(seed: 99)
        for _ in 0..<50 {
            let items = DiffValueGenerator.items(using: &random).filter {
                $0.price.isFinite && ($0.rating?.isFinite ?? true)
            }
            let data = try CourierJSONEncoder().encode(items)
            let ours = try CourierJSONDecoder().decode([DiffItem].self, from: data)
            let theirs = try JSONDecoder().decode([DiffItem].self, from: data)
            #expect(DifferentialOutcome.canonicalJSON(ours) == DifferentialOutcome.canonicalJSON(theirs))
        }
    }
}

/// Seeded ``DiffItem`` values with awkward strings, extreme numbers and the odd non-finite float.
enum DiffValueGenerator {
    static let strings = [
        "", "plain", "a/b", "quote\" back\\slash", "ctrl \u{01}\u{1F}\u{7F} \n\r\t\u{08}\u{0C}",
        "é e\u{301} 😀 \u{2028}",
        "<tag>&amp;",
    ]
    static let keys = ["a", "B", "_x", "a10", "a2", "é", "e\u{301}", "Z", "aa", "A_b"]

    static func items(using random: inout SeededRandom) -> [DiffItem] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in item(using: &random) }
    }

    static func item(using random: inout SeededRandom) -> DiffItem {
        let doubles: [Double] = [
            0, -0.0, 1, 0.1, 1e20, 1e-7, 123_456_789_012_345_678, 5e-324, .greatestFiniteMagnitude, 1e16, 1e15, 100,
            -2.5,
        ]
        let rareDoubles: [Double] = [.nan, .infinity, -.infinity]
        let floats: [Float] = [0, 1, 0.1, 3.4028235e38, 1e-7, 16_777_216, 1e10, .leastNonzeroMagnitude]
        var meta: [String: Int] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            meta[random.pick(keys)] = Int.random(in: -5...5, using: &random)
        }
        return DiffItem(
            id: random.pick([0, -1, Int.max, Int.min, 42]),
            userName: random.pick(strings),
            price: random.chance(0.05) ? random.pick(rareDoubles) : random.pick(doubles),
            tags: (0..<Int.random(in: 0...2, using: &random)).map { _ in random.pick(strings) },
            rating: random.chance(0.5) ? nil : random.chance(0.05) ? .nan : random.pick(floats),
            createdAt: Date(timeIntervalSince1970: random.pick([0, 1.5, 1_700_000_000, -86_400.25, 1e10])),
            blob: Data(random.pick([[], [1], [1, 2, 3], [0xFF, 0x00, 0x7F, 0x80]])),
            homePage: random.chance(0.5) ? nil : URL(string: random.pick(["https://example.com/a?b=c", "rel/a b"])),
            small: random.chance(0.5) ? nil : Int8.random(in: .min ... .max, using: &random),
            big: random.chance(0.5) ? nil : random.pick([UInt64.max, 0, 1 << 63]),
            isActive: random.chance(0.5),
            meta: random.chance(0.3) ? nil : meta,
            child: random.chance(0.3)
                ? nil
                : DiffChild(
                    nickName: random.pick(strings), level: random.chance(0.5) ? nil : .max,
                    kind: random.chance(0.5) ? .plain : .fancy, flags: random.chance(0.5) ? nil : [true, false]),
            matrix: random.chance(0.5) ? nil : [[1, 2], [], [3]],
            amount: random.chance(0.5)
                ? nil
                : random.pick([Decimal(string: "1.50"), Decimal(-3), Decimal(string: "0.000001")])
                    ?? nil,
            counts: random.chance(0.5) ? nil : [0, 65535]
        )
    }
}
