import Foundation

/// A small deterministic random generator (SplitMix64), so that a failing case can be replayed
/// from its seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &self)] }
}

/// Seeded JSON payloads for ``DiffItem`` and ``DiffEnvelope``: mostly valid, with at most one
/// deliberate fault each (a wrong type, a missing key, `null`, a number out of range, bad text, a
/// duplicate key, a structural error), so that every decoder must stop at the same place.
struct DiffPayloadGenerator {
    var random: SeededRandom
    /// Whether keys are written in `snake_case` (for `convertFromSnakeCase`).
    let snakeKeys: Bool
    /// Whether the single fault of this payload has been used.
    private var faulted = false

    init(seed: UInt64, snakeKeys: Bool) {
        random = SeededRandom(seed: seed)
        self.snakeKeys = snakeKeys
    }

    /// One valid literal or, while the fault is unused and the dice say so, one faulty one.
    private mutating func value(_ valid: [String], _ faulty: [String]) -> String {
        if !faulted, random.chance(0.06) {
            faulted = true
            return random.pick(faulty)
        }
        return random.pick(valid)
    }

    private mutating func key(_ camel: String) -> String {
        guard snakeKeys else { return camel }
        var snake = ""
        for character in camel {
            if character.isUppercase {
                snake += "_" + character.lowercased()
            } else {
                snake.append(character)
            }
        }
        return snake
    }

    /// An object's members; a member may go missing, and one may be written twice.
    private mutating func object(_ members: [(String, String, optional: Bool)]) -> String {
        var parts: [String] = []
        for (name, literal, optional) in members {
            if optional, random.chance(0.25) { continue }
            if !optional, !faulted, random.chance(0.02) {
                faulted = true
                continue
            }
            let jsonKey = key(name)
            parts.append("\"\(jsonKey)\":\(literal)")
            if !faulted, random.chance(0.02) {
                faulted = true
                parts.append("\"\(jsonKey)\":\(literal == "null" ? "1" : "null")")
            }
        }
        if random.chance(0.2) { parts.append("\"unknownExtra\":{\"deep\":[1,2,{\"x\":\"y\"}]}") }
        return "{" + parts.joined(separator: random.chance(0.3) ? " , " : ",") + "}"
    }

