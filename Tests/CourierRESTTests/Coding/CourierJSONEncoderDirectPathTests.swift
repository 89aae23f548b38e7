import CourierREST
import Foundation
import Testing

/// The uses of `Encoder` that the direct (single-pass) path of `CourierJSONEncoder` cannot
/// follow and hands to its tree path, each against `JSONEncoder` with sorted keys.
@Suite("CourierJSONEncoder direct path")
struct CourierJSONEncoderDirectPathTests {
    enum Keys: String, CodingKey {
        case alpha, beta, gamma
    }

    /// Encodes with `body` as the value's `encode(to:)`.
    struct Custom: Encodable {
        let body: @Sendable (any Encoder) throws -> Void

        func encode(to encoder: any Encoder) throws { try body(encoder) }
    }

    static let cases: [(String, @Sendable (any Encoder) throws -> Void)] = [
        (
            "nested containers written in turn",
            { encoder in
                var container = encoder.container(keyedBy: Keys.self)
                var first = container.nestedContainer(keyedBy: Keys.self, forKey: .gamma)
                try first.encode(1, forKey: .beta)
                var list = container.nestedUnkeyedContainer(forKey: .alpha)
                try list.encode("x")
                try list.encode(
                    Custom { encoder in
                        var object = encoder.container(keyedBy: Keys.self)
                        try object.encode(true, forKey: .gamma)
                    })
                try container.encode(2, forKey: .beta)
            }
        ),
        (
            "a nested container written after a later member",
            { encoder in
                var container = encoder.container(keyedBy: Keys.self)
                var first = container.nestedContainer(keyedBy: Keys.self, forKey: .gamma)
                try container.encode(2, forKey: .beta)
                try first.encode(1, forKey: .alpha)
            }
        ),
        (
            "a key written twice",
            { encoder in
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(1, forKey: .beta)
                try container.encode("a/b", forKey: .alpha)
                try container.encode([3], forKey: .beta)
            }
        ),
        (
            "a nested container asked for twice",
            { encoder in
                var container = encoder.container(keyedBy: Keys.self)
                var first = container.nestedContainer(keyedBy: Keys.self, forKey: .alpha)
                try first.encode(1, forKey: .beta)
                var again = container.nestedContainer(keyedBy: Keys.self, forKey: .alpha)
                try again.encode(2, forKey: .gamma)
            }
        ),
        (
            "the container asked for twice",
            { encoder in
                var first = encoder.container(keyedBy: Keys.self)
                try first.encode(1, forKey: .gamma)
                var second = encoder.container(keyedBy: Keys.self)
                try second.encode(2, forKey: .alpha)
            }
        ),
        (
            "super encoders",
            { encoder in
                var container = encoder.container(keyedBy: Keys.self)
                try 5.encode(to: container.superEncoder(forKey: .gamma))
                try container.encode(1, forKey: .alpha)
                var list = container.nestedUnkeyedContainer(forKey: .beta)
                try "s".encode(to: list.superEncoder())
                try list.encode(2)
            }
        ),
        (
            "an error caught inside the value",
            { encoder in
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(1, forKey: .gamma)
                try? container.encode([1.0, .infinity], forKey: .beta)
                try container.encode(2, forKey: .alpha)
            }
        ),
        (
            "an array of objects in key order and not",
            { encoder in
                var list = encoder.unkeyedContainer()
                for index in 0..<4 {
                    var object = list.nestedContainer(keyedBy: Keys.self)
                    if index.isMultiple(of: 2) {
                        try object.encode(index, forKey: .gamma)
                        try object.encode("é\u{301}", forKey: .alpha)
                    } else {
                        try object.encode(index, forKey: .alpha)
                        try object.encodeNil(forKey: .beta)
                    }
                }
            }
        ),
    ]

    @Test("matches JSONEncoder", arguments: 0..<cases.count)
    func matchesFoundation(_ index: Int) {
        let (name, body) = Self.cases[index]
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        let theirs = JSONEncoder()
        theirs.outputFormatting = [.sortedKeys]
        let value = [Custom(body: body), Custom(body: body)]
        let expected = Result { try theirs.encode(value) }.map { String(decoding: $0, as: UTF8.self) }
        let actual = Result { try ours.encode(value) }.map { String(decoding: $0, as: UTF8.self) }
        #expect(
            DifferentialOutcome.describe(expected) == DifferentialOutcome.describe(actual), "\(name)")
    }

    /// Deeper and wider than the encoder's bookkeeping starts out (it grows as it goes).
    @Test func deepAndWideValuesMatchFoundation() throws {
        final class Node: Encodable {
            let value: Int
            let children: [Node]
            let members: [String: Int]

            init(depth: Int) {
                value = depth
                children = depth == 0 ? [] : [Node(depth: depth - 1)]
                members = Dictionary(uniqueKeysWithValues: (0..<(depth == 20 ? 150 : 2)).map { ("k\($0)", $0) })
            }
        }
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        let theirs = JSONEncoder()
        theirs.outputFormatting = [.sortedKeys]
        let tree = Node(depth: 60)
        #expect(try ours.encode(tree) == theirs.encode(tree))
        let wide = (0..<300).map { index in [String(index): [index]] }
        #expect(try ours.encode(wide) == theirs.encode(wide))
    }

    @Test func snakeCaseDictionariesKeepTheirKeys() throws {
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        ours.keyEncodingStrategy = .convertToSnakeCase
        let theirs = JSONEncoder()
        theirs.outputFormatting = [.sortedKeys]
        theirs.keyEncodingStrategy = .convertToSnakeCase
        let value = ["someKey": ["innerKey": 1, "zKey": 2], "aKey": [:]]
        #expect(try ours.encode(value) == theirs.encode(value))
    }
}
