import CourierREST
import Foundation
import Testing

/// `CourierJSONDecoder` against Foundation's `JSONDecoder` on seeded, generated payloads under
/// every strategy: the same values, or the same error case, type, coding path and message.
@Suite("CourierJSONDecoder matches JSONDecoder")
struct CourierJSONDecoderDifferentialTests {
    /// A strategy set, applied to both decoders, and the date literals valid under it.
    struct Configuration: CustomStringConvertible, Sendable {
        let description: String
        let snakeKeys: Bool
        let dates: [String]
        var datas = ["\"AQID\"", "\"\"", "\"SGVsbG8=\""]
        let configure: @Sendable (inout CourierJSONDecoder, JSONDecoder) -> Void
    }

    static let utcDayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    static let configurations: [Configuration] = [
        Configuration(description: "defaults", snakeKeys: false, dates: ["0", "7.25e8", "-1"]) { _, _ in },
        Configuration(
            description: "snake case, seconds, floats from strings", snakeKeys: true, dates: ["1700000000", "0.5"]
        ) {
            ours, theirs in
            ours.keyDecodingStrategy = .convertFromSnakeCase
            theirs.keyDecodingStrategy = .convertFromSnakeCase
            ours.dateDecodingStrategy = .secondsSince1970
            theirs.dateDecodingStrategy = .secondsSince1970
            ours.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
            theirs.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
        },
        Configuration(
            description: "custom keys, milliseconds, deferred data", snakeKeys: false, dates: ["1700000000123"],
            datas: ["[1,2,3]", "[]"]
        ) {
            ours, theirs in
            let lowercaseFirst: @Sendable ([any CodingKey]) -> any CodingKey = { path in
                let name = path.last?.stringValue ?? ""
                return AnyKey(stringValue: name.prefix(1).lowercased() + name.dropFirst())
            }
            ours.keyDecodingStrategy = .custom(lowercaseFirst)
            theirs.keyDecodingStrategy = .custom(lowercaseFirst)
            ours.dateDecodingStrategy = .millisecondsSince1970
            theirs.dateDecodingStrategy = .millisecondsSince1970
            ours.dataDecodingStrategy = .deferredToData
            theirs.dataDecodingStrategy = .deferredToData
        },
        Configuration(
            description: "ISO 8601", snakeKeys: false,
            dates: ["\"2023-11-14T22:13:20Z\"", "\"2023-11-14T22:13:20.5Z\"", "\"2023-11-14T22:13:20+01:00\""]
        ) { ours, theirs in
            ours.dateDecodingStrategy = .iso8601
            theirs.dateDecodingStrategy = .iso8601
        },
        Configuration(description: "custom date and data", snakeKeys: false, dates: ["12", "-0.5"]) { ours, theirs in
            let date: @Sendable (any Decoder) throws -> Date = { decoder in
                let container = try decoder.singleValueContainer()
                return Date(timeIntervalSince1970: try container.decode(Double.self) * 2)
            }
            let data: @Sendable (any Decoder) throws -> Data = { decoder in
                Data(try decoder.singleValueContainer().decode(String.self).utf8)
            }
            ours.dateDecodingStrategy = .custom(date)
            theirs.dateDecodingStrategy = .custom(date)
            ours.dataDecodingStrategy = .custom(data)
            theirs.dataDecodingStrategy = .custom(data)
        },
        Configuration(description: "formatted dates", snakeKeys: false, dates: ["\"2024-02-29\"", "\"1999-12-31\""]) {
            ours, theirs in
            ours.dateDecodingStrategy = .formatted(utcDayFormatter)
            theirs.dateDecodingStrategy = .formatted(utcDayFormatter)
        },
        Configuration(description: "deferred dates, snake case", snakeKeys: true, dates: ["1", "-3.5"]) {
            ours, theirs in
            ours.keyDecodingStrategy = .convertFromSnakeCase
            theirs.keyDecodingStrategy = .convertFromSnakeCase
            ours.dateDecodingStrategy = .deferredToDate
            theirs.dateDecodingStrategy = .deferredToDate
        },
    ]