    /// - Parameters:
    ///   - dates: Date literals valid under the configuration's date strategy.
    ///   - datas: `Data` literals valid under its data strategy.
    mutating func item(dates: [String], datas: [String]) -> String {
        let integers = ["0", "-0", "1", "-17", "42", "1.0", "1e2", "2147483648", "9223372036854775807"]
        let badIntegers = [
            "1.5", "9223372036854775808", "-9223372036854775809", "1e19", "4503599627370497e1", "1e400", "\"7\"",
            "null", "true", "[]", "{}", "-0.0", "9007199254740993.0",
        ]
        // Malformed literals: Foundation finds them only when it reads them, so each goes where it is read.
        let malformedNumbers = ["01", "-", "1.", "1e", "-01.5"]
        let strings = ["\"abc\"", "\"\"", "\"caf\\u00e9 \\ud83d\\ude00\"", "\"tab\\t/slash\\/\"", "\"é😀\""]
        let badStrings = ["1", "null", "\"\\ud800\"", "\"\\x\"", "\"a\u{01}b\"", "[\"a\"]", "{}"]
        let doubles = [
            "0", "0.0", "-0.0", "3.14", "1e308", "5e-324", "-2.5E-3", "123456789012345678901234567890", "17",
        ]
        let badDoubles = ["1e-400", "1e400", "\"NaN\"", "\"inf\"", "\"-inf\"", "\"x\"", "null", "true"]
        let floats = ["0.1", "16777217", "3.4028235e38", "-1.5", "\"NaN\"", "1e-45"]
        let badFloats = ["3.5e38", "1e-50", "\"Infinity\"", "null", "[]"]
        let badDatas = ["\"@@\"", "[1,2,3]", "[256]", "null", "7"]
        let urls = ["\"https://example.com/a?b=c\"", "\"relative/path\"", "null"]
        let badURLs = ["\"\"", "3", "\"a b\""]
        let metas = ["{\"a\":1,\"b_c\":2}", "{}", "{\"x\":-3}", "null"]
        let badMetas = ["{\"a\":\"x\"}", "[]", "{\"a\":1,\"a\":\"two\"}", "{\"a\":1.5}"]
        let matrices = ["[[1,2],[3]]", "[]", "[[]]", "null"]
        let badMatrices = [
            "[[1,\"x\"]]", "[1]", "[[null]]",
            String(repeating: "[", count: 520) + String(repeating: "]", count: 520),
            String(repeating: "[", count: 511) + String(repeating: "]", count: 511),
        ]
        var members: [(String, String, optional: Bool)] = [
            ("id", value(integers, badIntegers + malformedNumbers), false),
            ("userName", value(strings, badStrings), false),
            ("price", value(doubles, badDoubles + malformedNumbers), false),
            (
                "tags",
                "["
                    + (0..<Int.random(in: 0...3, using: &random)).map { _ in value(strings, badStrings) }
                    .joined(separator: ",") + "]", false
            ),
            ("rating", value(floats, badFloats), true),
            ("createdAt", value(dates, badIntegers + ["\"2023-13-45T99:00:00Z\"", "\"nope\""]), false),
            ("blob", value(datas, badDatas), false),
            ("homePage", value(urls, badURLs), true),
            ("small", value(["127", "-128", "0", "5.0"], ["128", "-129", "300"]), true),
            ("big", value(["18446744073709551615", "0", "1e19"], ["-1", "18446744073709551616", "1.5"]), true),
            ("isActive", value(["true", "false"], ["null", "0", "\"true\""]), false),
            ("meta", value(metas, badMetas), true),
            ("matrix", value(matrices, badMatrices), true),
            ("amount", value(["1.50", "-3", "1e10", "0.000001", "12345678901234567890"], ["\"1\"", "1e400"]), true),
            ("counts", value(["[1,2,65535]", "[]", "[1,null]"], ["[65536]", "[-1]", "[1.5]"]), true),
        ]
        if random.chance(0.8) {
            let child = object([
                ("nickName", value(strings, badStrings), false),
                ("level", value(["2147483647", "-5", "null"], ["2147483648", "1e10", "\"1\""]), true),
                ("kind", value(["\"plain\"", "\"fancy\""], ["\"other\"", "1", "null"]), false),
                ("flags", value(["[true,false]", "[]", "null"], ["[1]", "[null]", "true"]), true),
            ])
            members.append(("child", value([child], ["null", "[]", "3"]), true))
        }
        return object(members)
    }

    mutating func envelope() -> String {
        let rest = value(["[1,2,3]", "[]", "[null,4]"], ["[\"x\"]", "null", "{}"])
        let box = value(["{\"inner\":\"in\"}", "{}", "{\"inner\":null}"], ["null", "[]", "{\"inner\":1}"])
        var parts = ["\"first\":\(value(["1", "-2"], ["\"1\"", "null", "2.5"]))", "\"rest\":\(rest)"]
        if faulted || !random.chance(0.05) { parts.append("\"box\":\(box)") }
        if random.chance(0.5) { parts.append("\"super\":\(value(["7", "null"], ["\"s\""]))") }
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// The document's bytes, sometimes re-encoded or with a byte order mark, or broken.
    mutating func document(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        guard !faulted, random.chance(0.12) else { return bytes }
        faulted = true
        switch Int.random(in: 0..<8, using: &random) {
        case 0: bytes = Array(bytes.prefix(max(0, bytes.count - Int.random(in: 1...5, using: &random))))
        case 1: bytes += Array(" x".utf8)
        case 2: bytes = [0xEF, 0xBB, 0xBF] + bytes
        case 3: bytes = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case 4: bytes = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 5:
            // Invalid UTF-8 inside the first string value that every decode reads (a key).
            if let quote = bytes.firstIndex(of: UInt8(ascii: "\"")) { bytes.insert(0xFF, at: quote + 1) }
        case 6: bytes = []
        default: bytes = Array(" \n\t".utf8) + bytes + Array("\r\n".utf8)
        }
        return bytes
    }
}
