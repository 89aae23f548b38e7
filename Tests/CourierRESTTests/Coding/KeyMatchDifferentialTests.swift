import CourierREST
import Foundation
import Testing

/// `CourierJSONDecoder` finds members by comparing key bytes itself (eight at a time, then one
/// at a time), starting after the last match: keys of every length around those steps, near
/// misses at the first, eighth and last byte, escaped spellings, repeats and shuffled orders
/// must find the same members as `JSONDecoder`.
@Suite("CourierJSONDecoder key matching matches JSONDecoder")
struct KeyMatchDifferentialTests {
    struct KeyLengths: Codable, Equatable {
        var empty: Int?
        var one: Int
        var seven: Int?
        var eight: Int?
        var nine: Int?
        var sixteen: Int?
        var seventeen: Int?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case empty = ""
            case one = "a"
            case seven = "abcdefg"
            case eight = "abcdefgh"
            case nine = "abcdefghi"
            case sixteen = "abcdefghijklmnop"
            case seventeen = "abcdefghijklmnopq"
        }
    }

    /// Spellings of `key` in a document: itself, escaped, or a near miss of the same length.
    static func spellings(of key: String) -> [String] {
        var spellings = [key]
        guard let first = key.unicodeScalars.first else { return spellings }
        let rest = String(key.unicodeScalars.dropFirst())
        spellings.append(String(format: "\\u%04x", first.value) + rest)
        spellings.append("z" + rest)
        spellings.append(String(key.dropLast()) + "z")
        if key.count > 8 {
            var bytes = Array(key.utf8)
            bytes[7] = UInt8(ascii: "Z")
            spellings.append(String(decoding: bytes, as: UTF8.self))
        }
        return spellings
    }

    @Test("generated objects")
    func generatedObjects() {
        var mismatches: [String] = []
        var random = SeededRandom(seed: 7)
        var nextValue = 0
        for _ in 0..<400 {
            var members: [String] = []
            for key in KeyLengths.CodingKeys.allCases {
                let spellings = Self.spellings(of: key.rawValue)
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let spelling = random.pick(spellings)
                    // A value of its own, so that taking the wrong one of two repeats shows.
                    nextValue += 1
                    members.append("\"\(spelling)\":\(nextValue)")
                }
            }
            members.shuffle(using: &random)
            let data = Data(("{" + members.joined(separator: ",") + "}").utf8)
            let expected = DifferentialOutcome.describe(
                Result { try JSONDecoder().decode(KeyLengths.self, from: data) })
            let actual = DifferentialOutcome.describe(
                Result { try CourierJSONDecoder().decode(KeyLengths.self, from: data) })
            if expected != actual {
                mismatches.append(
                    "\(String(decoding: data, as: UTF8.self))\n  Foundation: \(expected)\n  Courier: \(actual)")
            }
        }
        #expect(mismatches.count == 0, "mismatches:\n\(mismatches.prefix(3).joined(separator: "\n"))")
    }
}
