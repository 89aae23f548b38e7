import CourierREST
import Foundation
import Testing

/// The direct encoder's shortcuts against `JSONEncoder`: numbers written without a `String`, and
/// objects matched against the member orders seen before for their key type instead of sorted.
@Suite("CourierJSONEncoder fast paths match JSONEncoder")
struct EncoderFastPathDifferentialTests {
    static let edgeDoubles: [Double] = [
        0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 100, 1e15, 1e16, 1e17, 9_007_199_254_740_992,
        4_503_599_627_370_496, 1e-4, 1e-5, 0.000123, 1e21, 1e22, 1e23, Double(bitPattern: 1),
        Double(bitPattern: 0x000F_FFFF_FFFF_FFFF), 2.2250738585072014e-308, .leastNormalMagnitude,
        .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .pi, .ulpOfOne, 1 + .ulpOfOne,
        1_700_000_000.125, -2.5, 65_536, 4_294_967_296, 1e300, 1.7976931348623157e308,
    ]

    /// Finite doubles: the edge cases, their neighbours, integers, short decimals, and random bit patterns.
    static func doubles() -> [Double] {
        var random = SeededRandom(seed: 7)
        var values = edgeDoubles.flatMap { [$0, $0.nextUp, $0.nextDown, -$0] }
        values += (0..<2_000).map { Double($0) * 1.25 + 0.99 }
        values += (0..<2_000).map { _ in
            Double(Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &random))
        }
        values += (0..<2_000).map { _ in Double(Int.random(in: -100_000...100_000, using: &random)) / 1000 }
        values += (0..<20_000).map { _ in Double(bitPattern: random.next()) }
        return values.filter(\.isFinite)
    }

    static func floats() -> [Float] {
        var random = SeededRandom(seed: 8)
        var values: [Float] = [
            0, -0.0, 1, 0.1, 1e-7, 16_777_216, 16_777_217, 1e10, 3.4028235e38, .leastNonzeroMagnitude,
            .leastNormalMagnitude, .greatestFiniteMagnitude, 1.0 / 3,
        ]
        values += (0..<20_000).map { _ in Float(bitPattern: UInt32(truncatingIfNeeded: random.next())) }
        return values.filter(\.isFinite)
    }

    struct Measure: Codable {
        var value: Double
        var single: Float
    }

    @Test func doublesAndFloatsAreWrittenAsFoundationWritesThem() throws {
        let doubles = Self.doubles()
        let floats = Self.floats()
        let measures = doubles.indices.map { Measure(value: doubles[$0], single: floats[$0 % floats.count]) }
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        let theirs = JSONEncoder()
        theirs.outputFormatting = [.sortedKeys]
        // The `[Double]` fast path, the keyed path, and `Float` in an unkeyed container.
        #expect(try ours.encode(doubles) == theirs.encode(doubles))
        #expect(try ours.encode(measures) == theirs.encode(measures))
        #expect(try ours.encode(floats) == theirs.encode(floats))
        for value in doubles.prefix(200) {
            #expect(try ours.encode(value) == theirs.encode(value), "\(value)")
        }
    }

    /// Writes the members `(name, value)` in order, as a nested object where the value is `nil`.
    struct Members: Encodable {
        enum Keys: String, CodingKey {
            case alpha, beta, gamma, delta, epsilon, zeta, eta
        }

        let members: [(Keys, Int?)]
        let child: [Members]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            for (key, value) in members {
                if let value {
                    try container.encode(value, forKey: key)
                } else {
                    try container.encode(child, forKey: key)
                }
            }
        }

        static func random(using random: inout SeededRandom, depth: Int = 0) -> Members {
            let orders: [[Keys]] = [
                [.gamma, .alpha, .beta], [.gamma, .alpha], [.gamma, .alpha, .delta], [.gamma, .beta, .alpha],
                [.zeta, .eta, .alpha, .beta, .gamma], [.alpha, .beta, .gamma], [.eta],
            ]
            let keys: [Keys] =
                random.chance(0.8)
                ? random.pick(orders)
                : (0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(Array(orders.joined())) }
            let members = keys.map { key in (key, depth < 3 && random.chance(0.2) ? nil : Int(key.rawValue.count)) }
            let children = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                Members.random(using: &random, depth: depth + 1)
            }
            return Members(members: members, child: children)
        }
    }

    /// Objects of one key type whose members come and go, change order, repeat a key, nest in
    /// each other and outnumber the orders kept per type.
    @Test("objects of one key type in varying member orders", arguments: [true, false])
    func varyingMemberOrders(sorted: Bool) {
        var ours = CourierJSONEncoder()
        let theirs = JSONEncoder()
        if sorted {
            ours.outputFormatting = [.sortedKeys]
            theirs.outputFormatting = [.sortedKeys]
        }
        var mismatches: [String] = []
        for seed in UInt64(0)..<60 {
            var random = SeededRandom(seed: seed)
            let value = (0..<Int.random(in: 1...40, using: &random)).map { _ in Members.random(using: &random) }
            let expected = Result { try theirs.encode(value) }
            let actual = Result { try ours.encode(value) }
            let same: Bool
            switch (expected, actual) {
            case (.success(let expectedData), .success(let actualData)):
                same = sorted ? expectedData == actualData : JSONMeaning.of(expectedData) == JSONMeaning.of(actualData)
            default:
                same = DifferentialOutcome.describe(expected) == DifferentialOutcome.describe(actual)
            }
            if !same { mismatches.append("seed \(seed): \(expected) vs \(actual)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(2))")
    }

    /// Objects that switch between known orders of their key type: a switch learned from one
    /// order must not be taken from another with a different first member.
    @Test func switchesBetweenKnownOrdersKeepTheirPrefix() throws {
        let lists = [
            ["z", "b", "x"], ["z", "d", "x"], ["z", "b", "x"], ["z", "d", "x"], ["c", "b", "y"], ["c", "d", "y"],
            ["z", "d", "x"], ["c", "d", "y"], ["c", "b", "y"], ["z", "b", "x"],
        ]
        let value = lists.map(Named.init(names:))
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        let theirs = JSONEncoder()
        theirs.outputFormatting = [.sortedKeys]
        #expect(
            try String(decoding: ours.encode(value), as: UTF8.self)
                == String(decoding: theirs.encode(value), as: UTF8.self))
    }

    /// An object that, between its members, nests more new orders of its own key type than an
    /// encoder keeps: the order it follows is dropped from the kept ones while it is still open,
    /// and must stay readable until it closes (under AddressSanitizer, a freed order fails this).
    @Test func anOpenObjectOutlivesTheOrderItFollows() throws {
        struct Parent: Encodable {
            let children: [Named]

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode(1, forKey: AnyKey(stringValue: "a"))
                try container.encode(children, forKey: AnyKey(stringValue: "m"))
                try container.encode(2, forKey: AnyKey(stringValue: "z"))
            }
        }
        let children = (0..<20).map { index in Named(names: ["k\(index)", "only\(index)", "a"]) }
        let value = [Parent(children: []), Parent(children: children), Parent(children: Array(children.prefix(3)))]
        for sorted in [true, false] {
            var ours = CourierJSONEncoder()
            let theirs = JSONEncoder()
            if sorted {
                ours.outputFormatting = [.sortedKeys]
                theirs.outputFormatting = [.sortedKeys]
            }
            let expected = try theirs.encode(value)
            let actual = try ours.encode(value)
            if sorted {
                #expect(String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
            } else {
                #expect(JSONMeaning.of(actual) == JSONMeaning.of(expected))
            }
        }
    }

    /// Writes members named by the strings, in the order given.
    struct Named: Encodable {
        let names: [String]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            for (position, name) in names.enumerated() {
                try container.encode(position, forKey: AnyKey(stringValue: name))
            }
        }
    }

    /// Keys that are equal as `String`s but not in their bytes (`é` composed and decomposed, `K`
    /// and the Kelvin sign):
    /// an object must not take the key text or the order learned from the other spelling
    /// (`JSONEncoder` sorts by bytes: `e\u{301}` before `f`, `\u{E9}` after).
    @Test func canonicallyEqualKeysKeepTheirBytesAndOrder() throws {
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        let theirs = JSONEncoder()
        theirs.outputFormatting = [.sortedKeys]
        let value = [
            Named(names: ["\u{E9}", "f"]), Named(names: ["e\u{301}", "f"]), Named(names: ["\u{E9}", "f"]),
            Named(names: ["e\u{301}", "d"]), Named(names: ["K", "a"]), Named(names: ["\u{212A}", "a"]),
        ]
        #expect(try ours.encode(value) == theirs.encode(value))
    }

    /// Strings are copied whole unless a scan finds a character to escape (then escaped through a
    /// reused scratch buffer): each such character, and its neighbours in value, at every position.
    @Test("characters to escape at every position", arguments: [true, false])
    func escapesAtEveryPosition(escapingSlashes: Bool) throws {
        var ours = CourierJSONEncoder()
        let theirs = JSONEncoder()
        if !escapingSlashes {
            ours.outputFormatting = [.withoutEscapingSlashes]
            theirs.outputFormatting = [.withoutEscapingSlashes]
        }
        let specials = [
            "\"", "\\", "/", "\u{0}", "\u{1}", "\u{1F}", "\n", " ", "!", "#", "0", ".", "[", "]", "\u{7F}",
            "é", "😀",
        ]
        let base = Array("abcdefghijklmnopqrstu")
        var strings: [String] = []
        for special in specials {
            for position in 0...base.count {
                strings.append(String(base[..<position]) + special + String(base[position...]))
                strings.append(String(base[..<position]) + special + special)
            }
        }
        #expect(try ours.encode(strings) == theirs.encode(strings))
        for string in strings.prefix(80) {
            #expect(try ours.encode([string: string]) == theirs.encode([string: string]))
        }
    }
}
