import CourierAPI
import Testing

/// The tape accepts, rejects and reads documents exactly as ``JSONParser`` does.
@Suite("JSONTape")
struct JSONTapeTests {
    static let documents =
        JSONParserConformanceTests.accepted + [
            #"{"data":{"hero":{"__typename":"Droid","name":"R2-D2","#
                + #""friends":[{"name":"Luke"},null,{}],"n":[1,2.5,-3e2]}}}"#,
            #"{"a\u0062":1,"ab":2,"c":"x\ny"}"#,  // an escaped key equal to a plain one
            #"{"a":1,"b":2,"a":3}"#, #"[{"k":[[],{},[{}]]},"é",true,false,null]"#,
            "{" + (0..<40).map { "\"k\($0 % 30)\":\($0)" }.joined(separator: ",") + "}",  // many keys, some repeated
        ]

    @Test("materializes the same value as JSONParser", arguments: documents)
    func sameValue(document: String) throws {
        #expect(try JSONTape(parsing: document).root.jsonValue == JSONParser.parse(document))
    }

    @Test("rejects what JSONParser rejects, with the same error", arguments: JSONParserConformanceTests.rejected)
    func sameError(document: String, why: String) {
        let tree = #expect(throws: JSONParseError.self) { try JSONParser.parse(document) }
        let tape = #expect(throws: JSONParseError.self, "\(why)") { try JSONTape(parsing: document) }
        #expect(tape == tree, "\(why)")
    }

    @Test(
        "rejects malformed UTF-8",
        arguments: [
            [0x22, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0x22, 0x61, 0x5C, 0x6E, 0xE2, 0x82, 0x22], [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D],
        ] as [[UInt8]])
    func malformedUTF8(bytes: [UInt8]) {
        let tree = #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
        let tape = #expect(throws: JSONParseError.self) { try JSONTape(parsing: bytes) }
        #expect(tape == tree)
    }

    @Test func limitsApply() {
        let deep = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        let options = JSONParser.Options(maximumDepth: 10)
        let tree = #expect(throws: JSONParseError.self) { try JSONParser.parse(deep, options: options) }
        let tape = #expect(throws: JSONParseError.self) { try JSONTape(parsing: deep, options: options) }
        #expect(tape == tree)
        #expect(throws: JSONParseError.self) { try JSONTape(parsing: "[1, 2, 3]", options: .init(maximumInputSize: 4)) }
        #expect(throws: JSONParseError.self) {
            try JSONTape(parsing: [0xEF, 0xBB, 0xBF, 0x31], options: .init(skipsByteOrderMark: false))
        }
    }

    @Test func membersAndScalars() throws {
        let root = try JSONTape(
            parsing: #"{"s":"t\u00e9","n":42,"b":true,"z":null,"l":[1,"x"],"o":{"k":1},"d":1,"d":2}"#
        ).root
        #expect(root.isObject && root.count == 8)  // as written: "d" twice
        #expect(root["s"]?.stringValue == "té")
        #expect(root["n"]?.numberValue == .integer(42))
        #expect(root["b"]?.boolValue == true)
        #expect(root["z"]?.isNull == true)
        #expect(root["l"]?.arrayElements?.map(\.kindName) == ["number", "string"])
        #expect(root["o"]?["k"]?.numberValue == .integer(1))
        #expect(root["d"]?.numberValue == .integer(2))
        #expect(root["missing"] == nil)
        #expect(root["s"]?["k"] == nil && root["s"]?.numberValue == nil && root["n"]?.stringValue == nil)
    }
}

/// Typed decoding from a tape: the same values and the same errors, paths included, as from a tree.
@Suite struct JSONTapeDecodingTests {
    struct Item: JSONObjectDecodable, Equatable {
        let name: String
        let count: Int?
        let tags: [String?]
        let raw: JSONValue?
        init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
            name = try reader.field("name")
            count = try reader.field("count")
            tags = try reader.field("tags")
            raw = try reader.field("raw")
        }
    }

    func bothWays(_ json: String) throws -> (
        tree: Result<[Item], GraphQLDecodingError>, tape: Result<[Item], GraphQLDecodingError>
    ) {
        let tree = try JSONParser.parse(json)
        let tape = try JSONTape(parsing: json).root
        return (
            Result { () throws(GraphQLDecodingError) in try [Item](jsonValue: tree) },
            Result { () throws(GraphQLDecodingError) in try [Item](tapeValue: tape) }
        )
    }

    @Test(arguments: [
        #"[{"name":"a","tags":[]},{"name":"b","count":3,"tags":["x",null],"raw":{"k":[1]}}]"#,
        #"[{"name":"a","tags":[]},{"name":7,"tags":[]}]"#,
        #"[{"name":"a","tags":[1]}]"#,
        #"[{"name":"a"}]"#,
        #"[{"name":"a","tags":[],"count":1.5}]"#,
        #"[{"name":"a","tags":[],"count":null}]"#,
        #"[{"name":null,"tags":[]}]"#,
        #"{"name":"a"}"#,
        #"[3]"#,
    ])
    func sameOutcome(json: String) throws {
        let (tree, tape) = try bothWays(json)
        switch (tree, tape) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)): #expect(a == b && a.description == b.description)
        default: Issue.record("tree \(tree) but tape \(tape)")
        }
    }

    @Test func errorNamesThePath() throws {
        let (_, tape) = try bothWays(#"[{"name":"a","tags":[]},{"name":"b","tags":["x",2]}]"#)
        guard case .failure(let error) = tape else {
            Issue.record("decoded")
            return
        }
        #expect(error.description == "[1].tags[1]: expected String, found number")
    }

    @Test func readerOverATapeShowsItsObject() throws {
        let reader = try JSONObjectReader(JSONTape(parsing: #"{"a":1,"b":[true]}"#).root)
        #expect(reader.object == ["a": 1, "b": [true]])
        #expect(reader.contains("b") && !reader.contains("c"))
        #expect(throws: GraphQLDecodingError.self) { try JSONObjectReader(JSONTape(parsing: "[]").root) }
    }
}