    @Test("generated payloads", arguments: configurations)
    func generatedPayloads(_ configuration: Configuration) {
        var ours = CourierJSONDecoder()
        let theirs = JSONDecoder()
        configuration.configure(&ours, theirs)
        var mismatches: [String] = []
        var failures = 0
        for seed in UInt64(0)..<300 {
            var generator = DiffPayloadGenerator(seed: seed, snakeKeys: configuration.snakeKeys)
            let text: String
            switch seed % 4 {
            case 0:
                text =
                    "["
                    + (0..<3).map { _ in generator.item(dates: configuration.dates, datas: configuration.datas) }
                    .joined(separator: ",") + "]"
            case 1: text = generator.envelope()
            default: text = generator.item(dates: configuration.dates, datas: configuration.datas)
            }
            let data = Data(generator.document(text))
            let (expected, actual) =
                seed % 4 == 0
                ? compare([DiffItem].self, data, ours, theirs)
                : seed % 4 == 1
                    ? compare(DiffEnvelope.self, data, ours, theirs) : compare(DiffItem.self, data, ours, theirs)
            if expected.hasPrefix("value") == false { failures += 1 }
            if expected != actual {
                mismatches.append(
                    "seed \(seed): \(String(decoding: data.prefix(300), as: UTF8.self))\n"
                        + "  Foundation: \(expected)\n  Courier:    \(actual)"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(5).joined(separator: "\n"))")
        // The corpus must exercise both outcomes.
        #expect(failures > 30 && failures < 270, "\(failures) failures of 300")
    }

    private func compare<T: Codable>(_ type: T.Type, _ data: Data, _ ours: CourierJSONDecoder, _ theirs: JSONDecoder)
        -> (String, String)
    {
        let expected = DifferentialOutcome.describe(Result { try theirs.decode(T.self, from: data) })
        let actual = DifferentialOutcome.describe(Result { try ours.decode(T.self, from: data) })
        return (expected, actual)
    }

    @Test(
        "byte order marks and a U+FEFF after them, in every encoding",
        arguments: [
            // UTF-16LE BOM, then U+FEFF as content, then [ ] and an odd byte (found by FuzzCodable).
            [0xFF, 0xFE, 0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00, 0x44],
            [0xFF, 0xFE, 0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00],
            [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00, 0x44],
            [0xFE, 0xFF, 0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D],
            [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D],
            [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x5B, 0x00, 0x00, 0x00, 0x5D],
            [0xEF, 0xBB, 0xBF, 0x5B, 0x5D],
            [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x5B, 0x5D],
            [0x5B, 0x00, 0x5D, 0x00],
        ] as [[UInt8]])
    func byteOrderMarks(_ bytes: [UInt8]) {
        let data = Data(bytes)
        let expected = DifferentialOutcome.describe(Result { try JSONDecoder().decode([Int].self, from: data) })
        let actual = DifferentialOutcome.describe(Result { try CourierJSONDecoder().decode([Int].self, from: data) })
        #expect(expected == actual, "\(bytes)")
    }

    @Test(
        "scalars at the edges",
        arguments: [
            "0", "-0", "1.0", "1e2", "1.5", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
            "18446744073709551615", "18446744073709551616", "1e19", "1e400", "-1e400", "1e-400", "5e-324",
            "4503599627370497e1", "9007199254740993.0", "2.5e-3", "3.5e38", "1e-50", "0.1", "\"s\"", "null", "true",
            "[]", "{}", "123456789012345678901234567890",
            // Whole doubles from 2^53 up, read through the digits as a Decimal holds them: trailing
            // zeros dropped before the digits must fit a UInt64 (the first found by FuzzCodable),
            // exponents that move the point either way.
            "922337203685477580.10", "-922337203685477580.10", "9007199254740993.99999999999999999999",
            "9223372036854775295.99", "-9223372036854775807.5", "90071992547409930e-1",
            "9.0071992547409931234567890123e15", "0.00009007199254740993e20", "18446744073709549568.5",
            "1844674407370954956.85e1", "90071992547409930000000e-7", "9007199254740993000.000e-3",
            "-9223372036854775807.000", "18446744073709549568.0000000000000000",
            // Digits past what a Decimal's 128-bit mantissa takes (38 or 39) are dropped, not
            // rounded (the first found by FuzzCodable).
            "9223372036878471.57700000000000000000000016285240621763256577",
            "9007199254740993.00000000000000000000001", "9007199254740993.0000000000000000000001",
            "90071992547409931.000000000000000000009", "9007199254740993100000000000000000000095e-23",
            "100000000000000000000000000000000000001e-22", "350000000000000000000000000000000000001e-22",
            "340282366920938463463374607431768211455e-22", "340282366920938463463374607431768211456e-22",
            "3402823669209384634633746074317682114565e-23", "9007199254740993.99999999999999999999999999",
            "-9007199254740993.000000000000000000000000000000000000000000000000009",
        ])
    func scalarEdges(_ literal: String) {
        let data = Data("[\(literal)]".utf8)
        let ours = CourierJSONDecoder()
        let theirs = JSONDecoder()
        func check<T: Codable>(_ type: T.Type) {
            let expected = DifferentialOutcome.describe(Result { try theirs.decode([T].self, from: data) })
            let actual = DifferentialOutcome.describe(Result { try ours.decode([T].self, from: data) })
            #expect(expected == actual, "\(literal) as \(T.self)")
        }
        check(Int.self)
        check(Int8.self)
        check(UInt8.self)
        check(Int32.self)
        check(UInt.self)
        check(Int64.self)
        check(UInt64.self)
        check(Double.self)
        check(Float.self)
        check(Decimal.self)
        check(Bool.self)
        check(String.self)
        check(Int?.self)
    }
}

extension CourierJSONDecoderDifferentialTests {
    /// The encoding is sniffed and the bytes copied from the slice's own indices, not from 0.
    @Test(
        "a Data slice that starts past index 0, in UTF-8, UTF-16 and UTF-32",
        arguments: [
            Array("xx[1,\"é\"]".utf8),
            [0x78, 0x78, 0xFF, 0xFE] + Array("[1,\"é\"]".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            [0x78, 0x78] + Array("[1]".unicodeScalars.flatMap { [UInt8(0), 0, 0, UInt8($0.value)] }),
        ] as [[UInt8]])
    func dataSlices(_ bytes: [UInt8]) {
        let slice = Data(bytes)[2...]
        #expect(slice.startIndex == 2)
        struct Either: Codable, CustomStringConvertible {
            var description: String
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Int.self) {
                    description = String(number)
                } else {
                    description = try container.decode(String.self)
                }
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(description)
            }
        }
        let expected = DifferentialOutcome.describe(Result { try JSONDecoder().decode([Either].self, from: slice) })
        let actual = DifferentialOutcome.describe(
            Result { try CourierJSONDecoder().decode([Either].self, from: slice) })
        #expect(expected == actual)
        #expect(!expected.contains("dataCorrupted"), "\(expected)")
    }

    /// Decoding a `Decimal` reads the number's source text, which the decoder finds by the
    /// number's place among the document's numbers: with many numbers, each must get its own.
    @Test("many numbers in one document each decode from their own text")
    func manyNumbersFindTheirOwnText() {
        let literals = [
            "922337203685477580.10", "-7", "9007199254740993.99999999999999999999", "0.1", "1e2",
            "9223372036854775807", "-9223372036854775807.5", "{\"n\":2.5}", "90071992547409930e-1", "3",
            "18446744073709549568.0000000000000000", "123456789012345678901234567890", "4.25", "-0",
        ]
        let data = Data(("[" + (literals + literals.reversed()).joined(separator: ",") + "]").utf8)
        struct Wrapped: Codable { var n: Decimal }
        enum Either: Codable {
            case number(Decimal)
            case wrapped(Wrapped)
            init(from decoder: any Decoder) throws {
                if let number = try? decoder.singleValueContainer().decode(Decimal.self) {
                    self = .number(number)
                } else {
                    self = .wrapped(try Wrapped(from: decoder))
                }
            }
            func encode(to encoder: any Encoder) throws {}
        }
        let expected = Result { try JSONDecoder().decode([Either].self, from: data) }.map { "\($0)" }
        let actual = Result { try CourierJSONDecoder().decode([Either].self, from: data) }.map { "\($0)" }
        #expect((try? expected.get()) != nil)
        #expect((try? expected.get()) == (try? actual.get()))
    }
}

/// A plain string coding key for custom key strategies.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Where `CourierJSONDecoder` deliberately differs from Foundation on Linux: it validates the
/// whole document first, so a malformed scalar in a member no type reads fails the decode.
@Suite("CourierJSONDecoder's documented differences")
struct CourierJSONDecoderDifferenceTests {
    struct Small: Codable { var a: Int }

