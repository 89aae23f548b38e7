import CourierREST
import Foundation
import Testing

/// An encoder keeps the member orders it verified for its later calls and its copies: each call
/// must still write exactly what a fresh encoder writes, whatever members the values bring and
/// in whatever order they write them.
@Suite("CourierJSONEncoder's kept member orders")
struct MemberOrderCacheTests {
    enum Keys: String, CodingKey, CaseIterable {
        case id, name, nameSuffix, a, b, ümlaut
        case slash = "with/slash"
        case empty = ""
    }

    /// Writes the members `picks` names, in that order (a value per member from `seed`).
    struct Shifting: Encodable {
        let picks: [Keys]
        let seed: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            for (position, key) in picks.enumerated() {
                if position % 2 == 0 {
                    try container.encode(seed &+ position, forKey: key)
                } else {
                    try container.encode("v\(seed)/\(position)", forKey: key)
                }
            }
        }
    }

    /// A value with members that come and go, a nested value of the same type, and an array of them.
    struct Outer: Encodable {
        let first: Shifting
        let rest: [Shifting]
        let optional: Shifting?
    }

    /// Values whose member sets and orders vary: often repeated, sometimes new.
    private static func values(count: Int, using random: inout some RandomNumberGenerator) -> [Outer] {
        let shapes: [[Keys]] = (0..<6).map { _ in
            Array(Keys.allCases.shuffled(using: &random).prefix(Int.random(in: 0...8, using: &random)))
        }
        func shifting(_ seed: Int) -> Shifting {
            let shape =
                Bool.random(using: &random)
                ? shapes[seed % shapes.count]
                : Array(Keys.allCases.shuffled(using: &random).prefix(Int.random(in: 1...8, using: &random)))
            return Shifting(picks: shape, seed: seed)
        }
        return (0..<count).map { index in
            Outer(
                first: shifting(index), rest: (0..<(index % 4)).map { shifting(index &+ $0) },
                optional: index % 3 == 0 ? nil : shifting(index &* 7))
        }
    }

    private static func encoder(_ formatting: CourierJSONEncoder.OutputFormatting) -> CourierJSONEncoder {
        var encoder = CourierJSONEncoder()
        encoder.outputFormatting = formatting
        return encoder
    }

    @Test(
        "one encoder's calls write what fresh encoders write",
        arguments: [[], [.sortedKeys], [.sortedKeys, .withoutEscapingSlashes]] as [CourierJSONEncoder.OutputFormatting])
    func repeatedCallsMatchFreshEncoders(formatting: CourierJSONEncoder.OutputFormatting) throws {
        var random = SystemRandomNumberGenerator()
        let shared = Self.encoder(formatting)
        for value in Self.values(count: 400, using: &random) {
            let expected = try Self.encoder(formatting).encode(value)
            let actual = try shared.encode(value)
            #expect(
                actual == expected,
                "\(String(decoding: actual, as: UTF8.self)) ≠ \(String(decoding: expected, as: UTF8.self))")
        }
    }

    @Test("sorted keys match JSONEncoder's on every call of one encoder")
    func repeatedCallsMatchFoundation() throws {
        var random = SystemRandomNumberGenerator()
        let shared = Self.encoder([.sortedKeys])
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys]
        for value in Self.values(count: 200, using: &random) {
            #expect(try shared.encode(value) == foundation.encode(value))
        }
    }

    @Test("copies with other options share the orders without mixing them up")
    func copiesWithOtherOptions() throws {
        var random = SystemRandomNumberGenerator()
        let sorted = Self.encoder([.sortedKeys])
        var unsorted = sorted
        unsorted.outputFormatting = []
        var slashes = sorted
        slashes.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for value in Self.values(count: 200, using: &random) {
            let pairs: [(CourierJSONEncoder, CourierJSONEncoder.OutputFormatting)] = [
                (sorted, .sortedKeys), (unsorted, []), (slashes, [.sortedKeys, .withoutEscapingSlashes]),
            ]
            for (encoder, formatting) in pairs {
                #expect(try encoder.encode(value) == Self.encoder(formatting).encode(value))
            }
        }
    }

    @Test("tasks encoding with one encoder at once write what fresh encoders write")
    func concurrentCalls() async throws {
        var random = SystemRandomNumberGenerator()
        let values = Self.values(count: 120, using: &random)
        let shared = Self.encoder([.sortedKeys])
        let expected = try values.map { try Self.encoder([.sortedKeys]).encode($0) }
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for offset in values.indices {
                        let index = (offset &+ task &* 15) % values.count
                        if try shared.encode(values[index]) != expected[index] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
