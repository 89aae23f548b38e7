import CourierREST
import Foundation
import Testing

/// The coders' fast paths for arrays (`[String]`, `[Int]`, `[Double]`, `[Bool]` and arrays of
/// other types) against Foundation: clean arrays, and arrays whose elements make the fast path
/// give up (`null`, wrong types, numbers out of range, non-conforming floats, escapes).
@Suite("Array fast paths match Foundation")
struct ScalarArrayDifferentialTests {
    struct Row: Codable, Equatable {
        var names: [String]
        var counts: [Int]
        var scores: [Double]
        var flags: [Bool]
        var children: [Child]
    }

    struct Child: Codable, Equatable {
        var label: String
    }

    static let elementLiterals = [
        "\"a\"", "\"é\\u0301\"", "\"tab\\tquote\\\"\"", "\"ü/ß\"", "1", "-7", "1.0", "1e2", "1.5", "1e400",
        "9223372036854775808", "true", "false", "null", "{}", "[]", "\"NaN\"", "\"inf\"", "-0", "5e-324",
    ]

    /// Decodes `json` as `T` with both decoders, under the default and the float-from-string strategies.
    private func compareDecoding<T: Codable>(_ type: T.Type, _ json: String) -> [String] {
        var mismatches: [String] = []
        for convertsFloats in [false, true] {
            var ours = CourierJSONDecoder()
            let theirs = JSONDecoder()
            if convertsFloats {
                ours.nonConformingFloatDecodingStrategy = .convertFromString(
                    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
                theirs.nonConformingFloatDecodingStrategy = .convertFromString(
                    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "NaN")
            }
            let data = Data(json.utf8)
            let expected = DifferentialOutcome.describe(Result { try theirs.decode(T.self, from: data) })
            let actual = DifferentialOutcome.describe(Result { try ours.decode(T.self, from: data) })
            if expected != actual {
                mismatches.append("\(T.self) \(json)\n  Foundation: \(expected)\n  Courier:    \(actual)")
            }
        }
        return mismatches
    }

    @Test("arrays of scalars with one odd element", arguments: elementLiterals)
    func scalarArrays(_ odd: String) {
        var mismatches: [String] = []
        for clean in ["\"x\"", "3", "2.5", "true"] {
            let json = "[\(clean),\(odd),\(clean)]"
            mismatches += compareDecoding([String].self, json)
            mismatches += compareDecoding([Int].self, json)
            mismatches += compareDecoding([Double].self, json)
            mismatches += compareDecoding([Bool].self, json)
            mismatches += compareDecoding([Int?].self, json)
            mismatches += compareDecoding([[Int]].self, "[[1],\(json)]")
            mismatches += compareDecoding([String: [String]].self, "{\"k\":\(json)}")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(4).joined(separator: "\n"))")
    }

    @Test("arrays as members, with the error's path")
    func arraysAsMembers() {
        let clean = #"{"names":["a","b"],"counts":[1,2],"scores":[0.5,-1],"flags":[true],"children":[{"label":"c"}]}"#
        var mismatches = compareDecoding([Row].self, "[\(clean),\(clean)]")
        let faults = [
            ("[\"a\",\"b\"]", "[\"a\",null]"), ("[1,2]", "[1,\"2\"]"), ("[0.5,-1]", "[0.5,true]"),
            ("[true]", "[1]"), ("[{\"label\":\"c\"}]", "[{\"label\":\"c\"},{}]"), ("[1,2]", "null"),
            ("[\"a\",\"b\"]", "{}"), ("[1,2]", "[1,18446744073709551616]"),
        ]
        for (valid, faulty) in faults {
            let broken = clean.replacingOccurrences(of: valid, with: faulty)
            mismatches += compareDecoding([Row].self, "[\(clean),\(broken)]")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(4).joined(separator: "\n"))")
    }

    @Test("encoding arrays of scalars, objects with nested objects and escaped keys")
    func encoding() throws {
        let strings = ["a", "quote\"", "back\\slash", "a/b", "\u{1}\n\t", "é\u{301}", "😀", ""]
        let doubles = [0.0, -0.0, 1.5, 1e300, 5e-324, -2.25e-8, 123456789.0]
        let row = Row(
            names: strings, counts: [0, -1, Int.max, Int.min], scores: doubles, flags: [true, false],
            children: [Child(label: "x")])
        for formatting: CourierJSONEncoder.OutputFormatting in [
            [.sortedKeys], [.sortedKeys, .withoutEscapingSlashes], [.sortedKeys, .prettyPrinted],
        ] {
            var ours = CourierJSONEncoder()
            ours.outputFormatting = formatting
            let theirs = JSONEncoder()
            theirs.outputFormatting = JSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
            #expect(try ours.encode([row, row]) == theirs.encode([row, row]))
            #expect(try ours.encode(strings) == theirs.encode(strings))
            #expect(try ours.encode([[Int]]([[], [1], [2, 3]])) == theirs.encode([[Int]]([[], [1], [2, 3]])))
            let escapedKeys = ["z\"q": ["é": [1.5], "a/b": [2]], "\u{7}": [:], "ü": ["k": [Double]()]]
            #expect(try ours.encode(escapedKeys) == theirs.encode(escapedKeys))
        }
    }

    @Test("non-conforming doubles in arrays", arguments: [Double.infinity, -.infinity, .nan])
    func nonConformingDoubles(_ odd: Double) {
        let value = ["list": [1.0, odd]]
        for converts in [false, true] {
            var ours = CourierJSONEncoder()
            ours.outputFormatting = [.sortedKeys]
            let theirs = JSONEncoder()
            theirs.outputFormatting = [.sortedKeys]
            if converts {
                ours.nonConformingFloatEncodingStrategy = .convertToString(
                    positiveInfinity: "+", negativeInfinity: "-", nan: "n")
                theirs.nonConformingFloatEncodingStrategy = .convertToString(
                    positiveInfinity: "+", negativeInfinity: "-", nan: "n")
            }
            let expected = Result { try theirs.encode(value) }.map { String(decoding: $0, as: UTF8.self) }
            let actual = Result { try ours.encode(value) }.map { String(decoding: $0, as: UTF8.self) }
            #expect(DifferentialOutcome.describe(expected) == DifferentialOutcome.describe(actual))
        }
    }
}
