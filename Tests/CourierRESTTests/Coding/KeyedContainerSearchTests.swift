import CourierREST
import Foundation
import Testing

/// A keyed container finds a member by trying first where the same search matched in the
/// previous object of its key type (see `MemberKeyTable`). These objects share one key type but
/// differ in members, order, nesting and count (past the table's first size and its hints), and
/// have string values that spell other keys; each reads its keys in its own order, and what it
/// reads must match `JSONDecoder`.
@Suite("CourierJSONDecoder key search across objects of one key type")
struct KeyedContainerSearchTests {
    /// Reads the keys its `read` member lists, in that order, and records what each gave.
    struct Reader: Decodable {
        var readings: [String] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let order = try container.decode([String].self, forKey: AnyKey(stringValue: "read"))
            for name in order {
                let key = AnyKey(stringValue: name)
                let reading = Result { try container.decodeIfPresent(Int.self, forKey: key) }
                switch reading {
                case .success(let value): readings.append("\(name)=\(value.map(String.init) ?? "absent")")
                case .failure(let error): readings.append("\(name) " + DifferentialOutcome.describe(error))
                }
                readings.append("contains \(container.contains(key))")
            }
        }
    }

    /// Objects whose members are a varying subset of `k0`…`k39` in varying order.
    static func document(seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        let names = (0..<40).map { "k\($0)" }
        var objects: [String] = []
        for index in 0..<80 {
            // Mostly the same few members in the same order, as real payloads are; sometimes many,
            // shuffled, with one left out or nested values in between.
            let count = index % 9 == 8 ? Int.random(in: 17...40, using: &random) : Int.random(in: 3...6, using: &random)
            var members = Array(names.prefix(count))
            if index % 5 == 4 { members.shuffle(using: &random) }
            if index % 3 == 2, members.count > 1 {
                members.remove(at: Int.random(in: 0..<members.count, using: &random))
            }
            var read = Array(names.prefix(Int.random(in: 4...7, using: &random)))
            if index % 7 == 6 { read.shuffle(using: &random) }
            if index % 9 == 8 { read += names.shuffled(using: &random).prefix(35) }
            let fields = members.map { name -> String in
                switch Int.random(in: 0..<10, using: &random) {
                case 0: "\"\(name)\":\"k\(Int.random(in: 0..<8, using: &random))\""
                case 1: "\"\(name)\":{\"k0\":1,\"k1\":\"k2\"}"
                case 2: "\"\(name)\":[\"k1\",\"k3\"]"
                case 3: "\"\(name)\":null"
                default: "\"\(name)\":\(Int.random(in: -99...99, using: &random))"
                }
            }
            let readList = read.map { "\"\($0)\"" }.joined(separator: ",")
            objects.append("{" + (fields + ["\"read\":[\(readList)]"]).joined(separator: ",") + "}")
        }
        return "[" + objects.joined(separator: ",") + "]"
    }

    @Test("keys read in varying orders from objects of varying shapes", arguments: [1, 2, 3] as [UInt64])
    func variedObjects(seed: UInt64) throws {
        let data = Data(Self.document(seed: seed).utf8)
        let expected = try JSONDecoder().decode([Reader].self, from: data).map(\.readings)
        let actual = try CourierJSONDecoder().decode([Reader].self, from: data).map(\.readings)
        #expect(actual == expected)
        #expect(expected.joined().contains { $0.contains("=") && !$0.hasSuffix("=absent") })
    }
}
