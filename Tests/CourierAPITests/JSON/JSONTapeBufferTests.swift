import CourierAPI
import Testing

/// The tape parser's own paths: documents that outgrow the first entry buffer (the parse pauses
/// and resumes in a larger one), the repeated-key marking of small and large objects, the
/// nesting limit, keys with invalid UTF-8 and the literal fast path. Each reads or fails exactly
/// as ``JSONParser`` does.
@Suite struct JSONTapeBufferTests {
    /// The tape's value or error for `bytes`, which must equal the tree parser's.
    func expectSameAsTree(_ bytes: [UInt8], options: JSONParser.Options = .default, _ why: String = "") {
        let tree = Result { () throws(JSONParseError) in try JSONParser.parse(bytes, options: options) }
        let tape = Result { () throws(JSONParseError) in try JSONTape(parsing: bytes, options: options) }
        switch (tree, tape) {
        case (.success(let value), .success(let tape)): #expect(tape.root.jsonValue == value, "\(why)")
        case (.failure(let treeError), .failure(let tapeError)): #expect(tapeError == treeError, "\(why)")
        default: Issue.record("\(why): tree \(tree), tape \(tape)")
        }
    }

    /// `element` repeated `count` times in an array: dense documents need several entries per
    /// eight bytes, more than the first buffer holds.
    static func array(of element: String, count: Int) -> String {
        "[" + Array(repeating: element, count: count).joined(separator: ",") + "]"
    }

    static let dense: [String] = [
        array(of: "1", count: 5_000),
        array(of: #"[1,[true,{"a":[null,false]}],{}]"#, count: 800),
        array(of: #"{"k":1,"k":[2],"e":"\n","\u006b":"é"}"#, count: 600),
        array(of: #"{"a":{"b":{"c":[1.5,-2e3,"x\"y"]}}}"#, count: 500),
        String(repeating: "[", count: 400) + "7" + String(repeating: "]", count: 400),
    ]

    @Test("documents that outgrow the first entry buffer read as the tree does", arguments: dense)
    func outgrowsTheBuffer(document: String) throws {
        expectSameAsTree(Array(document.utf8))
        // Every tape look-up of a repeated key takes the last value, wherever the buffer grew.
        let tape = try JSONTape(parsing: document)
        let tree = try JSONParser.parse(document)
        guard let elements = tape.root.arrayElements, case .array(let values) = tree else { return }
        #expect(elements.count == values.count)
        for (element, value) in zip(elements, values) {
            guard case .object(let object) = value else { continue }
            for key in object.keys { #expect(element[key]?.jsonValue == object[key], "\(key)") }
        }
    }

    @Test("errors after the buffer grew name the same place", arguments: dense)
    func errorsAfterGrowth(document: String) {
        var bytes = Array(document.utf8)
        for offset in [bytes.count / 2, bytes.count - 2] {
            var broken = bytes
            broken[offset] = UInt8(ascii: "}")
            expectSameAsTree(broken, "'}' at \(offset)")
            broken[offset] = 0x01
            expectSameAsTree(broken, "control byte at \(offset)")
        }
        bytes.removeLast()
        expectSameAsTree(bytes, "truncated")
    }

    @Test func repeatedKeysInSmallAndLargeObjects() throws {
        let small = #"{"a":1,"b":2,"a":3}"#
        let escaped = #"{"ab":1,"a\u0062":2}"#
        let distinct = "{" + (0..<30).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        let repeated = "{" + (0..<30).map { "\"k\($0 % 20)\":\($0)" }.joined(separator: ",") + "}"
        for document in [small, escaped, distinct, repeated] { expectSameAsTree(Array(document.utf8), document) }
        #expect(try JSONTape(parsing: small).root["a"]?.numberValue == .integer(3))
        #expect(try JSONTape(parsing: escaped).root["ab"]?.numberValue == .integer(2))
        let large = try JSONTape(parsing: distinct).root
        #expect((0..<30).allSatisfy { large["k\($0)"]?.numberValue == .integer(Int64($0)) })
        let largeRepeated = try JSONTape(parsing: repeated).root
        #expect((0..<10).allSatisfy { largeRepeated["k\($0)"]?.numberValue == .integer(Int64($0 + 20)) })
        #expect(largeRepeated["k15"]?.numberValue == .integer(15))
    }

    @Test func nestingLimit() {
        for depth in [63, 64, 65] {
            let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            for document in [objects, arrays] {
                expectSameAsTree(Array(document.utf8), options: .init(maximumDepth: 64), "depth \(depth)")
            }
        }
        #expect(throws: JSONParseError.self) {
            try JSONTape(parsing: String(repeating: "[", count: 65), options: .init(maximumDepth: 64))
        }
        #expect(throws: Never.self) {
            try JSONTape(
                parsing: String(repeating: "[", count: 64) + String(repeating: "]", count: 64),
                options: .init(maximumDepth: 64))
        }
    }

    @Test(
        "keys with invalid UTF-8 fail as in the tree parser",
        arguments: [
            Array(#"{"é":1,""#.utf8) + [0xC3, 0x28] + Array(#"":2}"#.utf8),
            Array(#"{"a":1,"b"#.utf8) + [0xE2, 0x82] + Array(#"":2}"#.utf8),
            Array(#"{"#.utf8) + [0x22, 0xF0, 0x9F, 0x98] as [UInt8],
            Array(array(of: #"{"ok":true}"#, count: 300).utf8.dropLast()) + Array(#",{""#.utf8) + [0x80]
                + Array(#"":0}]"#.utf8),
            Array(array(of: #"{"ok":true}"#, count: 300).utf8.dropLast()) + [0x2C, 0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x30],
        ] as [[UInt8]])
    func invalidUTF8InKeys(bytes: [UInt8]) {
        expectSameAsTree(bytes)
        #expect(throws: JSONParseError.self) { try JSONTape(parsing: bytes) }
    }

    @Test(
        "literals, whole and cut short, read as in the tree parser",
        arguments: [
            "true", "false", "null", "[true,false,null]", "t", "tr", "tru", "f", "fa", "fal", "fals", "falsy",
            "nul", "nulL", "[fals]", "[nul]", "truex", "[true false]", "{\"a\":fALSE}", " null ",
        ])
    func literals(document: String) {
        expectSameAsTree(Array(document.utf8), document)
    }
}