    @Test("malformed scalars that nothing reads", arguments: [#""b":01"#, #""b":"\x""#, "\"b\":\"\u{01}\"", #""b":-"#])
    func malformedScalarInAnUnreadMember(_ member: String) throws {
        let data = Data("{\"a\":1,\(member)}".utf8)
        #expect(try JSONDecoder().decode(Small.self, from: data).a == 1)
        let error = try #require(throws: DecodingError.self) { try CourierJSONDecoder().decode(Small.self, from: data) }
        #expect(DifferentialOutcome.describe(error) == "dataCorrupted [] The given data was not valid JSON.")
    }

    /// RFC 8259 has no trailing commas; Foundation on Linux accepts them.
    @Test("a trailing comma is rejected", arguments: ["[1,]", #"{"a":1,}"#, #"[{"a":1},]"#])
    func trailingComma(_ document: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try CourierJSONDecoder().decode(AnyDecodable.self, from: Data(document.utf8))
        }
        #expect(DifferentialOutcome.describe(error) == "dataCorrupted [] The given data was not valid JSON.")
    }

    /// A zero written with an exponent is zero, as RFC 8259 reads it; `JSONDecoder` on Linux
    /// rejects some of these as a `Double` (`0e3`, `0.00e5`, `-0.0e3`; FuzzCodable found the
    /// first), taking them for non-zero values that underflowed.
    @Test("a zero with an exponent is zero", arguments: ["0e3", "0E3", "0e1", "0.00e5", "0.000e1", "-0.0e3", "0e+9"])
    func zeroWithAnExponent(_ literal: String) throws {
        struct Value: Decodable { var a: Double }
        let value = try CourierJSONDecoder().decode(Value.self, from: Data("{\"a\":\(literal)}".utf8))
        #expect(value.a == 0)
        #expect(value.a.sign == (literal.hasPrefix("-") ? .minus : .plus))
        #expect(try CourierJSONDecoder().decode([Int].self, from: Data("[\(literal)]".utf8)) == [0])
    }
}

/// Any JSON value, read and thrown away.
private struct AnyDecodable: Decodable {
    init(from decoder: any Decoder) throws {}
}
