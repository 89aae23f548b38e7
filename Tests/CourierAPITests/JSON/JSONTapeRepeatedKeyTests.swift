import CourierAPI
import Testing

/// The repeated-key marking of objects on the tape, against a plain check of the keys: an object
/// is marked exactly when two of its keys are equal (or it has more than 16 keys, or an escaped
/// key). The keys include ones that share their length and end bytes, which the marking's quick
/// filter cannot tell apart and must compare in full.
@Suite struct JSONTapeRepeatedKeyTests {
    static let keys = [
        "", "a", "b", "ab", "ba", "axb", "ayb", "azb", "id", "total", "tatal", "quantity", "qu@ntity", "x",
    ]

    /// A small deterministic generator, so that a failure names a reproducible case.
    struct Generator {
        var state: UInt64
        mutating func next(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func markingMatchesAPlainCheckOfTheKeys() throws {
        var generator = Generator(state: 7)
        for round in 0..<3_000 {
            let count = 2 + generator.next(below: 15)
            let names = (0..<count).map { _ in Self.keys[generator.next(below: Self.keys.count)] }
            let nested = generator.next(below: 3) == 0
            let members = names.enumerated().map { offset, name in
                let value = nested && offset == 0 ? #"{"a":1,"a":2}"# : "\(offset)"
                return "\"\(name)\":\(value)"
            }
            let document = "{" + members.joined(separator: ",") + "}"
            let tape = try JSONTape(parsing: document)
            let repeats = Set(names).count < names.count
            #expect(tape.objectMayRepeatKeys(at: 0) == repeats, "round \(round): \(document)")
            // Look-ups take the last of equal keys, as the tree does.
            for name in Set(names) {
                let last = names.lastIndex(of: name)!
                let expected = nested && last == 0 ? nil : JSONNumber.integer(Int64(last))
                #expect(tape.root[name]?.numberValue == expected, "round \(round): \(name) in \(document)")
            }
        }
    }

    @Test func manyOrEscapedKeysAreMarked() throws {
        let many = "{" + (0..<17).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        #expect(try JSONTape(parsing: many).objectMayRepeatKeys(at: 0))
        #expect(try JSONTape(parsing: #"{"a":1,"\u0062":2}"#).objectMayRepeatKeys(at: 0))
        #expect(try !JSONTape(parsing: #"{"a":1,"b":2}"#).objectMayRepeatKeys(at: 0))
    }
}
