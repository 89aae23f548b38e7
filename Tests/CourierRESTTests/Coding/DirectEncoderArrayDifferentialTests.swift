import CourierREST
import Foundation
import Testing

/// Arrays of any element, which `CourierJSONEncoder` writes element by element itself rather
/// than through `Array.encode(to:)`, and the special types it recognizes once per type, against
/// `JSONEncoder`: output, coding paths the elements see, errors and their paths.
@Suite("CourierJSONEncoder arrays and special types match JSONEncoder")
struct DirectEncoderArrayDifferentialTests {
    enum Keys: String, CodingKey {
        case value, path, items
    }

    /// An element that writes the coding path it sees, and fails on a non-finite value.
    struct Element: Encodable {
        var value: Double
        var items: [Element] = []

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(value, forKey: .value)
            try container.encode(
                encoder.codingPath.map { key in key.intValue.map { "#\($0)" } ?? key.stringValue }.joined(
                    separator: "."),
                forKey: .path)
            if !items.isEmpty { try container.encode(items, forKey: .items) }
        }
    }

    /// Encodes nothing: `{}` inside an array, as `JSONEncoder` writes it.
    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// A value of each special type, in arrays and nested arrays.
    struct Specials: Encodable {
        var date = Date(timeIntervalSince1970: 1_700_000_000.5)
        var data = Data([0, 1, 2, 250])
        var url = URL(string: "https://example.com/a/b?c=d")!
        var decimal = Decimal(string: "12.345")!
        var dates: [Date] = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 86_400)]
        var matrix: [[Int]] = [[1, 2], [], [3]]
        var optionals: [Int?] = [1, nil, 3]
        var doubles: [Double] = [1.5, 2]
        var dictionaries: [[String: Int]] = [["someKey": 1, "b": 2], [:]]
        var nested: [[Element]] = [[Element(value: 1)], []]
    }

    static func encoders(
        _ configure: (inout CourierJSONEncoder) -> Void = { _ in }
    ) -> (CourierJSONEncoder, JSONEncoder) {
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        configure(&ours)
        return (ours, ours.foundationEncoder())
    }

    func expectSame<T: Encodable>(
        _ value: T, _ comment: Comment, configure: (inout CourierJSONEncoder) -> Void = { _ in }
    ) {
        let (ours, theirs) = Self.encoders(configure)
        let expected = Result { try theirs.encode(value) }.map { String(decoding: $0, as: UTF8.self) }
        let actual = Result { try ours.encode(value) }.map { String(decoding: $0, as: UTF8.self) }
        #expect(DifferentialOutcome.describe(expected) == DifferentialOutcome.describe(actual), comment)
    }

    @Test func arraysOfObjectsAndTheirPaths() {
        let elements = (0..<5).map { index in
            Element(value: Double(index), items: (0..<index).map { Element(value: Double($0) / 2) })
        }
        expectSame(elements, "top-level array")
        expectSame([elements, [], elements], "array of arrays")
        expectSame(["a": elements], "array in a dictionary")
        expectSame([Element](), "empty array")
        expectSame([Nothing(), Nothing()], "elements that encode nothing")
        expectSame([[Nothing()]], "nested elements that encode nothing")
    }

    @Test func errorsInsideArraysCarryTheElementPath() {
        let failing = [
            Element(value: 1),
            Element(value: 2, items: [Element(value: 3), Element(value: .nan)]),
        ]
        expectSame(failing, "non-finite value in an element")
        expectSame([[1.0], [2.0, .infinity]], "non-finite value in a nested [Double]")
        expectSame([[1.0], [2.0, .infinity]], "converted non-finite values") { encoder in
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        }
    }

    @Test func specialTypesUnderEachStrategy() {
        let value = [Specials(), Specials()]
        expectSame(value, "default strategies")
        expectSame(value, "ISO 8601, Base64, snake case") { encoder in
            encoder.dateEncodingStrategy = .iso8601
            encoder.dataEncodingStrategy = .base64
            encoder.keyEncodingStrategy = .convertToSnakeCase
        }
        expectSame(value, "seconds, deferred data") { encoder in
            encoder.dateEncodingStrategy = .secondsSince1970
            encoder.dataEncodingStrategy = .deferredToData
        }
        expectSame(value, "custom date and data") { encoder in
            encoder.dateEncodingStrategy = .custom { date, encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(date.timeIntervalSince1970)
            }
            encoder.dataEncodingStrategy = .custom { _, _ in }
        }
    }
}
